import { cmsApi } from '../contract/cms';
import type { Runtime } from '../runtime';

/** Asks the platform for its maintenance flag (POST cms/skin-in-maintenance) and records a change. */
export async function refreshMaintenance(runtime: Runtime): Promise<boolean> {
  const { in_maintenance } = await runtime.client.call(cmsApi.maintenance);
  if (runtime.store.maintenance.value !== in_maintenance) {
    runtime.store.maintenance.value = in_maintenance;
    runtime.events.emit('maintenance-change', { inMaintenance: in_maintenance });
  }
  return in_maintenance;
}

/**
 * Keeps the flag fresh: every `maintenancePollMs`, and every 5 s while in maintenance so the site
 * comes back soon after it ends (spec: the maintenance page returns to / when the flag is off).
 */
export function watchMaintenance(runtime: Runtime): () => void {
  let stop = () => {};
  const start = (intervalMs: number) => {
    stop();
    stop = runtime.scheduler.poll(
      async () => {
        const before = runtime.store.maintenance.value;
        const now = await refreshMaintenance(runtime);
        if (now !== before) start(now ? 5_000 : runtime.config.value.maintenancePollMs);
      },
      { intervalMs },
    );
  };
  start(runtime.store.maintenance.value ? 5_000 : runtime.config.value.maintenancePollMs);
  return () => stop();
}
