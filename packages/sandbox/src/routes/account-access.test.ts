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

  it('auth/password/manyAttempts mails only an account with failed logins behind it, once a day, and answers alike for nobody', async () => {
    let now = Date.parse('2031-09-01T10:00:00Z');
    const app = sandbox.appWith({ clock: () => new Date(now) });
    const { username, email } = await clone();
    const many = () => sandbox.call('auth/password/manyAttempts', { method: 'POST', body: { username } }, app);
    // Nobody failed to log in: no mail, the same answer.
    expect((await many()).status).toBe(200);
    expect((await sandbox.call('auth/password/manyAttempts', { method: 'POST', body: { username: 'no-such-player' } }, app)).status).toBe(200);
    expect(await mails(email)).toEqual([]);

    for (let i = 0; i < 4; i++) {
      expect((await sandbox.call('auth/login?checkHash=1', { method: 'POST', body: { username, password: `Wrong-pass-${i}!` } }, app)).status).toBe(401);
    }
    expect((await many()).status).toBe(200);
    expect(await mails(email)).toEqual([]);
    // The 5th failure, by the e-mail this time: the same account.
    await sandbox.call('auth/login?checkHash=1', { method: 'POST', body: { username: email, password: 'Wrong-pass-5!' } }, app);
    expect((await many()).status).toBe(200);
    expect((await many()).status).toBe(200);
    expect((await mails(email)).map((mail) => mail.subject)).toEqual(['Too many login attempts']);

    // An hour on, the failures are forgotten; a day on, a new round of them mails again.
    now += 61 * 60 * 1000;
    expect((await many()).status).toBe(200);
    now += 24 * 60 * 60 * 1000;
    for (let i = 0; i < 5; i++) await sandbox.call('auth/login?checkHash=1', { method: 'POST', body: { username, password: `Wrong-pass-${i}!` } }, app);
    expect((await many()).status).toBe(200);
    expect(await mails(email)).toHaveLength(2);
  });

  it('mails one account at most once a minute and five times a day; an address gets 20 recoveries an hour', async () => {
    let now = Date.parse('2031-10-01T10:00:00Z');
    const app = sandbox.appWith({ clock: () => new Date(now) });
    const { email } = await clone();
    const recover = (body: Record<string, unknown>) => sandbox.call('auth/password/recovery', { method: 'POST', body: { expiration_hours: 1, ...body } }, app);
    for (let i = 0; i < 8; i++) {
      expect((await recover({ email })).status).toBe(200);
      now += 30 * 1000;
    }
    // Eight asked over four minutes: one a minute went.
    expect(await mails(email)).toHaveLength(4);
    for (let i = 0; i < 4; i++) {
      now += 2 * 60 * 1000;
      await recover({ email });
    }
    expect(await mails(email)).toHaveLength(5);

    // The address's 20th request of the hour (known names or not) is its last.
    for (let i = 12; i < 20; i++) expect((await recover({ email: `nobody${i}@example.com` })).status).toBe(200);
    const refused = await recover({ email: 'nobody-more@example.com' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ code: 'too_many_requests' });
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

describe('links that end when they should', () => {
  const resetBody = (email: string, token: string, password = 'New-pass-2!') => ({ email, token, password, password_confirmation: password });
  async function resetLink(email: string, app = sandbox.app) {
    expect((await sandbox.call('auth/password/recovery', { method: 'POST', body: { email, expiration_hours: 1 } }, app)).status).toBe(200);
    return /reset\/([0-9a-f]{64})/.exec((await mails(email))[0]!.body)![1]!;
  }
  const linkValid = async (token: string, app = sandbox.app) => ((await (await sandbox.call(`auth/status/${token}`, {}, app)).json()) as { is_valid: boolean }).is_valid;

  it('one reset link changes the password once, however many resets race for it', async () => {
    const { email } = await clone();
    const token = await resetLink(email);
    const answers = await Promise.all(
      ['Race-pass-1!', 'Race-pass-2!', 'Race-pass-3!', 'Race-pass-4!'].map((password) => sandbox.call('auth/password/reset', { method: 'PUT', body: resetBody(email, token, password) })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([204, 422, 422, 422]);
  });

  it('a password change by the current password ends every open reset link', async () => {
    const { username, email } = await clone();
    const token = await resetLink(email);
    const session = await sandbox.login(username, 'Old-pass-1!');
    const changed = await sandbox.call('me/password', { method: 'PUT', token: session, body: { current: 'Old-pass-1!', new: 'Changed-pass-2!', confirm: 'Changed-pass-2!' } });
    expect(changed.status).toBe(200);
    expect(await linkValid(token)).toBe(false);
    expect((await sandbox.call('auth/password/reset', { method: 'PUT', body: resetBody(email, token) })).status).toBe(422);
  });

  it('an imported player setting its password ends every open reset link', async () => {
    const username = `imported${Math.random().toString(36).slice(2, 8)}`;
    expect((await sandbox.control('sandbox/players', { method: 'POST', body: { template: 'imported-player', username, password: 'Old-pass-1!' } })).status).toBe(201);
    const token = await resetLink(`${username}@example.com`);
    const session = await sandbox.login(username, 'Old-pass-1!');
    const me = (await (await sandbox.call('me', { token: session })).json()) as { user_id: number };
    expect((await sandbox.call(`static/players/${me.user_id}`, { method: 'PUT', token: session, body: { password: 'Brand@new1!', is_crypt: true } })).status).toBe(200);
    expect(await linkValid(token)).toBe(false);
  });

  it('a reset link lives one hour, whatever expiration_hours the client asks for', async () => {
    let now = Date.parse('2031-08-01T10:00:00Z');
    const app = sandbox.appWith({ clock: () => new Date(now) });
    const { email } = await clone();
    expect((await sandbox.call('auth/password/recovery', { method: 'POST', body: { email, expiration_hours: 24 } }, app)).status).toBe(200);
    const token = /reset\/([0-9a-f]{64})/.exec((await mails(email))[0]!.body)![1]!;
    now += 59 * 60 * 1000;
    expect(await linkValid(token, app)).toBe(true);
    now += 2 * 60 * 1000;
    expect(await linkValid(token, app)).toBe(false);
  });
});

describe('restore links and registration tokens', () => {
  const restoreUrl = (token: string, email: string) => `auth/status/${token}?type=activation-token&email=${encodeURIComponent(email)}&email_verified=1`;

  it('a restore ends the registration tokens issued before it', async () => {
    const body = registration();
    const { registration_token: first, user_id } = (await (await post('auth/register', body)).json()) as { registration_token: string; user_id: number };
    const link = /registration\/([0-9a-f]{64})/.exec((await mails(body.email))[0]!.body)![1]!;
    const restored = (await (await sandbox.call(restoreUrl(link, body.email))).json()) as { registration_token: string };
    expect(restored.registration_token).toMatch(/^[0-9a-f]{64}$/);
    const withFirst = await sandbox.call(`static/players/${user_id}`, { method: 'PUT', body: { mobile: '+35679123456' }, headers: { token: first } });
    expect(withFirst.status).toBe(401);
    const withRestored = await sandbox.call(`static/players/${user_id}`, { method: 'PUT', body: { language: 'de' }, headers: { token: restored.registration_token } });
    expect(withRestored.status).toBe(200);
  });

  it('two restores racing for one link: one registration token', async () => {
    const body = registration();
    await post('auth/register', body);
    const link = /registration\/([0-9a-f]{64})/.exec((await mails(body.email))[0]!.body)![1]!;
    const answers = (await Promise.all([1, 2, 3].map(async () => (await sandbox.call(restoreUrl(link, body.email))).json()))) as { registration_token?: string }[];
    expect(answers.filter((answer) => answer.registration_token)).toHaveLength(1);
  });
});
