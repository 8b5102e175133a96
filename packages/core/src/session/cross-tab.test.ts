// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CasinoSDK } from '../sdk';
import { signedInRuntime } from '../testing/platform';
import { openTabChannel, type TabMessage } from './cross-tab';
import { logout } from './logout';

afterEach(() => {
  CasinoSDK.destroy();
  sessionStorage.clear();
});

const nextMessage = (channel: BroadcastChannel) => new Promise<TabMessage>((resolve) => (channel.onmessage = (event) => resolve(event.data as TabMessage)));

describe('cross-tab logout', () => {
  it('tells the other tabs when the player logs out here', async () => {
    const { runtime } = await signedInRuntime();
    const otherTab = new BroadcastChannel('casino-sdk');
    const heard = nextMessage(otherTab);
    await logout(runtime);
    expect(await heard).toEqual({ type: 'logout', playerId: 1 });
    otherTab.close();
  });

  it('ends this tab’s session when another tab logs the same player out, without revoking again', async () => {
    const { runtime, fetch } = await signedInRuntime();
    const onLogout = vi.fn();
    CasinoSDK.on('logout', onLogout);
    const otherTab = openTabChannel(() => {});
    otherTab.post({ type: 'logout', playerId: 1 });
    await vi.waitFor(() => expect(runtime.store.session.value).toBeNull());
    expect(onLogout).toHaveBeenCalledWith({ reason: 'other-tab' });
    expect(fetch.calls.some((call) => call.method === 'DELETE')).toBe(false);
    otherTab.close();
  });

  it('ignores a logout of another player', async () => {
    const { runtime } = await signedInRuntime();
    const otherTab = openTabChannel(() => {});
    // The inactivity warning is up: the other tab's activity, posted after the logout, takes it down.
    runtime.store.inactivityLogoutAt.value = Date.now() + 60_000;
    otherTab.post({ type: 'logout', playerId: 99 });
    otherTab.post({ type: 'activity', playerId: 1, at: Date.now() + 1_000 });
    // One tab's messages arrive in order: once the activity is heard, the logout before it was too.
    await vi.waitFor(() => expect(runtime.store.inactivityLogoutAt.value).toBeNull());
    expect(runtime.store.session.value).not.toBeNull();
    otherTab.close();
  });
});
