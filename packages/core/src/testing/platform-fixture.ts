import type { Balance, Message, PlayerInfo } from '../index';
import { jsonResponse } from './fixtures';

/**
 * A stand-in for the /v1/ platform, passed to `CasinoSDK.init({ fetch })` by stories and view
 * tests: no server, every state reachable (answer, fail, or hang for ever).
 */

/** 'offline' rejects like fetch does when the network is down. */
export type Behaviour = 'ok' | 'fail' | 'hang' | 'offline';

export interface PlatformFixtureOptions {
  /** Texts per language for GET translations/{lang}; a missing language answers 404. */
  translations?: Partial<Record<string, Record<string, string>>>;
  login?: Behaviour;
  /** The refusal the platform sends when `login` is 'fail'. */
  loginError?: { status: number; message: string; code?: string; errors?: Record<string, string[]>; retryAfterSeconds?: number };
  me?: Behaviour;
  balance?: Behaviour;
  logout?: Behaviour;
  player?: Partial<PlayerInfo>;
  /** Later balances answer from this (after the one embedded in `me`). */
  balanceValue?: Balance;
  /** POST cms/skin-in-maintenance answers this (default false). */
  inMaintenance?: boolean;
  /** Unread messages, oldest first: GET me/messages/readone gives the first unread, GET me/messages/{id} marks it read. */
  messages?: Message[];
  /** Milliseconds before each answer. */
  delayMs?: number;
  /** `POST auth/password/recovery` and `auth/password/manyAttempts`. */
  recovery?: Behaviour;
  /** What `GET auth/status/{token}` says of a reset link (default valid). */
  resetLink?: 'valid' | 'expired' | Behaviour;
  /** The status `PUT auth/password/reset` answers (default 204). */
  resetStatus?: number;
  /**
   * A family's own calls (registration's checks and codes): asked first, with the request's JSON
   * body; undefined leaves the call to the answers above.
   */
  answers?: FixtureAnswers;
}

export type FixtureAnswers = (method: string, path: string, body: unknown, query: URLSearchParams) => Response | Promise<Response> | undefined;

export interface RecordedCall {
  method: string;
  path: string;
  /** The JSON body, when the call sent one. */
  body?: unknown;
}

export type FixtureFetch = typeof fetch & { calls: RecordedCall[] };

export const sampleBalance: Balance = { total: 1234.5, bonus: 100.25, available: 1000, deposited: 500 };

export const samplePlayer: PlayerInfo = {
  id: 42,
  user_id: 4200,
  skin_id: 1,
  name: 'Alex Player',
  username: 'alexplayer',
  email: 'alex@example.com',
  email_verified_at: '2024-01-01T00:00:00Z',
  mobile: '+420123456789',
  sms_verified_at: null,
  is_verified: true,
  status: 'active',
  status_reason: null,
  status_expires_at: null,
  created_at: '2024-01-01T00:00:00Z',
  updated_at: '2024-02-01T00:00:00Z',
  currency: { id: 1, code: 'EUR', symbol: '€' },
  balance: sampleBalance,
  information: {
    dob: '1990-05-01',
    reality_minutes: 60,
    gender: 'other',
    country: 'MT',
    city: 'Valletta',
    address_line_1: 'Main Street 1',
    address_line_2: null,
    postal_code: 'VLT 1000',
    nationality: 'MT',
  },
  is_crypt: true,
  is_pep: false,
  is_ubo: false,
  marketing: { terms_and_conditions: true, newsletter: false },
  limits: { max_daily_deposit: null, max_weekly_deposit: null, max_monthly_deposit: null },
  betLimits: { max_daily_bet: null, max_daily_loss: null, max_daily_playing_time: null },
  bonus: null,
  language: 'en',
};

function readJson(body: BodyInit | null | undefined): unknown {
  if (typeof body !== 'string') return undefined;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
}


const never = () => new Promise<Response>(() => {});

