import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempTokens, users } from '../db/schema';
import { issueRegistrationToken } from '../http/sessions';
import { newToken } from '../security/tokens';
import { createTestSandbox, type TestSandbox } from '../testing/test-sandbox';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await createTestSandbox();
});
afterAll(() => sandbox.close());

type Me = { user_id: number; is_crypt: boolean; email: string; email_verified_at: string | null; mobile: string | null; sms_verified_at: string | null; language: string; created_at: string; updated_at: string; information: { reality_minutes: number } };
const me = async (token: string) => (await (await sandbox.call('me', { token })).json()) as Me;
/** The call as the player area makes it: the player's own session proves who changes what. */
const update = (token: string, userId: number | string, body: unknown) => sandbox.call(`static/players/${userId}`, { method: 'PUT', body, token });

let clones = 0;
/** A fresh copy of a seeded player, so the tests never change the shared seed accounts. */
async function clone(template: string, password = 'Clone-pass-1!') {
  const username = `static-${template}-${++clones}`;
  const created = await sandbox.control('sandbox/players', { method: 'POST', body: { template, username, password } });
  expect(created.status).toBe(201);
  const token = await sandbox.login(username, password);
  return { username, token, player: await me(token) };
}

describe('PUT static/players/{id}: the imported player sets a password', () => {
  it('stores a new Argon2id hash, ends the imported state and lets the new password log in', async () => {
    const { username, token, player } = await clone('imported-player');
    expect(player.is_crypt).toBe(false);

    const response = await update(token, player.user_id, { password: 'Brand@new1!', is_crypt: true });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: 'Player updated.' });

    const after = await me(token);
    expect(after.is_crypt).toBe(true);
    // The credentials' dates now differ: the passwords page knows the password was changed.
    expect(after.updated_at).not.toBe(after.created_at);
    const [row] = await sandbox.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, player.user_id));
    expect(row!.hash).toMatch(/^\$argon2id\$/);

    await expect(sandbox.login(username, 'Clone-pass-1!')).rejects.toThrow(/401/);
    expect(await sandbox.login(username, 'Brand@new1!')).toEqual(expect.any(String));
  });

  it('refuses a password outside the imported-player rule and keeps the old one', async () => {
    const { username, token, player } = await clone('imported-player');
    for (const password of ['Shrt1!A', 'Abcdefgh1-', 'abcdefg1!', 'Abcdefghi!', 'Abc def1!']) {
      const response = await update(token, player.user_id, { password, is_crypt: true });
      expect(response.status, password).toBe(422);
      const body = (await response.json()) as { code: string; errors: Record<string, string[]> };
      expect(body.code).toBe('validation_failed');
      expect(body.errors.password).toHaveLength(1);
    }
    expect(await sandbox.login(username, 'Clone-pass-1!')).toEqual(expect.any(String));
  });

  it('refuses is_crypt without a password and turning an account back into an imported one', async () => {
    const { token, player } = await clone('imported-player');
    const alone = await update(token, player.user_id, { is_crypt: true });
    expect(alone.status).toBe(422);
    expect(((await alone.json()) as { errors: Record<string, string[]> }).errors).toHaveProperty('is_crypt');
    const back = await update(token, player.user_id, { password: 'Abcdefg1!', is_crypt: false });
    expect(back.status).toBe(422);
  });

  it('will not set the password of an account that already has one, even for its own session', async () => {
    const { username, token, player } = await clone('demo-player');
    const response = await update(token, player.user_id, { password: 'Takeover1!', is_crypt: true });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'password_change_not_allowed' });
    expect(await sandbox.login(username, 'Clone-pass-1!')).toEqual(expect.any(String));
  });
});

