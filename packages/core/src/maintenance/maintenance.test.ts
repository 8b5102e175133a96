// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CasinoSDK } from '../sdk';
import { fixtureFetch, jsonResponse } from '../testing/fixtures';
import { testSkin } from '../testing/platform';

afterEach(() => {
  CasinoSDK.destroy();
  vi.useRealTimers();
});

describe('maintenance', () => {
  it('reads the flag at start, then polls it, faster while in maintenance', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let down = false;
    const fetch = fixtureFetch({ 'POST cms/skin-in-maintenance': () => jsonResponse({ in_maintenance: down }) });
    const runtime = CasinoSDK.init({ skin: testSkin, fetch, maintenancePollMs: 30_000 });
    await CasinoSDK.ready();
    const onChange = vi.fn();
    CasinoSDK.on('maintenance-change', onChange);
    const asked = () => fetch.calls.filter((call) => call.url.endsWith('cms/skin-in-maintenance')).length;
    expect(asked()).toBe(1);
    down = true;
    await vi.advanceTimersByTimeAsync(30_000);
    expect(runtime.store.maintenance.value).toBe(true);
    expect(onChange).toHaveBeenCalledWith({ inMaintenance: true });
    down = false;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(runtime.store.maintenance.value).toBe(false);
    expect(asked()).toBe(3);
  });
});
