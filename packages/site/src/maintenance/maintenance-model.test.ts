import { CasinoSDK, type Runtime } from '@casino-sdk/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMaintenanceFixture } from './maintenance-fixture';
import { MAINTENANCE_CHECK_MS, watchMaintenanceEnd } from './maintenance-model';

async function setup(inMaintenance: boolean) {
  const fetch = createMaintenanceFixture(inMaintenance);
  // A slow core poll, so only this page's checks count.
  const runtime: Runtime = CasinoSDK.init({ skin: { refId: 'skin', password: 'secret' }, fetch, maintenancePollMs: 3_600_000 });
  await CasinoSDK.ready();
  vi.useFakeTimers();
  const onBack = vi.fn();
  const before = fetch.checks();
  const stop = watchMaintenanceEnd(runtime, onBack);
  return { runtime, fetch, onBack, stop, checks: () => fetch.checks() - before };
}

afterEach(() => {
  CasinoSDK.destroy();
  vi.useRealTimers();
});

describe('maintenance page watch', () => {
  it('asks every 10 seconds', () => {
    expect(MAINTENANCE_CHECK_MS).toBe(10_000);
  });

  it('keeps asking while maintenance goes on, and stays', async () => {
    const { runtime, onBack, checks } = await setup(true);
    expect(runtime.store.maintenance.value).toBe(true);
    await vi.advanceTimersByTimeAsync(MAINTENANCE_CHECK_MS - 1);
    expect(checks()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(checks()).toBe(1);
    await vi.advanceTimersByTimeAsync(MAINTENANCE_CHECK_MS * 2);
    expect(checks()).toBe(3);
    expect(onBack).not.toHaveBeenCalled();
  });

  it('goes back once its own check finds maintenance over, and stops asking', async () => {
    const { runtime, fetch, onBack, checks } = await setup(true);
    await vi.advanceTimersByTimeAsync(MAINTENANCE_CHECK_MS);
    fetch.setInMaintenance(false);
    await vi.advanceTimersByTimeAsync(MAINTENANCE_CHECK_MS);
    expect(runtime.store.maintenance.value).toBe(false);
    expect(onBack).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(MAINTENANCE_CHECK_MS * 3);
    expect(checks()).toBe(2);
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it("goes back at once when the store's flag turns off through someone else's check", async () => {
    const { runtime, onBack, checks } = await setup(true);
    runtime.store.maintenance.value = false;
    expect(onBack).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(MAINTENANCE_CHECK_MS * 2);
    expect(checks()).toBe(0);
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('opened while the site is up: goes back after the first check says so', async () => {
    const { onBack } = await setup(false);
    expect(onBack).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(MAINTENANCE_CHECK_MS);
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('stops asking when the page goes away', async () => {
    const { runtime, onBack, stop, checks } = await setup(true);
    stop();
    await vi.advanceTimersByTimeAsync(MAINTENANCE_CHECK_MS * 3);
    runtime.store.maintenance.value = false;
    expect(checks()).toBe(0);
    expect(onBack).not.toHaveBeenCalled();
  });
});
