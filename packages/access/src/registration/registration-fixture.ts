import type { Campaign } from '@casino-sdk/core/contract/campaign';
import type { FixtureAnswers } from '@casino-sdk/core/testing/platform-fixture';
import { SUM_SVG } from './details/details-fixture';
import { jsonResponse } from '@casino-sdk/core/testing/fixtures';

/** The code every fixture e-mail and SMS carries. */
export const FIXTURE_CODE = '123456';
export const FIXTURE_TOKEN = 'fixture-registration-token';

export const fixtureCampaigns: Campaign[] = [
  { id: 1, code: 'WELCOME100', name: 'Welcome bonus 100 %', options: {}, categories: [] },
  { id: 2, code: 'SPINS50', name: '50 free spins', options: { sms_verified: true }, categories: [] },
  // Offered only to some players: registration leaves it out.
  { id: 3, code: 'VIP', name: 'VIP reload', options: {}, categories: [{ id: 9, name: 'vip' }] },
];

export interface RegistrationFixtureOptions {
  /** Values the platform already holds (nickname_already_used, email_already_used, phone_already_used). */
  taken?: { nickname?: string; email?: string; mobile?: string };
  /**
   * `challenge`: the platform asks a proof of a person (422 captcha_required) until the captcha's
   * answer is '7'; `limited`: 429 with Retry-After 42, as the address's registrations are used up.
   */
  register?: 'ok' | 'fail' | 'hang' | 'challenge' | 'limited';
  /** `limited`: the live checks answer 429 with Retry-After 42. */
  checks?: 'limited';
  /** A dialling prefix the skin sends no SMS to: notifications/twilio/checkMobile says prefix_not_served. */
  unservedPrefix?: string;
  /** `limited`: the SMS send answers 429 with Retry-After 1800 (the number's sends are used up). */
  sms?: 'limited';
  /** 'fail' answers 500. */
  campaigns?: Campaign[] | 'fail';
  /** Bonus codes the platform knows, with their action's name. */
  bonusCodes?: Record<string, string>;
  /** 'fail' answers the code checks with 500; 'elsewhere' has the e-mail confirmed already (another tab). */
  verify?: 'fail' | 'elsewhere';
  /** The restore link's answer (step -1). */
  restore?: 'valid' | 'invalid' | 'confirmed';
}

const unprocessable = (code: string, field: string) => jsonResponse({ message: code, code, errors: { [field]: [code] } }, 422);
const never = () => new Promise<Response>(() => {});
const tooMany = () => jsonResponse({ message: 'Too many requests. Please try again later.', code: 'too_many_requests' }, 429, { 'retry-after': '42' });

/**
 * Registration's calls for stories and model tests: checks, account, codes (always
 * FIXTURE_CODE), the phone, campaigns and bonus codes, and the restore link.
 */
export function registrationAnswers(options: RegistrationFixtureOptions = {}): FixtureAnswers {
  const same = (a: unknown, b: string | undefined) => typeof a === 'string' && b !== undefined && a.toLowerCase() === b.toLowerCase();
  return (method, path, body, query) => {
    const sent = (body ?? {}) as Record<string, unknown>;
    if (options.checks === 'limited' && /^\/v1\/auth\/check/.test(path)) return tooMany();
    switch (`${method} ${path}`) {
      case 'GET /v1/auth/captcha':
        return jsonResponse({ token: 'challenge-1', svg: SUM_SVG, alt: 'A sum of two numbers: type the result.', expires_at: '2030-01-01T00:00:00Z' }, 200);
      case 'POST /v1/auth/checkusername':
        return same(sent.username, options.taken?.nickname) ? unprocessable('nickname_already_used', 'username') : jsonResponse({ message: 'ok' }, 200);
      case 'POST /v1/auth/checkemail':
        return same(sent.email, options.taken?.email) ? unprocessable('email_already_used', 'email') : jsonResponse({ message: 'ok' }, 200);
      case 'POST /v1/auth/checkmobile':
        return same(`${String(sent.prefix)}${String(sent.mobile)}`, options.taken?.mobile) ? unprocessable('phone_already_used', 'mobile') : jsonResponse({ message: 'ok' }, 200);
      case 'POST /v1/notifications/twilio/checkMobile':
        return sent.prefix === options.unservedPrefix ? unprocessable('prefix_not_served', 'prefix') : jsonResponse({ message: 'ok' }, 200);
      case 'POST /v1/auth/register':
        if (options.register === 'hang') return never();
        if (options.register === 'fail') return jsonResponse({ message: 'The platform is not available.' }, 500);
        if (options.register === 'limited') return tooMany();
        if (options.register === 'challenge') {
          const captcha = sent.captcha as { answer?: string } | undefined;
          if (!captcha) return unprocessable('captcha_required', 'captcha');
          if (captcha.answer !== '7') return unprocessable('captcha_wrong', 'captcha');
        }
        if (same(sent.username, options.taken?.nickname)) return unprocessable('nickname_already_used', 'username');
        if (same(sent.email, options.taken?.email)) return unprocessable('email_already_used', 'email');
        return jsonResponse({ player_id: 501, user_id: 5001, registration_token: FIXTURE_TOKEN }, 200);
      case 'GET /v1/campaigns':
        return options.campaigns === 'fail' ? jsonResponse({ message: 'The platform is not available.' }, 500) : jsonResponse({ data: options.campaigns ?? fixtureCampaigns }, 200);
      case 'POST /v1/notifications/players/501/registration':
        return options.verify === 'elsewhere' ? jsonResponse({ message: 'email_is_verified', code: 'email_is_verified' }, 422) : jsonResponse({ message: 'ok' }, 200);
      case 'POST /v1/notifications/twilio/send_sms/verification':
        return options.sms === 'limited' ? jsonResponse({ message: 'Too many requests. Please try again later.', code: 'too_many_requests' }, 429, { 'retry-after': '1800' }) : jsonResponse({ message: 'ok' }, 200);
      case 'PUT /v1/static/players/5001':
        return jsonResponse({ message: 'ok' }, 200);
      case 'POST /v1/notifications/players/verify_email':
      case 'POST /v1/notifications/players/verify_sms':
        if (options.verify === 'fail') return jsonResponse({ message: 'The platform is not available.' }, 500);
        return sent.verification === FIXTURE_CODE ? jsonResponse({ message: 'ok' }, 200) : unprocessable('code_is_wrong', 'verification');
    }
    const code = /^\/v1\/campaigns\/([^/]+)$/.exec(path);
    if (method === 'GET' && code && query.get('check_code') === '1') {
      const action = options.bonusCodes?.[decodeURIComponent(code[1]!)];
      return action ? jsonResponse({ action: { name: action }, medias: [{ url_banner: null }] }, 200) : jsonResponse({ message: 'Promotional code not valid' }, 404);
    }
    if (method === 'GET' && path.startsWith('/v1/auth/status/')) {
      const restore = options.restore ?? 'valid';
      const tokenable = { user_id: 5001, email: query.get('email') ?? '', email_verified_at: '2024-01-01T00:00:00Z', firstname: null, lastname: null, created_at: '2024-01-01T00:00:00Z' };
      if (restore === 'invalid') return jsonResponse({ is_valid: false, tokenable: null }, 200);
      return jsonResponse({ is_valid: true, tokenable, ...(restore === 'valid' ? { registration_token: FIXTURE_TOKEN } : {}) }, 200);
    }
    return undefined;
  };
}
