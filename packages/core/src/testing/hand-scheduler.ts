import type { PollOptions, Scheduler } from '../store/scheduler';

/** A poll a hand scheduler holds: its task runs only on `tick()`. */
export interface HandPoll {
  task: () => Promise<unknown>;
  options: PollOptions;
  stopped: boolean;
}

/**
 * A scheduler whose timers run when the test says: `fire()` runs the delayed calls (`after`), `tick()`
 * runs every poll that is not stopped once, as its next interval would (a failure is swallowed, as
 * the scheduler's own poll does).
 */
export function handScheduler(): Pick<Scheduler, 'after' | 'poll'> & {
  timers: { ms: number; run: () => void; stopped: boolean }[];
  polls: HandPoll[];
  fire(): void;
  tick(): Promise<void>;
} {
  const timers: { ms: number; run: () => void; stopped: boolean }[] = [];
  const polls: HandPoll[] = [];
  return {
    timers,
    polls,
    after(ms: number, run: () => void) {
      const timer = { ms, run, stopped: false };
      timers.push(timer);
      return () => void (timer.stopped = true);
    },
    fire() {
      for (const timer of timers.splice(0)) if (!timer.stopped) timer.run();
    },
    poll(task, options) {
      const poll = { task, options, stopped: false };
      polls.push(poll);
      return () => void (poll.stopped = true);
    },
    async tick() {
      await Promise.all(polls.filter((poll) => !poll.stopped).map((poll) => poll.task().catch(() => undefined)));
    },
  };
}
