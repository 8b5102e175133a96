import type { Scheduler } from './scheduler';

/** Whole seconds left until `deadline` (rounded up, never below 0). */
export function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/**
 * Calls `onTick(secondsLeft)` now and at each whole second until `deadline`, on the SDK's
 * scheduler (fake timers and Playwright's clock drive it). Stops by itself at 0. Returns the stop.
 */
export function watchCountdown(scheduler: Scheduler, deadline: number, onTick: (left: number) => void, now: () => number = Date.now): () => void {
  let stop: (() => void) | null = null;
  let stopped = false;
  const tick = () => {
    if (stopped) return;
    const remaining = deadline - now();
    const left = secondsLeft(deadline, now());
    onTick(left);
    if (left <= 0) return;
    // Wake at the next whole-second boundary of the deadline, so the figure steps on time.
    const wait = remaining % 1000 || 1000;
    stop = scheduler.after(wait, tick);
  };
  tick();
  return () => {
    stopped = true;
    stop?.();
  };
}
