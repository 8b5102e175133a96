import type { Country } from '@casino-sdk/core/contract/skin';
import type { DetailsHandoff } from './details-model';
import { jsonResponse } from '@casino-sdk/core/testing/fixtures';

/**
 * A stand-in for the platform calls of step 2 (captcha, checkfields, save, skin settings), for the
 * model's tests and the step's stories. Anything else goes to `fallback` (the shared platform
 * fixture with its translations), so a story keeps its texts.
 */
export interface DetailsFixtureOptions {
  /** What GET cms/skin-settings lists (a skin document without countries asks for it). */
  countries?: Country[];
  captcha?: 'ok' | 'fail' | 'hang';
  /** `limited`: this registration's checks are used up (429). */
  checkFields?: 'free' | 'taken' | 'hang' | 'limited';
  save?: 'ok' | 'captcha_wrong' | 'fields_already_used' | 'field_errors' | 'rule_errors' | 'fail' | 'hang';
  /** A mobile number (prefix and number) another player holds: auth/checkmobile says phone_already_used. */
  takenPhone?: string;
  /** auth/checkmobile answers 429 with Retry-After: 42 (the checks' limit of the address). */
  limitedPhone?: boolean;
  fallback?: typeof fetch;
}

export interface RecordedRequest {
  method: string;
  path: string;
  query: string;
  token: string | null;
  body: unknown;
}

export type DetailsFixtureFetch = typeof fetch & { requests: RecordedRequest[] };

export const SAMPLE_COUNTRIES: Country[] = [
  { id: 56, code: 'CZ', code3: 'CZE', name: 'Czech Republic', phone_prefix: '+420', is_EEA: 1 },
  { id: 81, code: 'DE', code3: 'DEU', name: 'Germany', phone_prefix: '+49', is_EEA: 1 },
  { id: 135, code: 'MT', code3: 'MLT', name: 'Malta', phone_prefix: '+356', is_EEA: 1 },
  { id: 199, code: 'SK', code3: 'SVK', name: 'Slovakia', phone_prefix: '+421', is_EEA: 1 },
  { id: 826, code: 'GB', code3: 'GBR', name: 'United Kingdom', phone_prefix: '+44', is_EEA: 0 },
];

export const SAMPLE_HANDOFF: DetailsHandoff = {
  playerId: 501,
  userId: 5010,
  registrationToken: 'registration-token-501',
  nickname: 'newplayer',
  currencyId: 1,
  country: 'MT',
  newsletter: false,
  referralCode: 'aff,42',
  hasPhone: true,
};

/** The sandbox's kind of picture: a sum drawn as strokes ("3+4"), no text in it. */
export const SUM_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="104" height="64" viewBox="0 0 104 64"><rect width="100%" height="100%" fill="#f3f3f0"/><g fill="none" stroke="#222" stroke-width="2.6" stroke-linecap="round"><path d="M12 16L20 14L26 20L20 30L27 38L21 48L11 46"/><path d="M46 22L46 42M36 32L56 32"/><path d="M82 48L82 16L68 38L90 38"/></g><path d="M4 50Q50 10 100 40" fill="none" stroke="#555" stroke-width="1.3"/></svg>';
const tooMany = () =>
  new Response(JSON.stringify({ message: 'Too many requests. Please try again later.', code: 'too_many_requests' }), { status: 429, headers: { 'content-type': 'application/json', 'retry-after': '42' } });
const never = () => new Promise<Response>(() => {});

export function createDetailsFixture(options: DetailsFixtureOptions = {}): DetailsFixtureFetch {
  const requests: RecordedRequest[] = [];
  let challenges = 0;

  async function answer(method: string, path: string, body: unknown): Promise<Response | null> {
    switch (`${method} ${path}`) {
      case 'GET /v1/auth/captcha':
        if (options.captcha === 'hang') return never();
        if (options.captcha === 'fail') return jsonResponse({ message: 'This captcha key has no challenges here.', code: 'captcha_key_unknown' }, 422);
        challenges++;
        return jsonResponse({ token: `challenge-${challenges}`, svg: SUM_SVG, alt: 'A sum of two numbers: type the result.', expires_at: '2030-01-01T00:00:00Z' }, 200);
      case 'POST /v1/auth/checkfields':
        if (options.checkFields === 'hang') return never();
        if (options.checkFields === 'limited') return tooMany();
        return options.checkFields === 'taken'
          ? jsonResponse({ message: 'fields_already_used', code: 'fields_already_used' }, 422)
          : jsonResponse({ message: 'ok' }, 200);
      case 'POST /v1/auth/checkmobile': {
        if (options.limitedPhone) return tooMany();
        const sent = (body ?? {}) as Record<string, unknown>;
        return `${String(sent.prefix)}${String(sent.mobile)}` === options.takenPhone
          ? jsonResponse({ message: 'phone_already_used', code: 'phone_already_used', errors: { mobile: ['phone_already_used'] } }, 422)
          : jsonResponse({ message: 'ok' }, 200);
      }
      case 'GET /v1/cms/skin-settings':
        return jsonResponse(skinDocument(options.countries ?? SAMPLE_COUNTRIES), 200);
    }
    if (method === 'PUT' && /^\/v1\/static\/players\/\d+$/.test(path)) {
      switch (options.save ?? 'ok') {
        case 'hang':
          return never();
        case 'captcha_wrong':
          return jsonResponse({ message: 'captcha_wrong', code: 'captcha_wrong', errors: { captcha: ['captcha_wrong'] } }, 422);
        case 'fields_already_used':
          return jsonResponse({ message: 'fields_already_used', code: 'fields_already_used' }, 422);
        case 'field_errors':
          return jsonResponse({ message: 'The given data was invalid.', code: 'validation_failed', errors: { postal_code: ['The postal code is not valid.'] } }, 422);
        case 'rule_errors':
          return jsonResponse({ message: 'The given data was invalid.', code: 'validation_failed', errors: { country: ['country_restricted'], street: ['required'] } }, 422);
        case 'fail':
          return jsonResponse({ message: 'The platform is not available.' }, 500);
        default:
          return jsonResponse({ message: 'Registration saved.' }, 200);
      }
    }
    return null;
  }

  const fixture = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : null;
    const url = new URL(request ? request.url : String(input), 'http://fixture.invalid/');
    const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
    const headers = new Headers(init?.headers ?? request?.headers);
    const raw = typeof init?.body === 'string' ? init.body : null;
    const recorded: RecordedRequest = { method, path: url.pathname, query: url.search, token: headers.get('token'), body: raw ? (JSON.parse(raw) as unknown) : null };
    // Recorded when asked, so a call that never gets an answer counts too.
    requests.push(recorded);
    const answered = await answer(method, url.pathname, recorded.body);
    if (answered) return answered;
    requests.splice(requests.indexOf(recorded), 1);
    return options.fallback ? options.fallback(input, init) : jsonResponse({ message: `No fixture for ${method} ${url.pathname}` }, 404);
  }) as DetailsFixtureFetch;
  fixture.requests = requests;
  return fixture;
}

function skinDocument(countries: Country[]) {
  return {
    id: 1,
    licensee_id: 1,
    name: 'Harbour Casino',
    ref_id: 'demo-skin',
    ui_options: {},
    google_captcha: { key: 'sandbox-captcha' },
    countries,
    currencies: [{ id: 1, code: 'EUR', name: 'Euro', rate: 1, symbol: '€' }],
  };
}
