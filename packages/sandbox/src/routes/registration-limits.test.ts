import { lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchaChallenges } from '../db/schema';
import { ACTIVATION_TOKEN, ACTIVATION_TTL_MS, issueLinkToken } from '../registration/link-tokens';
import { createTestSandbox, type TestSandbox } from '../testing/test-sandbox';
import { freshAddress, registration } from './registration.test-data';

// Issue 20, items 2, 3 and 7: the live checks, the captcha, auth/register and the code sends are
// limited per client address, per token or destination, and overall (security/registration-limits.ts).

let sandbox: TestSandbox;
let now = new Date('2026-11-24T10:00:00Z');
let app: TestSandbox['app'];
beforeAll(async () => {
  sandbox = await createTestSandbox();
  // Behind one trusted proxy: each test chooses its client address with X-Forwarded-For.
  app = sandbox.appWith({ clock: () => now, trustProxy: 1 });
});
afterAll(() => sandbox.close());

const later = (seconds: number) => {
  now = new Date(now.getTime() + seconds * 1000);
};

type Answer = { status: number; retryAfter: string | null; body: { code?: string; errors?: Record<string, string[]> } & Record<string, unknown> };
async function post(path: string, body: unknown, headers: Record<string, string>, target = app): Promise<Answer> {
  const response = await sandbox.call(path, { method: 'POST', body, headers }, target);
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: (await response.json()) as Answer['body'] };
}
const get = (path: string, headers: Record<string, string>) => sandbox.call(path, { headers }, app);

type Registered = { player_id: number; user_id: number; registration_token: string; email: string };
async function register(from: Record<string, string> = freshAddress(), overrides: Record<string, unknown> = {}): Promise<Registered> {
  const body = registration(overrides);
  const answer = await post('auth/register', body, from);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return { ...(answer.body as unknown as Registered), email: body.email };
}

async function solvedCaptcha(from: Record<string, string>) {
  const { token } = (await (await get('auth/captcha?key=sandbox-captcha', from)).json()) as { token: string };
  const { answer } = (await (await sandbox.control(`sandbox/captcha?token=${token}`, {}, app)).json()) as { answer: string };
  return { token, answer };
}

