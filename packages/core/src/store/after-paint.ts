/** The browser's task scheduler (Chromium, Firefox), where there is one. */
interface TaskScheduler {
  postTask(callback: () => void, options: { priority: 'user-blocking'; signal: AbortSignal }): Promise<void>;
}

/**
 * Runs `callback` once the next frame has been painted: a task queued from an animation frame
 * callback runs after that frame's paint. Without animation frames (node, jsdom) a timer stands in.
 * `urgent` queues that task ahead of the page's others where the browser can (a mark that tells
 * when the frame was drawn, not when the images queued meanwhile were decoded). Returns the cancel.
 */
export function afterPaint(callback: () => void, urgent = false): () => void {
  if (typeof requestAnimationFrame !== 'function') {
    const timer = setTimeout(callback, 0);
    return () => clearTimeout(timer);
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const posted = new AbortController();
  const frame = requestAnimationFrame(() => {
    const scheduler = (globalThis as { scheduler?: TaskScheduler }).scheduler;
    if (urgent && scheduler?.postTask) scheduler.postTask(callback, { priority: 'user-blocking', signal: posted.signal }).catch(() => undefined); // the cancel rejects it
    else timer = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    posted.abort();
  };
}
