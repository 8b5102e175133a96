import { authApi } from '../contract/auth';
import type { Runtime } from '../runtime';
import { announceLogout } from './cross-tab';
import { endSession, type EndReason } from './session';

/**
 * Revokes the token on the platform, then forgets the session and tells the player's other tabs.
 * Never throws: the player leaves either way. A logout heard from another tab skips the revoke
 * (that tab already did it).
 */
export async function logout(runtime: Runtime, reason: Exclude<EndReason, 'expired'> = 'user', { revoke = true } = {}): Promise<void> {
  const session = runtime.store.session.value;
  if (!session) return;
  if (revoke) {
    try {
      await runtime.client.call(authApi.logout);
    } catch (error) {
      console.warn('[casino-sdk] the platform did not confirm the logout; the local session is cleared anyway.', error);
    }
  }
  endSession(runtime, reason);
  if (reason !== 'other-tab') announceLogout(session.playerId);
}