describe('the live checks', () => {
  it('count an IPv6 /64 as one address, and an IPv4 address written as IPv6 as itself', async () => {
    for (let index = 1; index <= 30; index += 1) {
      expect((await post('auth/checkusername', { username: 'freename1' }, { 'x-forwarded-for': `2001:db8:20:1::${index.toString(16)}` })).status).toBe(200);
    }
    expect((await post('auth/checkusername', { username: 'freename1' }, { 'x-forwarded-for': '2001:db8:20:1:ffff::1' })).status).toBe(429);
    const from = freshAddress()['x-forwarded-for']!;
    for (let index = 0; index < 30; index += 1) await post('auth/checkusername', { username: 'freename1' }, { 'x-forwarded-for': from });
    expect((await post('auth/checkusername', { username: 'freename1' }, { 'x-forwarded-for': `::ffff:${from}` })).status).toBe(429);
  });

  it('take 30 a minute from one address, then 429 with Retry-After; another address is not held up', async () => {
    const from = freshAddress();
    const checks = [
      ['auth/checkusername', { username: 'freename1' }],
      ['auth/checkemail', { email: 'free-one@example.com' }],
      ['auth/checkmobile', { prefix: '+356', mobile: '79111222' }],
    ] as const;
    for (let index = 0; index < 30; index += 1) {
      const [path, body] = checks[index % 3]!;
      expect((await post(path, body, from)).status).toBe(200);
    }
    const refused = await post('auth/checkemail', { email: 'free-one@example.com' }, from);
    expect(refused).toMatchObject({ status: 429, retryAfter: '60', body: { code: 'too_many_requests' } });
    expect((await post('auth/checkemail', { email: 'free-one@example.com' }, freshAddress())).status).toBe(200);
    later(60);
    expect((await post('auth/checkemail', { email: 'free-one@example.com' }, from)).status).toBe(200);
  });

  it('have a ceiling of 600 a minute from all addresses together', async () => {
    later(60);
    let answered = 0;
    for (let index = 0; index < 600; index += 1) {
      // A new address every 25 checks: no address reaches its own limit.
      const answer = await post('auth/checkusername', { username: 'x' }, { 'x-forwarded-for': `10.99.${Math.floor(index / 25)}.1` });
      if (answer.status !== 429) answered += 1;
    }
    expect(answered).toBe(600);
    expect((await post('auth/checkusername', { username: 'freename1' }, freshAddress())).status).toBe(429);
    later(60);
  });

  it('auth/checkfields needs a registration token, and answers 10 times a registration', async () => {
    later(60);
    const from = freshAddress();
    const person = { firstname: 'Jan', lastname: 'Novak', dob: '1990-01-01' };
    expect((await post('auth/checkfields', person, from)).status).toBe(401);
    const who = await register();
    // A link token of the same account (the restore link) is not a registration token.
    const link = await issueLinkToken(sandbox.db, ACTIVATION_TOKEN, who.user_id, who.email, ACTIVATION_TTL_MS, now);
    expect((await post('auth/checkfields', person, { ...from, token: link })).status).toBe(401);
    for (let day = 1; day <= 10; day += 1) {
      expect((await post('auth/checkfields', { ...person, dob: `1990-01-${String(day).padStart(2, '0')}` }, { ...from, token: who.registration_token })).status).toBe(200);
    }
    const refused = await post('auth/checkfields', { ...person, dob: '1990-01-11' }, { ...freshAddress(), token: who.registration_token });
    expect(refused).toMatchObject({ status: 429, body: { code: 'too_many_requests' } });
    // Another registration has its own handful.
    const other = await register();
    expect((await post('auth/checkfields', { ...person, firstname: 'Petr' }, { ...from, token: other.registration_token })).status).toBe(200);
  });

  it('auth/checkfields answers 10 times a day about one person, however many registrations ask', async () => {
    later(60);
    const person = { firstname: 'Daniela', lastname: 'Borgova' };
    for (let day = 1; day <= 10; day += 1) {
      const who = await register();
      const spelling = day % 2 ? person : { firstname: 'DANIELA', lastname: 'borgova' };
      expect((await post('auth/checkfields', { ...spelling, dob: `1990-05-${String(day).padStart(2, '0')}` }, { ...freshAddress(), token: who.registration_token })).status).toBe(200);
    }
    const eleventh = await register();
    const refused = await post('auth/checkfields', { ...person, dob: '1990-05-11' }, { ...freshAddress(), token: eleventh.registration_token });
    expect(refused).toMatchObject({ status: 429, body: { code: 'too_many_requests' } });
    // Someone else is asked about as before.
    expect((await post('auth/checkfields', { firstname: 'Marek', lastname: 'Borg', dob: '1990-05-11' }, { ...freshAddress(), token: eleventh.registration_token })).status).toBe(200);
  });
});

describe('the captcha challenges', () => {
  it('come 20 per 10 minutes to an address, and expired ones are deleted when new ones are made', async () => {
    const from = freshAddress();
    for (let index = 0; index < 20; index += 1) expect((await get('auth/captcha?key=sandbox-captcha', from)).status).toBe(200);
    const refused = await get('auth/captcha?key=sandbox-captcha', from);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);

    later(10 * 60);
    expect((await get('auth/captcha?key=sandbox-captcha', from)).status).toBe(200);
    expect(await sandbox.db.select().from(captchaChallenges).where(lt(captchaChallenges.expiresAt, now))).toEqual([]);
  });

  it('draws the sum as paths: no text in the picture, the text alternative does not give the answer', async () => {
    const from = freshAddress();
    const challenge = (await (await get('auth/captcha?key=sandbox-captcha', from)).json()) as { token: string; svg: string; alt: string };
    expect(challenge.svg).not.toMatch(/<text|<tspan|\d\s*\+\s*\d/);
    expect(challenge.svg).toMatch(/<path d="M/);
    const { answer } = (await (await sandbox.control(`sandbox/captcha?token=${challenge.token}`, {}, app)).json()) as { answer: string };
    expect(Number(answer)).toBeGreaterThanOrEqual(4);
    expect(challenge.alt).not.toContain(answer);
    // The control call needs the admin token, and knows no used challenge.
    expect((await sandbox.call(`sandbox/captcha?token=${challenge.token}`)).status).toBe(401);
    expect((await sandbox.control('sandbox/captcha?token=unknown')).status).toBe(404);
  });
});

