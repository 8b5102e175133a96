import { authApi } from '../contract/auth';
import type { Runtime } from '../runtime';
import { endSession } from './session';

/** Revokes the token on the platform, then forgets the session. Never throws: the player leaves either way. */
export async function logout(runtime: Runtime): Promise<void> {
  if (!runtime.store.session.value) return;
  try {
    await runtime.client.call(authApi.logout);
  } catch (error) {
    console.warn('[casino-sdk] the platform did not confirm the logout; the local session is cleared anyway.', error);
  }
  endSession(runtime, 'user');
}
