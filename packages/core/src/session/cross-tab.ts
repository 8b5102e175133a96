import type { Runtime } from '../runtime';

/** What one tab tells the player's other tabs (same browser, same site). */
export type TabMessage = { type: 'logout'; playerId: number } | { type: 'activity'; playerId: number; at: number };

const CHANNEL = 'casino-sdk';

export interface TabChannel {
  post(message: TabMessage): void;
  close(): void;
}

/**
 * A BroadcastChannel between the tabs of this site. Tabs opened from a signed-in tab share its
 * session (sessionStorage is copied), so a logout in one must end it in all.
 */
export function openTabChannel(onMessage: (message: TabMessage) => void): TabChannel {
  if (typeof BroadcastChannel === 'undefined') return { post() {}, close() {} };
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event: MessageEvent<TabMessage>) => onMessage(event.data);
  return {
    post: (message) => channel.postMessage(message),
    close: () => channel.close(),
  };
}

export function isForPlayer(runtime: Runtime, message: TabMessage): boolean {
  return runtime.store.session.value?.playerId === message.playerId;
}

/** Tells the player's other tabs that this tab logged out. */
export function announceLogout(playerId: number): void {
  const channel = openTabChannel(() => {});
  channel.post({ type: 'logout', playerId });
  channel.close();
}