export function createPlatformFixture(options: PlatformFixtureOptions = {}): FixtureFetch {
  const calls: RecordedCall[] = [];
  const player: PlayerInfo = { ...samplePlayer, ...options.player, balance: options.player?.balance ?? samplePlayer.balance };
  const serverError = () => jsonResponse({ message: 'The platform is not available.' }, 500);
  const read = new Set<number>();

  async function answer(method: string, path: string): Promise<Response> {
    const translation = /^\/v1\/translations\/(\w+)$/.exec(path);
    if (translation) {
      const texts = options.translations?.[translation[1] ?? ''];
      return texts ? jsonResponse({ data: texts }, 200) : jsonResponse({ message: 'Unknown language' }, 404);
    }
    const behave = async (behaviour: Behaviour | undefined, ok: () => Response, fail: () => Response = serverError) => {
      if (behaviour === 'hang') return never();
      if (behaviour === 'offline') throw new TypeError('Failed to fetch');
      return behaviour === 'fail' ? fail() : ok();
    };
    switch (`${method} ${path}`) {
      case 'POST /v1/auth/login':
        return behave(
          options.login,
          () => jsonResponse({ token: 'fixture-token', player_id: player.id }, 200),
          () => {
            const error = options.loginError ?? { status: 422, message: 'These credentials do not match our records.' };
            const response = jsonResponse({ message: error.message, ...(error.code ? { code: error.code } : {}), ...(error.errors ? { errors: error.errors } : {}) }, error.status);
            if (error.retryAfterSeconds !== undefined) response.headers.set('Retry-After', String(error.retryAfterSeconds));
            return response;
          },
        );
      case 'DELETE /v1/auth/logout':
        return behave(options.logout, () => jsonResponse({ message: 'Logged out' }, 200));
      case 'GET /v1/me':
        return behave(options.me, () => jsonResponse(player, 200));
      case 'POST /v1/cms/skin-in-maintenance':
        return jsonResponse({ in_maintenance: options.inMaintenance ?? false }, 200);
      case 'GET /v1/me/messages/readone':
        return jsonResponse(options.messages?.find((message) => !read.has(message.id)) ?? null, 200);
      case 'POST /v1/me/mga/realityCheck':
        return jsonResponse({ message: 'Reality check recorded.' }, 200);
      case 'PUT /v1/me':
        return jsonResponse(player, 200);
      case 'POST /v1/auth/password/recovery':
      case 'POST /v1/auth/password/manyAttempts':
        return behave(options.recovery, () => jsonResponse({ message: 'If the account exists, we have sent it an e-mail.' }, 200));
      case 'PUT /v1/auth/password/reset': {
        const status = options.resetStatus ?? 204;
        return status === 204 ? new Response(null, { status }) : jsonResponse({ message: 'token expired or not valid or email not valid' }, status);
      }
      case 'GET /v1/me/balance':
        return behave(options.balance, () => jsonResponse(options.balanceValue ?? player.balance, 200));
      // The login session's play, which the reality check shows: 1 h 2 min, net -12.30.
      case 'GET /v1/casino/sessions':
        return jsonResponse({ started_at: '2024-03-01T10:00:00Z', seconds: 3725, rounds: 120, bets: 60, wins: 47.7, net: -12.3, currency: player.currency }, 200);
      default: {
        if (method === 'GET' && path.startsWith('/v1/auth/status/')) {
          const link = options.resetLink ?? 'valid';
          if (link !== 'valid' && link !== 'expired') return behave(link, () => jsonResponse({ is_valid: false, tokenable: null }, 200));
          return jsonResponse(link === 'expired' ? { is_valid: false, tokenable: null } : { is_valid: true, tokenable: { user_id: player.user_id, email: player.email, email_verified_at: player.email_verified_at, firstname: null, lastname: null, created_at: player.created_at } }, 200);
        }
        const message = /^\/v1\/me\/messages\/(\d+)$/.exec(path);
        const found = message && options.messages?.find((item) => item.id === Number(message[1]));
        if (found) {
          read.add(found.id);
          return jsonResponse(found, 200);
        }
        return jsonResponse({ message: `No fixture for ${method} ${path}` }, 404);
      }
    }
  }

  const fixture = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : null;
    const url = new URL(request ? request.url : String(input), 'http://fixture.invalid/');
    const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
    calls.push({ method, path: url.pathname, ...(typeof init?.body === 'string' ? { body: JSON.parse(init.body) as unknown } : {}) });
    if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
    const own = options.answers?.(method, url.pathname, readJson(init?.body), url.searchParams);
    return (await own) ?? answer(method, url.pathname);
  }) as FixtureFetch;
  fixture.calls = calls;
  return fixture;
}
