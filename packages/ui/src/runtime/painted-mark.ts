import { afterPaint } from '@casino-sdk/core/internal';
import { useLayoutEffect } from 'react';

/**
 * Sets the performance mark `name` once the frame that shows `shown` has been drawn (when `ready`):
 * what the bench reads to time an element's paint (bench/lobby-render.ts, bench/account-render.ts).
 * A mark costs a few microseconds; nothing here measures.
 */
export function usePaintedMark(name: string, shown: unknown, ready: boolean): void {
  // A layout effect: it runs before the browser paints the commit, so the frame awaited is the one
  // that draws it. A passive effect may run after that frame, and the mark came a frame late.
  useLayoutEffect(() => {
    if (!ready) return;
    return afterPaint(() => globalThis.performance?.mark?.(name), true);
  }, [name, shown, ready]);
}