describe('auth/register', () => {
  it('asks a proof of a person past 15 registrations an hour from one address, and takes a solved captcha', async () => {
    later(3600);
    const from = freshAddress();
    for (let index = 0; index < 15; index += 1) await register(from);
    const asked = await post('auth/register', registration(), from);
    expect(asked).toMatchObject({ status: 422, body: { code: 'captcha_required', errors: { captcha: ['captcha_required'] } } });

    const wrong = await solvedCaptcha(from);
    expect((await post('auth/register', registration({ captcha: { ...wrong, answer: String(Number(wrong.answer) + 1) } }), from)).body.code).toBe('captcha_wrong');
    expect((await post('auth/register', registration({ captcha: await solvedCaptcha(from) }), from)).status).toBe(200);
    // Another address registers as before.
    await register();
  });

  it('refuses every registration past 30 calls an hour from one address, captcha or not', async () => {
    later(3600);
    const from = freshAddress();
    for (let index = 0; index < 30; index += 1) await post('auth/register', registration({ email: 'bad' }), from);
    const refused = await post('auth/register', registration({ captcha: await solvedCaptcha(from) }), from);
    expect(refused).toMatchObject({ status: 429, body: { code: 'too_many_requests' } });
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
  });

  it('without a captcha to ask, answers 429 where it would ask one', async () => {
    later(3600);
    const noCaptcha = sandbox.appWith({ clock: () => now, trustProxy: 1, captcha: null });
    const from = freshAddress();
    for (let index = 0; index < 15; index += 1) expect((await post('auth/register', registration(), from, noCaptcha)).status).toBe(200);
    expect((await post('auth/register', registration(), from, noCaptcha)).status).toBe(429);
  });
});

