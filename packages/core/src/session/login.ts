import { authApi, type CaptchaAnswer } from '../contract/auth';
import type { Runtime } from '../runtime';
import { ipAddressField } from './public-address';
import { startSession } from './session';

export interface Credentials {
  username: string;
  password: string;
  /** The captcha answer, once the platform has asked for one (422 `captcha_required`, decision 0035). */
  captcha?: CaptchaAnswer;
}

/**
 * Logs the player in, with the public address as `ip_address` when the lookup gives one. Throws the platform's ApiError unchanged, so the view can show the
 * server's own message (spec: the server response goes to an alert).
 */
export async function login(runtime: Runtime, credentials: Credentials): Promise<void> {
  const { token, player_id } = await runtime.client.call(authApi.login, {
    query: { checkHash: 1 },
    body: {
      username: credentials.username.trim(),
      password: credentials.password,
      ...(credentials.captcha ? { captcha: credentials.captcha } : {}),
      ...(await ipAddressField(runtime)),
    },
  });
  await startSession(runtime, { token, playerId: player_id });
  if (runtime.store.session.value?.token === token) runtime.events.emit('login', { playerId: player_id });
}