describe('PUT static/players/{id}: contact details and reality check', () => {
  it('stores the mobile, e-mail and reality minutes and clears the confirmations of changed values', async () => {
    const { token, player } = await clone('unverified-player');
    expect((await update(token, player.user_id, { reality_minutes: 15 })).status).toBe(200);
    expect((await update(token, player.user_id, { mobile: '+356 7999 0000' })).status).toBe(200);
    expect((await update(token, player.user_id, { email: `new-${player.user_id}@example.org` })).status).toBe(200);
    const after = await me(token);
    expect(after.information.reality_minutes).toBe(15);
    expect(after.mobile).toBe('+35679990000');
    expect(after.sms_verified_at).toBeNull();
    expect(after.email).toBe(`new-${player.user_id}@example.org`);
    expect(after.email_verified_at).toBeNull();
    // The e-mail is also the login's e-mail.
    const [row] = await sandbox.db.select({ email: users.email }).from(users).where(eq(users.id, player.user_id));
    expect(row!.email).toBe(`new-${player.user_id}@example.org`);
  });

  it('refuses bad values with per-field messages', async () => {
    const { token, player } = await clone('unverified-player');
    const [seeded] = await sandbox.db.select({ email: users.email }).from(users).where(eq(users.username, 'demo-player'));
    const cases: [unknown, string][] = [
      [{ reality_minutes: 20 }, 'reality_minutes'],
      [{ mobile: '12345' }, 'mobile'],
      [{ mobile: '+356abc45678' }, 'mobile'],
      [{ email: 'not-an-email' }, 'email'],
      // Another player's e-mail, in other letter case.
      [{ email: seeded!.email.toUpperCase() }, 'email'],
      [{ language: 'xx' }, 'language'],
    ];
    for (const [body, field] of cases) {
      const response = await update(token, player.user_id, body);
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect(((await response.json()) as { errors: Record<string, string[]> }).errors, JSON.stringify(body)).toHaveProperty(field);
    }
  });

  it('gives one of two players racing for the same new e-mail a 422, not a 500', async () => {
    const [first, second] = await Promise.all([clone('unverified-player'), clone('unverified-player')]);
    const email = `race-${first.player.user_id}@example.org`;
    const answers = await Promise.all([update(first.token, first.player.user_id, { email }), update(second.token, second.player.user_id, { email })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422]);
  });

  it('keeps confirmed contact details locked but accepts them sent unchanged', async () => {
    const { token, player } = await clone('demo-player');
    expect(player.sms_verified_at).not.toBeNull();
    expect((await update(token, player.user_id, { mobile: '+35670000001' })).status).toBe(422);
    expect((await update(token, player.user_id, { email: 'other@example.org' })).status).toBe(422);
    expect((await update(token, player.user_id, { mobile: player.mobile, email: player.email.toUpperCase() })).status).toBe(200);
    const after = await me(token);
    expect(after.sms_verified_at).toBe(player.sms_verified_at);
    expect(after.email_verified_at).toBe(player.email_verified_at);
  });
});

describe('PUT static/players/{id}: one number, one player', () => {
  it("refuses another player's number however it is spelt, and stores every number in one form", async () => {
    const taken = (await me(await sandbox.login())).mobile!;
    expect(taken).toMatch(/^\+356\d{8}$/);
    const { token, player } = await clone('unverified-player');
    const digits = taken.slice(1);
    for (const spelling of [digits, `00${digits}`, `+${digits.slice(0, 3)} ${digits.slice(3, 7)}-${digits.slice(7)}`]) {
      const answer = await update(token, player.user_id, { mobile: spelling });
      expect(((await answer.json()) as { errors?: Record<string, string[]> }).errors, spelling).toEqual({ mobile: ['phone_already_used'] });
    }
    expect((await update(token, player.user_id, { mobile: '0035679000777' })).status).toBe(200);
    expect((await me(token)).mobile).toBe('+35679000777');
  });

  it("refuses another player's mobile number, from the player area and from a registration", async () => {
    const taken = (await me(await sandbox.login())).mobile!;
    const { token, player } = await clone('unverified-player');
    const answer = await update(token, player.user_id, { mobile: taken });
    expect(answer.status).toBe(422);
    expect(((await answer.json()) as { errors: Record<string, string[]> }).errors).toEqual({ mobile: ['phone_already_used'] });
    expect((await me(token)).mobile).toBe(player.mobile);

    const nickname = `mob${Math.random().toString(36).slice(2, 8)}`;
    const registered = await sandbox.call('auth/register', {
      method: 'POST',
      body: { email: `${nickname}@example.com`, password: 'Sunny-day-7', password_confirmation: 'Sunny-day-7', acceptance: 1, country: 'MT', currency_id: 1, name: nickname, username: nickname, nocheck: 1, dob: '1970-01-01', force_smtp: 1, language: 'en' },
    });
    const { user_id, registration_token } = (await registered.json()) as { user_id: number; registration_token: string };
    const during = await sandbox.call(`static/players/${user_id}`, { method: 'PUT', body: { mobile: taken }, headers: { token: registration_token } });
    expect(during.status).toBe(422);
    // Its own number, sent again, is no conflict.
    expect((await update(token, player.user_id, { mobile: '+35679555123' })).status).toBe(200);
    expect((await update(token, player.user_id, { mobile: '+35679555123' })).status).toBe(200);
  });
});

