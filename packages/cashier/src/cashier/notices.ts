import { signal, type ReadonlySignal } from '@preact/signals-core';
import type { FormMessage } from '@casino-sdk/core/form';
import type { Scheduler } from '@casino-sdk/core/internal';
import { MESSAGE_MS } from '../payment/payment-answer';

/** A line under a cashier form: a status, or an alert for an error. */
export interface Notice {
  message: FormMessage;
  tone: 'success' | 'info' | 'error';
}

export interface Notices {
  readonly notice: ReadonlySignal<Notice | null>;
  /** Shows `next` for its time (spec §8: 4 s unless said), replacing the one on screen. */
  show(next: Notice, ms?: number): void;
  clear(): void;
  dispose(): void;
}

/** The one way a cashier view shows a message for a while, on the runtime's clock. */
export function createNotices(scheduler: Pick<Scheduler, 'after'>): Notices {
  const notice = signal<Notice | null>(null);
  let stopTimer: (() => void) | null = null;
  const clear = () => {
    stopTimer?.();
    stopTimer = null;
    notice.value = null;
  };
  return {
    notice,
    show(next, ms = MESSAGE_MS) {
      clear();
      notice.value = next;
      stopTimer = scheduler.after(ms, clear);
    },
    clear,
    dispose: () => {
      stopTimer?.();
      stopTimer = null;
    },
  };
}