describe('the code sends', () => {
  it('send 5 e-mails an hour to one address, then 429 with Retry-After', async () => {
    later(3600);
    const who = await register();
    for (let index = 0; index < 4; index += 1) {
      later(61);
      const resent = await post(`notifications/players/${who.player_id}/registration`, {}, { ...freshAddress(), token: who.registration_token });
      expect(resent.status).toBe(200);
    }
    later(61);
    const refused = await post(`notifications/players/${who.player_id}/registration`, {}, { ...freshAddress(), token: who.registration_token });
    expect(refused).toMatchObject({ status: 429, body: { code: 'too_many_requests' } });
    expect(Number(refused.retryAfter)).toBeGreaterThan(3000);
  });

  it('send 5 SMS an hour to one number, whoever asks', async () => {
    later(3600);
    const number = '+35679444555';
    for (let index = 0; index < 6; index += 1) {
      const who = await register();
      const stored = await sandbox.call(`static/players/${who.user_id}`, { method: 'PUT', body: { mobile: number }, headers: { token: who.registration_token } }, app);
      expect(stored.status).toBe(200);
      const sent = await post('notifications/twilio/send_sms/verification', { user_id: who.user_id, skin_id: 1 }, { ...freshAddress(), token: who.registration_token });
      expect(sent.status).toBe(index < 5 ? 200 : 429);
      // A number is one player's at a time: this registration moves on, so the next may take it.
      const moved = await sandbox.call(`static/players/${who.user_id}`, { method: 'PUT', body: { mobile: `+3567944410${index}` }, headers: { token: who.registration_token } }, app);
      expect(moved.status).toBe(200);
    }
  });

  it('send 30 codes an hour from one client address, whatever the destinations', async () => {
    later(3600);
    const from = freshAddress();
    const accounts = await Promise.all(Array.from({ length: 16 }, () => register()));
    let sent = 0;
    // Each registration's own mail went from another address; two resends each from this one.
    for (const round of [1, 2]) {
      later(61);
      for (const who of accounts) {
        const resent = await post(`notifications/players/${who.player_id}/registration`, {}, { ...from, token: who.registration_token });
        expect([200, 429], `round ${round}`).toContain(resent.status);
        if (resent.status === 200) sent += 1;
      }
    }
    expect(sent).toBe(30);
  });

  it("at the overall ceiling of e-mails, a stranger who filled it stops only registrations that proved no person", async () => {
    later(3600);
    // 100 registrations without a captcha (all the hour allows), each mail resent four times: the hour's 500 e-mails.
    const filler: Registered[] = [];
    for (let index = 0; index < 100; index += 1) filler.push(await register({ 'x-forwarded-for': `10.77.${Math.floor(index / 15)}.1` }));
    for (let round = 0; round < 4; round += 1) {
      later(61);
      for (const [index, who] of filler.entries()) {
        const resent = await post(`notifications/players/${who.player_id}/registration`, {}, { 'x-forwarded-for': `10.78.${round}.${Math.floor(index / 25)}`, token: who.registration_token });
        expect(resent.status).toBe(200);
      }
    }
    later(61);
    expect((await post(`notifications/players/${filler[0]!.player_id}/registration`, {}, { ...freshAddress(), token: filler[0]!.registration_token })).status).toBe(429);

    // A person comes: asked the captcha, not turned away; once proven, the registration's own sends go on.
    const from = freshAddress();
    expect((await post('auth/register', registration(), from)).body.code).toBe('captcha_required');
    const person = await register(from, { captcha: await solvedCaptcha(from) });
    later(61);
    expect((await post(`notifications/players/${person.player_id}/registration`, {}, { ...from, token: person.registration_token })).status).toBe(200);
  });

  it('send SMS only to mobiles of the skin countries, not to another country behind a shared calling code', async () => {
    later(3600);
    // Satellite; the United States (restricted); a US premium-rate number; Jamaica (not served): Canada's +1 lets none of them in.
    for (const [prefix, mobile] of [['+882', '16000000'], ['+1', '2025550123'], ['+1', '9005550123'], ['+1', '8765550123']] as const) {
      const who = await register();
      const check = await post('notifications/twilio/checkMobile', { prefix, mobile }, freshAddress());
      expect(check, `${prefix}${mobile}`).toMatchObject({ status: 422, body: { errors: { prefix: ['prefix_not_served'] } } });
      await sandbox.call(`static/players/${who.user_id}`, { method: 'PUT', body: { mobile: `${prefix}${mobile}` }, headers: { token: who.registration_token } }, app);
      const sent = await post('notifications/twilio/send_sms/verification', { user_id: who.user_id, skin_id: 1 }, { ...freshAddress(), token: who.registration_token });
      expect(sent, `${prefix}${mobile}`).toMatchObject({ status: 422, body: { code: 'prefix_not_served' } });
    }
    // A served country's landline is no mobile.
    expect((await post('notifications/twilio/checkMobile', { prefix: '+356', mobile: '21234567' }, freshAddress())).body.errors).toEqual({ mobile: ['phone_invalid'] });
    expect((await post('notifications/twilio/checkMobile', { prefix: '+356', mobile: '79000111' }, freshAddress())).status).toBe(200);
    expect((await post('notifications/twilio/checkMobile', { prefix: '+1', mobile: '4165550123' }, freshAddress())).status).toBe(200);
  });
});
