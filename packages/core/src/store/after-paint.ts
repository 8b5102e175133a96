/**
 * Runs `callback` once the next frame has been painted: a timer set from an animation frame callback
 * runs after that frame's paint. Without animation frames (node, jsdom) a timer stands in. Returns the cancel.
 */
export function afterPaint(callback: () => void): () => void {
  if (typeof requestAnimationFrame !== 'function') {
    const timer = setTimeout(callback, 0);
    return () => clearTimeout(timer);
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * Runs `callback` in the animation frame after the next one: the next frame draws what the DOM holds
 * now, and what the callback changes is drawn in the frame after it, not in a task that may wait
 * behind the page's loading work. Without animation frames (node, jsdom) a timer stands in. Returns the cancel.
 */
export function afterNextFrame(callback: () => void): () => void {
  if (typeof requestAnimationFrame !== 'function') {
    const timer = setTimeout(callback, 0);
    return () => clearTimeout(timer);
  }
  let frame = requestAnimationFrame(() => {
    frame = requestAnimationFrame(callback);
  });
  return () => cancelAnimationFrame(frame);
}
