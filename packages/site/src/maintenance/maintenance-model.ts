import { effect } from '@preact/signals-core';
import { type Runtime } from '@casino-sdk/core';
import { refreshMaintenance } from '@casino-sdk/core/internal';

/** How often the maintenance page asks the platform whether maintenance is over. */
export const MAINTENANCE_CHECK_MS = 10_000;

/**
 * While the maintenance page shows: asks `refreshMaintenance` every 10 s (core's own watch polls
 * too; both only write the store on a change) and calls `onBack` once, as soon as the flag is off:
 * when `store.maintenance` turns false (whoever noticed), or when this page's own check answers
 * false (the page was opened while the site was up). Returns the stop function.
 */
export function watchMaintenanceEnd(runtime: Runtime, onBack: () => void): () => void {
  let done = false;
  let stopPoll = () => {};
  let stopEffect = () => {};
  const back = () => {
    if (done) return;
    done = true;
    stopPoll();
    stopEffect();
    onBack();
  };

  let was = runtime.store.maintenance.value;
  stopEffect = effect(() => {
    const now = runtime.store.maintenance.value;
    // Disposing an effect from its own run is safe in Preact Signals (it ends after the run).
    if (was && !now) back();
    was = now;
  });
  stopPoll = runtime.scheduler.poll(
    async () => {
      if (!(await refreshMaintenance(runtime))) back();
    },
    { intervalMs: MAINTENANCE_CHECK_MS },
  );

  return () => {
    done = true;
    stopPoll();
    stopEffect();
  };
}
