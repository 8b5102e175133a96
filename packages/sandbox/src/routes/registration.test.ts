import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSandbox, type TestSandbox } from '../testing/test-sandbox';
import { registration } from './registration.test-data';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await createTestSandbox();
});
afterAll(() => sandbox.close());

type ErrorBody = { message: string; code?: string; errors?: Record<string, string[]> };
const post = async (path: string, body: unknown) => {
  const response = await sandbox.call(path, { method: 'POST', body });
  return { status: response.status, body: (await response.json()) as ErrorBody & Record<string, unknown> };
};

describe('the live checks', () => {
  it('auth/checkusername: a free clean nickname passes; a taken one, in any case, is nickname_already_used', async () => {
    expect(await post('auth/checkusername', { username: 'freename1' })).toEqual({ status: 200, body: { message: 'ok' } });
    const taken = await post('auth/checkusername', { username: 'DEMO-player' });
    // The seeded nickname has a hyphen, so the rule refuses it before uniqueness is asked.
    expect(taken.status).toBe(422);
    const registered = registration();
    expect((await post('auth/register', registered)).status).toBe(200);
    const again = await post('auth/checkusername', { username: registered.username.toUpperCase() });
    expect(again).toEqual({ status: 422, body: { message: 'nickname_already_used', code: 'nickname_already_used', errors: { username: ['nickname_already_used'] } } });
  });

  it.each([
    ['short', 'nickname_length'],
    ['a'.repeat(26), 'nickname_length'],
    ['two words', 'space_not_allowed'],
    ['héllo123', 'nickname_characters'],
    ['hello!123', 'nickname_characters'],
  ])('auth/checkusername refuses %s with %s', async (username, problem) => {
    const answer = await post('auth/checkusername', { username });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ username: [problem] });
  });

  it('auth/checkemail: well formed and at least 6 characters; a taken one is email_already_used', async () => {
    expect((await post('auth/checkemail', { email: 'nobody-yet@example.com' })).status).toBe(200);
    expect((await post('auth/checkemail', { email: 'a@b.c' })).body.errors).toEqual({ email: ['email_invalid'] });
    expect((await post('auth/checkemail', { email: 'a b@example.com' })).body.errors).toEqual({ email: ['space_not_allowed'] });
    const registered = registration();
    await post('auth/register', registered);
    expect((await post('auth/checkemail', { email: registered.email.toUpperCase() })).body.code).toBe('email_already_used');
  });

  it('auth/checkmobile: the prefix rule, then phone_already_used for a number a player has', async () => {
    expect((await post('auth/checkmobile', { prefix: '+420', mobile: '420603111222' })).body.errors).toEqual({ mobile: ['remove_phone_prefix'] });
    expect((await post('auth/checkmobile', { prefix: '+356', mobile: '79111222' })).status).toBe(200);
  });

  it('auth/checkfields: names cleaned, dob 18 or more, and the same person twice is fields_already_used', async () => {
    const { registration_token } = (await post('auth/register', registration())).body as unknown as { registration_token: string };
    const check = async (body: unknown) => {
      const response = await sandbox.call('auth/checkfields', { method: 'POST', body, headers: { token: registration_token } });
      return { status: response.status, body: (await response.json()) as ErrorBody };
    };
    expect((await check({ firstname: 'Jan', lastname: 'Novak', dob: '1990-01-01' })).status).toBe(200);
    expect((await check({ firstname: 'Jan!', lastname: 'Novak', dob: '1990-01-01' })).body.errors).toEqual({ firstname: ['name_characters'] });
    const young = new Date().getUTCFullYear() - 10;
    expect((await check({ firstname: 'Jan', lastname: 'Novak', dob: `${young}-01-01` })).body.errors).toEqual({ dob: ['dob_error'] });
    expect((await check({ firstname: 'Jan', lastname: 'Novak', dob: '1990-02-30' })).body.errors).toEqual({ dob: ['dob_invalid'] });
  });
});

describe('auth/register', () => {
  it('creates an unconfirmed account, returns the ids and a registration token, and sends the e-mail code in the player language', async () => {
    const body = registration();
    const answer = await post('auth/register', body);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ player_id: expect.any(Number), user_id: expect.any(Number), registration_token: expect.stringMatching(/^[0-9a-f]{64}$/) });
    const outbox = await sandbox.control(`sandbox/outbox?to=${encodeURIComponent(body.email)}`);
    const [mail] = ((await outbox.json()) as { data: { code: string; body: string; subject: string }[] }).data;
    expect(mail!.code).toMatch(/^\d{6}$/);
    expect(mail!.subject).toBe('Váš ověřovací kód');
    expect(mail!.body).toContain(mail!.code);
    expect(mail!.body).toMatch(/\/cs\/registration\/[0-9a-f]{64}/);
  });

  it.each([
    [{ password: 'weakpass', password_confirmation: 'weakpass' }, 'password', 'password_error'],
    [{ password_confirmation: 'Sunny-day-8' }, 'password_confirmation', 'passwords_no_match'],
    [{ country: 'ZZ' }, 'country', 'country_invalid'],
    [{ currency_id: 99999 }, 'currency_id', 'currency_invalid'],
    [{ email: 'not-an-email' }, 'email', 'email_invalid'],
  ])('refuses %j (%s: %s)', async (overrides, field, problem) => {
    const answer = await post('auth/register', registration(overrides));
    expect(answer.status).toBe(422);
    expect(answer.body.errors?.[field]).toEqual([problem]);
  });

  it('refuses a password equal to the nickname or the e-mail local part, case-insensitively', async () => {
    const body = registration();
    const sameAsNick = await post('auth/register', { ...body, password: `${body.username}A!`, password_confirmation: `${body.username}A!`, username: `${body.username}A!`.replace('!', '') });
    expect(sameAsNick.status).toBe(422);
    const local = 'Local.Part1';
    const sameAsMail = await post('auth/register', { ...registration(), email: `${local.toLowerCase()}@example.com`, password: local, password_confirmation: local });
    expect(sameAsMail.body.errors?.password).toEqual(['password_nickname_email_check']);
  });

  it('refuses a nickname or e-mail already used', async () => {
    const first = registration();
    await post('auth/register', first);
    expect((await post('auth/register', registration({ username: first.username, name: first.username }))).body.code).toBe('nickname_already_used');
    expect((await post('auth/register', registration({ email: first.email.toUpperCase() }))).body.code).toBe('email_already_used');
  });
});
