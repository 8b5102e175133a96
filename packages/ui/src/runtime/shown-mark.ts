import { useLayoutEffect } from 'react';

/**
 * Sets the performance mark `name` in the commit that puts `shown` in the DOM (when `ready`). The bench
 * reads, from the browser's trace, when the first frame after the mark was drawn (bench/shown-frame.ts):
 * a task queued after that frame ran as much as 150 ms late on a page load, behind image tasks the
 * browser runs first, while the frame was already on screen (decision 0063). A mark costs a few
 * microseconds; nothing here measures.
 */
export function useShownMark(name: string, shown: unknown, ready: boolean): void {
  // A layout effect: it runs in the commit, before the browser paints it.
  useLayoutEffect(() => {
    if (ready) globalThis.performance?.mark?.(name);
  }, [name, shown, ready]);
}
