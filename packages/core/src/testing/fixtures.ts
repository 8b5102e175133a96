import type * as z from 'zod/mini';
import type { playerInfo } from '../contract';

/**
 * demo-player as the sandbox seeds it, in the wire format of GET me. For unit tests and stories
 * that run without a server; the contract tests prove it parses.
 */
export const demoPlayerWire: z.input<typeof playerInfo> = {
  id: 1,
  user_id: 1,
  skin_id: 1,
  name: 'Demo Player',
  username: 'demo-player',
  email: 'demo.player@example.com',
  email_verified_at: '2026-01-10T10:00:00Z',
  mobile: '+35679000001',
  sms_verified_at: '2026-01-10T10:05:00Z',
  is_verified: true,
  status: 'active',
  status_reason: null,
  status_expires_at: null,
  created_at: '2026-01-10T09:00:00Z',
  updated_at: '2026-02-01T09:00:00Z',
  currency: { id: 1, code: 'EUR', symbol: '€' },
  balance: { total: 1000, bonus: 50, available: 1000, deposited: 1000 },
  information: {
    dob: '1990-04-12',
    reality_minutes: 60,
    gender: 'female',
    country: 'MT',
    city: 'Sliema',
    address_line_1: 'Tower Road',
    address_line_2: null,
    street_number: '12',
    postal_code: 'SLM 1605',
    nationality: 'MT',
    risky_country: false,
  },
  is_crypt: true,
  is_pep: false,
  is_ubo: false,
  marketing: { terms_and_conditions: true, newsletter: false },
  kyc: [],
  limits: { max_daily_deposit: null, max_weekly_deposit: null, max_monthly_deposit: null },
  betLimits: { max_daily_bet: null, max_daily_loss: null, max_daily_playing_time: null },
  bonus: null,
  language: 'en',
};

type Handler = (request: Request) => Response | Promise<Response>;

export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

/**
 * A fetch that answers from a table of `METHOD path` (path after /v1/) → handler: a platform in a
 * few lines, for tests and stories. Unknown calls answer 404 like the sandbox does.
 */
export function fixtureFetch(routes: Record<string, Handler>): typeof fetch & { calls: Request[] } {
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
