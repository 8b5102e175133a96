export interface PollOptions {
  intervalMs: number;
  /** Longest wait after repeated failures. */
  maxIntervalMs?: number;
  /** Run once straight away rather than after the first interval. */
  immediate?: boolean;
}

export interface Scheduler {
  /** Runs `task` every interval; waits longer after each failure; paused while the tab is hidden. */
  poll(task: () => Promise<unknown>, options: PollOptions): () => void;
  /** One delayed call on the same clock, so tests drive every timer alike. */
  after(ms: number, task: () => void): () => void;
  stopAll(): void;
}

/** Back-off after `failures` failures in a row: double each time, capped. */
export function pollDelay(intervalMs: number, failures: number, maxIntervalMs = 60_000): number {
  return Math.min(maxIntervalMs, intervalMs * 2 ** failures);
}

/**
 * Every timer of the SDK goes through here and through the global setTimeout, which vitest's fake
 * timers and Playwright's page.clock both control.
 */
export function createScheduler(doc: Pick<Document, 'hidden' | 'addEventListener' | 'removeEventListener'> | undefined = globalThis.document): Scheduler {
  const stops = new Set<() => void>();

  function poll(task: () => Promise<unknown>, options: PollOptions): () => void {
    let failures = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let running = false;
    let stopped = false;

    const schedule = (ms: number) => {
      clearTimeout(timer);
      if (stopped || doc?.hidden) return;
      timer = setTimeout(run, ms);
    };

    async function run() {
      if (stopped || running) return;
      running = true;
      try {
        await task();
        failures = 0;
      } catch {
        failures++;
      } finally {
        running = false;
      }
      schedule(pollDelay(options.intervalMs, failures, options.maxIntervalMs));
    }

    // Coming back to a hidden tab refreshes at once rather than showing old figures for a whole interval.
    const onVisibility = () => {
      if (doc?.hidden) clearTimeout(timer);
      else void run();
    };
    doc?.addEventListener('visibilitychange', onVisibility);

    if (options.immediate) void run();
    else schedule(options.intervalMs);

    const stop = () => {
      stopped = true;
      clearTimeout(timer);
      doc?.removeEventListener('visibilitychange', onVisibility);
      stops.delete(stop);
    };
    stops.add(stop);
    return stop;
  }

  function after(ms: number, task: () => void): () => void {
    const timer = setTimeout(() => {
      stops.delete(stop);
      task();
    }, ms);
    const stop = () => {
      clearTimeout(timer);
      stops.delete(stop);
    };
    stops.add(stop);
    return stop;
  }

  return {
    poll,
    after,
    stopAll() {
      for (const stop of [...stops]) stop();
    },
  };
}
