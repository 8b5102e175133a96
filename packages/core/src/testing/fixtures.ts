import type * as z from 'zod/mini';
import { playerInfoFixture } from '../contract/fixtures';
import type { playerInfo } from '../contract/player';

/**
 * demo-player as the sandbox seeds it (EUR, 1,000.00 + 50.00 bonus), in the wire format of GET me,
 * for unit tests that run without a server: the contract's player fixture with demo-player's facts.
 */
export const demoPlayerWire: z.input<typeof playerInfo> = {
  ...playerInfoFixture,
  id: 1,
  user_id: 1,
  name: 'Demo Player',
  username: 'demo-player',
  currency: { id: 1, code: 'EUR', symbol: '€' },
  balance: { total: 1000, bonus: 50, available: 1000, deposited: 1000 },
  bonus: null,
};

type Handler = (request: Request) => Response | Promise<Response>;

/** A platform answer: `body` as JSON (none when undefined) with `status`. Every fixture platform answers with this. */
export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

/**
 * A fetch that answers from a table of `METHOD path` (path after /v1/) → handler: a platform in a
 * few lines, for tests and stories. Unknown calls answer 404 like the sandbox does. The calls every
 * page makes (maintenance flag, the message poll) answer "nothing to report" unless a test says otherwise.
 */
export function fixtureFetch(own: Record<string, Handler>): typeof fetch & { calls: Request[] } {
  const routes: Record<string, Handler> = {
    'POST cms/skin-in-maintenance': () => jsonResponse({ in_maintenance: false }),
    'GET me/messages/readone': () => jsonResponse(null),
    ...own,
  };
  const calls: Request[] = [];
  const fn = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(new URL(String(input instanceof Request ? input.url : input), 'http://localhost/'), init);
    calls.push(request);
    const path = new URL(request.url).pathname.replace(/^.*?\/v1\//, '');
    const handler = routes[`${request.method} ${path}`];
    return handler ? handler(request) : jsonResponse({ message: `No fixture for ${request.method} ${path}` }, 404);
  };
  return Object.assign(fn, { calls });
}