describe('PUT static/players/{id}: only the player changes the player', () => {
  // The skin's reference id and password ship in every partner page: they prove nothing about a player.
  it('refuses the skin credentials alone, with the same 401 for an existing and a missing id', async () => {
    const { username, player } = await clone('imported-player');
    const attempts: [number, unknown][] = [
      [player.user_id, { password: 'Attacker1pass!', is_crypt: true }],
      [player.user_id, { email: 'attacker@evil.example' }],
      [player.user_id, { reality_minutes: 60, language: 'de' }],
      [player.user_id, {}],
      [999_999, {}],
    ];
    for (const [id, body] of attempts) {
      const response = await sandbox.call(`static/players/${id}`, { method: 'PUT', body });
      expect(response.status, JSON.stringify(body)).toBe(401);
      expect(await response.json()).toEqual({ message: 'Unauthenticated.' });
    }
    // Nothing changed: the old password still logs in, the e-mail and language are the seed's.
    const token = await sandbox.login(username, 'Clone-pass-1!');
    const after = await me(token);
    expect(after.email).toBe(player.email);
    expect(after.language).toBe(player.language);
    expect(after.is_crypt).toBe(false);
  });

  it("answers 403 to another player's session, whether or not the id exists", async () => {
    const victim = await clone('imported-player');
    const attacker = await clone('demo-player');
    for (const id of [victim.player.user_id, 999_999, 0, 'abc', '1e3']) {
      const response = await update(attacker.token, id, { password: 'Attacker1pass!', is_crypt: true });
      expect(response.status, String(id)).toBe(403);
      expect(await response.json()).toMatchObject({ code: 'forbidden' });
    }
    expect(await sandbox.login(victim.username, 'Clone-pass-1!')).toEqual(expect.any(String));
  });

  it('accepts the registration token issued for that player, and no other temporary token', async () => {
    const { player } = await clone('unverified-player');
    const other = await clone('unverified-player');
    const registration = await issueRegistrationToken(sandbox.db, player.user_id, new Date());
    const byToken = (userId: number, token: string) =>
      sandbox.call(`static/players/${userId}`, { method: 'PUT', body: { reality_minutes: 45 }, headers: { token } });

    expect((await byToken(player.user_id, registration)).status).toBe(200);
    // One registration, one player.
    expect((await byToken(other.player.user_id, registration)).status).toBe(403);

    // A password-reset token is a temporary token too, but not the proof this call takes.
    const { token: reset, hash } = newToken();
    await sandbox.db.insert(tempTokens).values({ tokenHash: hash, type: 'password-reset', userId: player.user_id, expiresAt: new Date(Date.now() + 60_000) });
    expect((await byToken(player.user_id, reset)).status).toBe(401);

    // Expired.
    const stale = await issueRegistrationToken(sandbox.db, player.user_id, new Date(Date.now() - 3 * 60 * 60 * 1000));
    expect((await byToken(player.user_id, stale)).status).toBe(401);
  });

  it('ends the imported account\'s other sessions when it sets its password', async () => {
    const { username, token, player } = await clone('imported-player');
    const elsewhere = await sandbox.login(username, 'Clone-pass-1!');
    expect((await update(token, player.user_id, { password: 'Brand@new2!', is_crypt: true })).status).toBe(200);
    expect((await sandbox.call('me/balance', { token })).status).toBe(200);
    expect((await sandbox.call('me/balance', { token: elsewhere })).status).toBe(401);
  });

  it('refuses the registration fields for now, and an empty patch', async () => {
    const { token, player } = await clone('unverified-player');
    const registration = await update(token, player.user_id, { firstname: 'Ann', city: 'Mdina' });
    expect(registration.status).toBe(422);
    expect(await registration.json()).toMatchObject({ code: 'not_supported', errors: { firstname: ['Not supported yet.'], city: ['Not supported yet.'] } });
    expect((await update(token, player.user_id, {})).status).toBe(422);
  });

  it('needs the skin credentials', async () => {
    const { token, player } = await clone('unverified-player');
    const response = await sandbox.call(`static/players/${player.user_id}`, { method: 'PUT', body: { reality_minutes: 30 }, token, anonymous: true });
    expect(response.status).toBe(401);
  });

  // Last: it ends the seed account's imported state, and clones of it copy that state.
  it('works for the seeded imported-player with its own password', async () => {
    const token = await sandbox.login('imported-player', 'Imported-pass-1!');
    const player = await me(token);
    expect(player.is_crypt).toBe(false);
    expect((await update(token, player.user_id, { password: 'Seeded1$new', is_crypt: 1 })).status).toBe(200);
    expect((await me(token)).is_crypt).toBe(true);
    expect(await sandbox.login('imported-player', 'Seeded1$new')).toEqual(expect.any(String));
  });

  it('left no unexpected server errors', () => {
    expect(sandbox.errors).toEqual([]);
  });
});
