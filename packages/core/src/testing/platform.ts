import { CasinoSDK, type InitOptions } from '../sdk';
import type { Runtime } from '../runtime';
import { demoPlayerWire, fixtureFetch, jsonResponse } from './fixtures';

type Handler = (request: Request) => Response | Promise<Response>;

export const testSkin = { refId: 'demo-skin', password: 'demo-skin-secret' };

/** A signed-in demo player on a fixture platform, for the session-bound rules' tests. */
export async function signedInRuntime(routes: Record<string, Handler> = {}, options: Partial<InitOptions> = {}) {
  sessionStorage.setItem('casino-sdk.token', 'tok-123');
  sessionStorage.setItem('casino-sdk.user-id', '1');
  const fetch = fixtureFetch({
    'POST cms/skin-in-maintenance': () => jsonResponse({ in_maintenance: false }),
    'GET me': () => jsonResponse(demoPlayerWire),
    'GET me/balance': () => jsonResponse(demoPlayerWire.balance),
    'GET me/messages/readone': () => jsonResponse(null),
    'DELETE auth/logout': () => jsonResponse({ message: 'Logged out' }),
    ...routes,
  });
  const runtime: Runtime = CasinoSDK.init({ skin: testSkin, fetch, ...options });
  await CasinoSDK.ready();
  return { runtime, fetch };
}
