import { signal, type ReadonlySignal } from '@preact/signals-core';
import type { Runtime } from '@casino-sdk/core';

/** Spec: after 12 seconds of loading the screen shows the slow-connection message. */
export const SLOW_CONNECTION_AFTER_MS = 12_000;

export interface LoadingModel {
  /** The 12 s have passed while the screen showed. */
  readonly slow: ReadonlySignal<boolean>;
  /**
   * The `active` attribute. Turning on starts the 12 s clock (on the runtime's scheduler, so tests
   * drive it); turning off stops it and forgets a slow state, so the next showing starts afresh.
   */
  setActive(active: boolean): void;
  /** The screen left the page: its clock stops. */
  dispose(): void;
}

export function createLoadingModel(runtime: Pick<Runtime, 'scheduler'>): LoadingModel {
  const slow = signal(false);
  let stopTimer: (() => void) | null = null;

  return {
    slow,
    setActive(active) {
      if (active) {
        if (stopTimer) return;
        slow.value = false;
        stopTimer = runtime.scheduler.after(SLOW_CONNECTION_AFTER_MS, () => {
          slow.value = true;
        });
        return;
      }
      stopTimer?.();
      stopTimer = null;
      slow.value = false;
    },
    dispose() {
      this.setActive(false);
    },
  };
}
