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
