// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CasinoSDK } from '../sdk';
import { demoPlayerWire, jsonResponse } from '../testing/fixtures';
import { signedInRuntime } from '../testing/platform';
import { switchLanguage } from './language';
import { LANGUAGE_RELOAD_DELAY_MS } from '../rules/language';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  sessionStorage.clear();
});
afterEach(() => {
  CasinoSDK.destroy();
  vi.useRealTimers();
  document.cookie = 'language=; Max-Age=0; Path=/';
});

describe('switchLanguage', () => {
  it('updates the player, keeps the cookie and reloads under the new prefix after 400 ms', async () => {
    let saved: unknown = null;
    const { runtime } = await signedInRuntime({
      'PUT me': async (request) => {
        saved = await request.json();
        return jsonResponse({ ...demoPlayerWire, language: 'de' });
      },
    });
    const go = vi.fn();
    const path = await switchLanguage(runtime, 'de', '/en/help#withdrawals', go);
    expect(saved).toEqual({ language: 'de' });
    expect(document.cookie).toContain('language=de');
    expect(path).toBe('/de/help#withdrawals');
    await vi.advanceTimersByTimeAsync(LANGUAGE_RELOAD_DELAY_MS - 1);
    expect(go).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(go).toHaveBeenCalledWith('/de/help#withdrawals');
  });

  it('still switches for a visitor, without calling the platform', async () => {
    const { runtime, fetch } = await signedInRuntime();
    runtime.store.session.value = null;
    const go = vi.fn();
    await switchLanguage(runtime, 'pl', '/', go);
    await vi.advanceTimersByTimeAsync(LANGUAGE_RELOAD_DELAY_MS);
    expect(go).toHaveBeenCalledWith('/pl/');
    expect(fetch.calls.some((call) => call.method === 'PUT')).toBe(false);
  });
});
