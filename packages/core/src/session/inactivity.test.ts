// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CasinoSDK } from '../sdk';
import { signedInRuntime } from '../testing/platform';
import { staySignedIn } from './inactivity';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  sessionStorage.clear();
});
afterEach(() => {
  CasinoSDK.destroy();
  vi.useRealTimers();
});

describe('inactivity', () => {
  it('warns before 30 minutes without activity, then logs the player out', async () => {
    const { runtime } = await signedInRuntime();
    const onLogout = vi.fn();
    CasinoSDK.on('logout', onLogout);
    await vi.advanceTimersByTimeAsync(27 * 60_000);
    expect(runtime.store.inactivityLogoutAt.value).toBeNull();
    await vi.advanceTimersByTimeAsync(60_000);
    const logoutAt = runtime.store.inactivityLogoutAt.value;
    expect(logoutAt).not.toBeNull();
    expect(logoutAt! - Date.now()).toBeGreaterThanOrEqual(20_000);
    await vi.advanceTimersByTimeAsync(logoutAt! - Date.now());
    expect(runtime.store.session.value).toBeNull();
    expect(onLogout).toHaveBeenCalledWith({ reason: 'inactive' });
  });

  it('restarts the 30 minutes on mouse or key activity', async () => {
    const { runtime } = await signedInRuntime();
    await vi.advanceTimersByTimeAsync(20 * 60_000);
    document.dispatchEvent(new KeyboardEvent('keydown'));
    await vi.advanceTimersByTimeAsync(20 * 60_000);
    expect(runtime.store.session.value).not.toBeNull();
    expect(runtime.store.inactivityLogoutAt.value).toBeNull();
  });

  it('keeps the warning up on a stray mouse move; only "stay signed in" dismisses it', async () => {
    const { runtime } = await signedInRuntime();
    await vi.advanceTimersByTimeAsync(29 * 60_000);
    expect(runtime.store.inactivityLogoutAt.value).not.toBeNull();
    document.dispatchEvent(new MouseEvent('mousemove'));
    expect(runtime.store.inactivityLogoutAt.value).not.toBeNull();
    staySignedIn(runtime);
    expect(runtime.store.inactivityLogoutAt.value).toBeNull();
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(runtime.store.session.value).not.toBeNull();
  });

  it('stops watching when the player logs out', async () => {
    const { runtime } = await signedInRuntime();
    runtime.store.session.value = null;
    await vi.advanceTimersByTimeAsync(40 * 60_000);
    expect(runtime.store.inactivityLogoutAt.value).toBeNull();
  });
});
