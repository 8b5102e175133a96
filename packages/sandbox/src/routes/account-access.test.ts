import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSandbox, type TestSandbox } from '../testing/test-sandbox';
import { registration } from './registration.test-data';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await createTestSandbox();
});
afterAll(() => sandbox.close());

type Mail = { to: string; subject: string | null; body: string; code: string | null };
async function mails(to: string): Promise<Mail[]> {
  return ((await (await sandbox.control(`sandbox/outbox?to=${encodeURIComponent(to)}`)).json()) as { data: Mail[] }).data;
}
const post = (path: string, body: unknown) => sandbox.call(path, { method: 'POST', body });

let clones = 0;
async function clone() {
  const username = `access${++clones}${Math.random().toString(36).slice(2, 6)}`;
  expect((await sandbox.control('sandbox/players', { method: 'POST', body: { username, password: 'Old-pass-1!' } })).status).toBe(201);
  return { username, email: `${username}@example.com` };
}

describe('recovery and reset', () => {
  it('answers the same whether or not the e-mail exists, and mails a reset link only to a real account', async () => {
    const { email } = await clone();
    const known = await post('auth/password/recovery', { email, expiration_hours: 1 });
    const unknown = await post('auth/password/recovery', { email: 'nobody-here@example.com', expiration_hours: 1 });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await known.json()).toEqual(await unknown.json());
    expect(await mails('nobody-here@example.com')).toEqual([]);
    const [mail] = await mails(email);
    expect(mail!.body).toMatch(/\/en\/password\/reset\/[0-9a-f]{64}/);
  });

  it('takes as long for an unknown e-mail as for a real one (no telling who plays here by timing)', async () => {
    const { SAME_ANSWER_AFTER_MS } = await import('./account-access');
    const { email } = await clone();
    const timed = async (address: string) => {
      const started = performance.now();
      expect((await post('auth/password/recovery', { email: address, expiration_hours: 1 })).status).toBe(200);
      return performance.now() - started;
    };
    // A millisecond of slack for the timer's own rounding.
    expect(await timed(email)).toBeGreaterThanOrEqual(SAME_ANSWER_AFTER_MS - 1);
    expect(await timed('nobody-else@example.com')).toBeGreaterThanOrEqual(SAME_ANSWER_AFTER_MS - 1);
  });

  it('checks the token, resets (204), ends every session, and the link works once', async () => {
    const { username, email } = await clone();
    const session = await sandbox.login(username, 'Old-pass-1!');
    await post('auth/password/recovery', { email, expiration_hours: 1 });
    const token = /reset\/([0-9a-f]{64})/.exec((await mails(email))[0]!.body)![1]!;

    const status = (await (await sandbox.call(`auth/status/${token}`)).json()) as { is_valid: boolean; tokenable: { email: string } };
    expect(status.is_valid).toBe(true);
    expect(status.tokenable.email).toBe(email);

    const weak = await sandbox.call('auth/password/reset', { method: 'PUT', body: { email, token, password: 'weak', password_confirmation: 'weak' } });
    expect(weak.status).toBe(422);
    const wrongMail = await sandbox.call('auth/password/reset', { method: 'PUT', body: { email: 'x@example.com', token, password: 'New-pass-2!', password_confirmation: 'New-pass-2!' } });
    expect(await wrongMail.json()).toMatchObject({ message: 'token expired or not valid or email not valid', code: 'token_invalid' });

    const reset = await sandbox.call('auth/password/reset', { method: 'PUT', body: { email, token, password: 'New-pass-2!', password_confirmation: 'New-pass-2!' } });
    expect(reset.status).toBe(204);
    expect((await sandbox.call('me', { token: session })).status).toBe(401);
    await expect(sandbox.login(username, 'Old-pass-1!')).rejects.toThrow();
    expect(await sandbox.login(username, 'New-pass-2!')).toMatch(/^[0-9a-f]{64}$/);
    expect(await (await sandbox.call(`auth/status/${token}`)).json()).toEqual({ is_valid: false, tokenable: null });
    const again = await sandbox.call('auth/password/reset', { method: 'PUT', body: { email, token, password: 'New-pass-3!', password_confirmation: 'New-pass-3!' } });
    expect(again.status).toBe(422);
  });

  it('a registration token is not a reset token, nor the other way round', async () => {
    const body = registration();
    const { registration_token } = (await (await post('auth/register', body)).json()) as { registration_token: string };
    expect(await (await sandbox.call(`auth/status/${registration_token}`)).json()).toEqual({ is_valid: false, tokenable: null });
  });

  it('auth/password/manyAttempts mails the account once a minute, and answers alike for nobody', async () => {
    const { username, email } = await clone();
    expect((await post('auth/password/manyAttempts', { username })).status).toBe(200);
    expect((await post('auth/password/manyAttempts', { username })).status).toBe(200);
    expect((await post('auth/password/manyAttempts', { username: 'no-such-player' })).status).toBe(200);
    expect((await mails(email)).map((mail) => mail.subject)).toEqual(['Too many login attempts']);
  });
});

