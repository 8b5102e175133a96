import type { Scheduler } from '../store/scheduler';

/** A scheduler whose timers run when the test says (`fire`), for models that take `Pick<Scheduler, 'after'>`. */
export function handScheduler(): Pick<Scheduler, 'after'> & { timers: { ms: number; run: () => void; stopped: boolean }[]; fire(): void } {
  const timers: { ms: number; run: () => void; stopped: boolean }[] = [];
  return {
    timers,
    after(ms: number, run: () => void) {
      const timer = { ms, run, stopped: false };
      timers.push(timer);
      return () => void (timer.stopped = true);
    },
    fire() {
      for (const timer of timers.splice(0)) if (!timer.stopped) timer.run();
    },
  };
}
