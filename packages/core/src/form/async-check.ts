import { batch, computed, effect, signal, untracked, type ReadonlySignal } from '@preact/signals-core';
import type { Scheduler } from '../store/scheduler';
import { toMessage, type FormMessage } from './checks';

/**
 * A check that has to ask someone (the platform: is this username free?). `signal` aborts when a
 * newer value makes the answer useless, so a fetch can stop.
 */
export type AsyncValidator<V, Values = Record<string, unknown>> = (value: V, values: Values, signal: AbortSignal) => Promise<FormMessage | string | null | undefined>;

/** What the form gives a field's async check. */
export interface CheckContext<V, Values> {
  value: ReadonlySignal<V>;
  values: ReadonlySignal<Values>;
  /** The field's own checks pass: only then is it worth asking. */
  othersPass: ReadonlySignal<boolean>;
  empty(value: V): boolean;
  scheduler: Pick<Scheduler, 'after'>;
  onDispose(stop: () => void): void;
}

export interface RunningCheck {
  /** Waiting for the debounce or the answer. */
  readonly pending: ReadonlySignal<boolean>;
  /** The answer's problem while the value is the one asked about. */
  readonly problem: ReadonlySignal<FormMessage | null>;
  /** Asks a debounced check now; resolves when the latest one has answered. */
  settle(): Promise<void>;
}

export type AsyncCheck<V, Values> = (context: CheckContext<V, Values>) => RunningCheck;

/**
 * A field's `check`: asked once the field's other checks pass and it is not empty, `debounceMs`
 * after the last change, and an answer counts only while it is the latest run's and its value is
 * still the field's. A check that fails (the network) counts as passed: the platform checks again
 * when the form is sent.
 */
export function asyncCheck<V, Values = Record<string, unknown>>(validate: AsyncValidator<V, Values>, debounceMs = 400): AsyncCheck<V, Values> {
  return ({ value, values, othersPass, empty, scheduler, onDispose }) => {
    const pending = signal(false);
    const answer = signal<{ value: V; message: FormMessage | null } | null>(null);
    let run = 0;
    let stopTimer: (() => void) | null = null;
    let abort: AbortController | null = null;
    let answered: Promise<void> = Promise.resolve();
    let started: { value: V; worth: boolean } | null = null;

    const cancel = () => {
      run++;
      stopTimer?.();
      stopTimer = null;
      abort?.abort();
      abort = null;
    };
    const ask = (current: V) => {
      stopTimer = null;
      const mine = ++run;
      const controller = (abort = new AbortController());
      answered = validate(current, untracked(() => values.value), controller.signal)
        .then(toMessage, () => null)
        .then((message) => {
          // A newer value started its own check: this answer is about the past.
          if (mine !== run) return;
          abort = null;
          batch(() => {
            answer.value = { value: current, message };
            pending.value = false;
          });
        });
    };
    onDispose(
      effect(() => {
        const current = value.value;
        const worth = othersPass.value && !empty(current);
        // Another field's change re-runs this: the same question is not asked again.
        if (started && started.worth === worth && Object.is(started.value, current)) return;
        started = { value: current, worth };
        untracked(() => {
          cancel();
          const known = answer.value;
          if (!worth || (known && Object.is(known.value, current))) {
            pending.value = false;
            return;
          }
          pending.value = true;
          stopTimer = scheduler.after(debounceMs, () => ask(current));
        });
      }),
    );
    onDispose(() => {
      cancel();
      pending.value = false;
    });
    return {
      pending,
      problem: computed(() => {
        const known = answer.value;
        return known && Object.is(known.value, value.value) ? known.message : null;
      }),
      settle() {
        if (stopTimer) ask(value.value);
        return answered;
      },
    };
  };
}
