import { computed, effect, signal, type ReadonlySignal } from '@preact/signals-core';
import type { Message } from '../contract/message';
import { finishMessage } from '../deferred';
import { realityCheckSeconds } from '../rules/reality-check';
import { needsTermsAcceptance } from '../rules/terms';
import type { Runtime } from '../runtime';
import { watchCountdown } from '../store/countdown';

/**
 * The reality check, outside React: the site dialog shows it, and the game frame pauses on it,
 * so its state cannot live in one element's view.
 */
export interface RealityCheck {
  /** A reality-check message is on screen for a signed-in player: the game frame pauses while true. */
  readonly open: ReadonlySignal<boolean>;
  /** Whole seconds left on its countdown; null while none is open. */
  readonly secondsLeft: ReadonlySignal<number | null>;
  /** The countdown's full length in seconds; null while none is open. */
  readonly totalSeconds: ReadonlySignal<number | null>;
  /**
   * Counts each reality check down on the runtime's scheduler (design rule 10). At 0 it closes as
   * "Continue playing": the message is marked read and the poll goes on. Returns the stop.
   */
  watch(): () => void;
}

const models = new WeakMap<Runtime, RealityCheck>();

/** The page's one reality check (one per runtime, so every element reads the same state). */
export function realityCheck(runtime: Runtime): RealityCheck {
  let model = models.get(runtime);
  if (!model) {
    model = createRealityCheck(runtime);
    models.set(runtime, model);
  }
  return model;
}

export function createRealityCheck(runtime: Runtime, now: () => number = () => Date.now()): RealityCheck {
  const { store } = runtime;
  // Open only when it is the dialog on screen: the inactivity warning and the blocking terms dialog
  // go first (the site's chooseDialog), and the countdown must not run out behind them.
  const current = computed<Message | null>(() => {
    const message = store.message.value;
    if (!store.session.value || message?.type !== 'realityCheck') return null;
    if (store.inactivityLogoutAt.value !== null || needsTermsAcceptance(store.player.value, store.route.value)) return null;
    return message;
  });
  const left = signal<number | null>(null);
  const open = computed(() => current.value !== null);
  const totalSeconds = computed(() => (current.value ? realityCheckSeconds(current.value.duration) : null));

  let watchers = 0;
  let stopWatching: (() => void) | null = null;

  function start(): () => void {
    // A new message is a new countdown; the player closing it (or logging out) stops it.
    return effect(() => {
      const message = current.value;
      if (!message) {
        left.value = null;
        return;
      }
      const deadline = now() + realityCheckSeconds(message.duration) * 1000;
      return watchCountdown(
        runtime.scheduler,
        deadline,
        (seconds) => {
          left.value = seconds;
          if (seconds <= 0) void finishMessage(runtime, message);
        },
        now,
      );
    });
  }

  return {
    open,
    secondsLeft: left,
    totalSeconds,
    watch() {
      // Several views may watch; one countdown runs.
      if (watchers++ === 0) stopWatching = start();
      let stopped = false;
      return () => {
        if (stopped) return;
        stopped = true;
        if (--watchers === 0) {
          stopWatching?.();
          stopWatching = null;
          left.value = null;
        }
      };
    },
  };
}
