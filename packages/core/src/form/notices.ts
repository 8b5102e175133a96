import { signal, type ReadonlySignal } from '@preact/signals-core';
import type { Scheduler } from '../store/scheduler';
import type { FormMessage } from './checks';

/** A line under a form: a status, or an alert for an error. */
export interface Notice {
  message: FormMessage;
  tone: 'success' | 'info' | 'error';
}

export interface Notices {
  readonly notice: ReadonlySignal<Notice | null>;
  /** Shows `next`, replacing the one on screen, for `ms` (the notices' own time unless said; none: until replaced). */
  show(next: Notice, ms?: number | null): void;
  clear(): void;
  dispose(): void;
}

/**
 * The one way a view shows a message for a while, on the runtime's clock. `ms` is how long a
 * notice stays unless `show` says otherwise (the cashier: spec §8's 4 s); without it, a notice stays
 * until the next one or `clear`.
 */
export function createNotices(scheduler: Pick<Scheduler, 'after'>, ms: number | null = null): Notices {
  const notice = signal<Notice | null>(null);
  let stopTimer: (() => void) | null = null;
  const dispose = () => {
    stopTimer?.();
    stopTimer = null;
  };
  const clear = () => {
    dispose();
    notice.value = null;
  };
  return {
    notice,
    show(next, time = ms) {
      clear();
      notice.value = next;
      if (time !== null) stopTimer = scheduler.after(time, clear);
    },
    clear,
    dispose,
  };
}
