import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { createTestSandbox, type TestSandbox } from '../testing/test-sandbox';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await createTestSandbox();
});
afterAll(() => sandbox.close());

type Me = { user_id: number; is_crypt: boolean; email: string; email_verified_at: string | null; mobile: string | null; sms_verified_at: string | null; language: string; created_at: string; updated_at: string; information: { reality_minutes: number } };
const me = async (token: string) => (await (await sandbox.call('me', { token })).json()) as Me;
const update = (userId: number | string, body: unknown) => sandbox.call(`static/players/${userId}`, { method: 'PUT', body });

let clones = 0;
/** A fresh copy of a seeded player, so the tests never change the shared seed accounts. */
async function clone(template: string, password = 'Clone-pass-1!') {
  const username = `static-${template}-${++clones}`;
  const created = await sandbox.call('sandbox/players', { method: 'POST', body: { template, username, password } });
  expect(created.status).toBe(201);
  const token = await sandbox.login(username, password);
  return { username, token, player: await me(token) };
}

describe('PUT static/players/{id}: the imported player sets a password', () => {
  it('stores a new Argon2id hash, ends the imported state and lets the new password log in', async () => {
    const { username, token, player } = await clone('imported-player');
    expect(player.is_crypt).toBe(false);

    const response = await update(player.user_id, { password: 'Brand@new1!', is_crypt: true });
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
    const { username, player } = await clone('imported-player');
    for (const password of ['Shrt1!A', 'Abcdefgh1-', 'abcdefg1!', 'Abcdefghi!', 'Abc def1!']) {
      const response = await update(player.user_id, { password, is_crypt: true });
      expect(response.status, password).toBe(422);
      const body = (await response.json()) as { code: string; errors: Record<string, string[]> };
      expect(body.code).toBe('validation_failed');
      expect(body.errors.password).toHaveLength(1);
    }
    expect(await sandbox.login(username, 'Clone-pass-1!')).toEqual(expect.any(String));
  });

  it('refuses is_crypt without a password and turning an account back into an imported one', async () => {
    const { player } = await clone('imported-player');
    const alone = await update(player.user_id, { is_crypt: true });
    expect(alone.status).toBe(422);
    expect(((await alone.json()) as { errors: Record<string, string[]> }).errors).toHaveProperty('is_crypt');
    const back = await update(player.user_id, { password: 'Abcdefg1!', is_crypt: false });
    expect(back.status).toBe(422);
  });

  it('will not set the password of an account that already has one (skin credentials are public)', async () => {
    const { username, player } = await clone('demo-player');
    const response = await update(player.user_id, { password: 'Takeover1!', is_crypt: true });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'password_change_not_allowed' });
    expect(await sandbox.login(username, 'Clone-pass-1!')).toEqual(expect.any(String));
  });
});

describe('PUT static/players/{id}: contact details and reality check', () => {
  it('stores the mobile, e-mail and reality minutes and clears the confirmations of changed values', async () => {
    const { token, player } = await clone('unverified-player');
    expect((await update(player.user_id, { reality_minutes: 15 })).status).toBe(200);
    expect((await update(player.user_id, { mobile: '+356 7999 0000' })).status).toBe(200);
    expect((await update(player.user_id, { email: `new-${player.user_id}@example.org` })).status).toBe(200);
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
    const { player } = await clone('unverified-player');
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
      const response = await update(player.user_id, body);
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect(((await response.json()) as { errors: Record<string, string[]> }).errors, JSON.stringify(body)).toHaveProperty(field);
    }
  });

  it('keeps confirmed contact details locked but accepts them sent unchanged', async () => {
    const { token, player } = await clone('demo-player');
    expect(player.sms_verified_at).not.toBeNull();
    expect((await update(player.user_id, { mobile: '+35670000001' })).status).toBe(422);
    expect((await update(player.user_id, { email: 'other@example.org' })).status).toBe(422);
    expect((await update(player.user_id, { mobile: player.mobile, email: player.email.toUpperCase() })).status).toBe(200);
    const after = await me(token);
    expect(after.sms_verified_at).toBe(player.sms_verified_at);
    expect(after.email_verified_at).toBe(player.email_verified_at);
  });
});

describe('PUT static/players/{id}: what it refuses', () => {
  it('answers 404 for an unknown or malformed user id', async () => {
    for (const id of [999_999, 0, 'abc', '1e3']) {
      const response = await update(id, { reality_minutes: 30 });
      expect(response.status, String(id)).toBe(404);
      expect(await response.json()).toEqual({ message: 'Player not found.' });
    }
  });

  it('refuses the registration fields for now, and an empty patch', async () => {
    const { player } = await clone('unverified-player');
    const registration = await update(player.user_id, { firstname: 'Ann', city: 'Mdina' });
    expect(registration.status).toBe(422);
    expect(await registration.json()).toMatchObject({ code: 'not_supported', errors: { firstname: ['Not supported yet.'], city: ['Not supported yet.'] } });
    expect((await update(player.user_id, {})).status).toBe(422);
  });

  it('needs the skin credentials', async () => {
    const response = await sandbox.call('static/players/5001', { method: 'PUT', body: { reality_minutes: 30 }, anonymous: true });
    expect(response.status).toBe(401);
  });

  // Last: it ends the seed account's imported state, and clones of it copy that state.
  it('works for the seeded imported-player with its own password', async () => {
    const token = await sandbox.login('imported-player', 'Imported-pass-1!');
    const player = await me(token);
    expect(player.is_crypt).toBe(false);
    expect((await update(player.user_id, { password: 'Seeded1$new', is_crypt: 1 })).status).toBe(200);
    expect((await me(token)).is_crypt).toBe(true);
    expect(await sandbox.login('imported-player', 'Seeded1$new')).toEqual(expect.any(String));
  });

  it('left no unexpected server errors', () => {
    expect(sandbox.errors).toEqual([]);
  });
});