describe('restore (registration step −1)', () => {
  it('with the link token and the e-mail: confirms the e-mail once and hands over a registration token', async () => {
    const body = registration();
    await post('auth/register', body);
    const token = /registration\/([0-9a-f]{64})/.exec((await mails(body.email))[0]!.body)![1]!;
    const wrongMail = await sandbox.call(`auth/status/${token}?type=activation-token&email=other@example.com&email_verified=1`);
    expect(await wrongMail.json()).toEqual({ is_valid: false, tokenable: null });

    const restored = (await (await sandbox.call(`auth/status/${token}?type=activation-token&email=${encodeURIComponent(body.email)}&email_verified=1`)).json()) as {
      is_valid: boolean;
      tokenable: { email_verified_at: string | null; firstname: string | null };
      registration_token: string;
    };
    expect(restored.is_valid).toBe(true);
    expect(restored.tokenable.email_verified_at).toBeNull();
    expect(restored.registration_token).toMatch(/^[0-9a-f]{64}$/);
    // The link is used up.
    const again = await sandbox.call(`auth/status/${token}?type=activation-token&email=${encodeURIComponent(body.email)}&email_verified=1`);
    expect(((await again.json()) as { is_valid: boolean }).is_valid).toBe(false);
  });
});

describe('the seeded restore links', () => {
  it('restore-player continues to step 2; confirmed-restore-player is told its e-mail is already confirmed', async () => {
    const open = async (token: string, username: string) =>
      (await (await sandbox.call(`auth/status/${token}?type=activation-token&email=${username}@example.com&email_verified=1`)).json()) as {
        is_valid: boolean;
        tokenable: { email_verified_at: string | null; firstname: string | null; lastname: string | null };
        registration_token?: string;
      };
    const confirmed = await open('sandbox-confirmed-restore', 'confirmed-restore-player');
    expect(confirmed).toMatchObject({ is_valid: true, tokenable: { email_verified_at: expect.any(String), firstname: null, lastname: null } });
    expect(confirmed.registration_token).toBeUndefined();
    const restored = await open('sandbox-restore-player', 'restore-player');
    expect(restored).toMatchObject({ is_valid: true, tokenable: { email_verified_at: null }, registration_token: expect.any(String) });
  });
});

describe('the outbox', () => {
  it('needs admin mode: 401 with the skin alone, and the page asks for a login', async () => {
    expect((await sandbox.call('sandbox/outbox')).status).toBe(401);
    const page = await sandbox.app.request('/sandbox/outbox');
    expect(await page.text()).toContain('log in as a sandbox admin');
  });

  it('shows the messages to a logged-in admin, newest first, and escapes them', async () => {
    const body = registration({ language: 'de' });
    await post('auth/register', body);
    const login = await sandbox.app.request('/sandbox/outbox', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'username=admin&password=' + encodeURIComponent('wrong'),
    });
    expect(login.status).toBe(401);
    const { defaultAdmin } = await import('../seed/admins');
    const ok = await sandbox.app.request('/sandbox/outbox', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: defaultAdmin.username, password: defaultAdmin.password }).toString(),
    });
    expect(ok.status).toBe(303);
    const cookie = ok.headers.get('set-cookie')!.split(';')[0]!;
    const page = await (await sandbox.app.request('/sandbox/outbox', { headers: { cookie } })).text();
    expect(page).toContain('Ihr Bestätigungscode');
    expect(page).toContain(body.email);
    expect((await sandbox.appWith({ mode: 'platform' }).request('/sandbox/outbox')).status).toBe(404);
  });
});
