import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../db/schema';
import { hashToken } from '../security/tokens';
import { createTestSandbox, type TestSandbox } from '../testing/test-sandbox';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await createTestSandbox();
});
afterAll(() => sandbox.close());

describe('skin authorization', () => {
  it('refuses a /v1/ call without the skin credentials', async () => {
    const response = await sandbox.call('casino/sections', { anonymous: true });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ message: expect.any(String) });
  });

  it('refuses a wrong skin password', async () => {
    const wrong = `Basic ${Buffer.from('demo-skin:not-the-password').toString('base64')}`;
    const response = await sandbox.call('casino/sections', { anonymous: true, headers: { authorization: wrong } });
    expect(response.status).toBe(401);
  });

  it('lets a call with the skin credentials through', async () => {
    expect((await sandbox.call('casino/sections')).status).toBe(200);
  });
});

describe('login and logout', () => {
  it('returns a token and the player id for the right password', async () => {
    const response = await sandbox.call('auth/login?checkHash=1', {
      method: 'POST',
      body: { username: 'demo-player', password: 'Demo-pass-1!', ip_address: '10.0.0.1' },
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { token: string; player_id: number };
    expect(body.token).toMatch(/^[0-9a-f]{64}$/);
    expect(body.player_id).toBe(1);
  });

  it('answers 401 with the message the UI shows for a wrong password or an unknown player', async () => {
    for (const username of ['demo-player', 'nobody-here']) {
      const response = await sandbox.call('auth/login?checkHash=1', { method: 'POST', body: { username, password: 'Wrong-pass-1!' } });
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ message: 'Invalid username or password.' });
    }
  });

  it('accepts the token on player calls until logout revokes it', async () => {
    const token = await sandbox.login();
    expect((await sandbox.call('me/balance', { token })).status).toBe(200);

    const logout = await sandbox.call('auth/logout', { method: 'DELETE', token });
    expect(logout.status).toBe(200);

    const after = await sandbox.call('me/balance', { token });
    expect(after.status).toBe(401);
    expect(await after.json()).toEqual({ message: 'Unauthenticated.' });
  });

  it('answers 401 Unauthenticated for a player call without or with a made-up token', async () => {
    for (const token of [undefined, 'f'.repeat(64)]) {
      const response = await sandbox.call('me', { token });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ message: 'Unauthenticated.' });
    }
  });

  it('keeps only the SHA-256 of a token in the sessions table', async () => {
    const token = await sandbox.login();
    const dump = JSON.stringify(await sandbox.db.select().from(sessions));
    expect(dump).not.toContain(token);
    const [row] = await sandbox.db.select().from(sessions).where(eq(sessions.tokenHash, hashToken(token)));
    expect(row).toBeDefined();
  });

  it('stores passwords as Argon2id hashes', async () => {
    const rows = await sandbox.db.select({ username: users.username, hash: users.passwordHash }).from(users);
    expect(rows.length).toBeGreaterThan(5);
    for (const row of rows) {
      expect(row.hash).toMatch(/^\$argon2id\$v=19\$/);
      expect(row.hash).not.toContain('pass');
    }
  });
});

describe('request validation and errors', () => {
  it('answers 422 with per-field messages for a bad body', async () => {
    const response = await sandbox.call('auth/login?checkHash=1', { method: 'POST', body: { username: 42 } });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { message: string; errors: Record<string, string[]> };
    expect(body.message).toEqual(expect.any(String));
    expect(Object.keys(body.errors).sort()).toEqual(['password', 'username']);
    expect(body.errors.password).toEqual(['The password field is required.']);
  });

  it('answers 422 for a query that breaks the contract', async () => {
    const response = await sandbox.call('auth/login?checkHash=2', { method: 'POST', body: { username: 'a', password: 'b' } });
    expect(response.status).toBe(422);
    expect(((await response.json()) as { errors: object }).errors).toHaveProperty('checkHash');
  });

  it('answers 400 for a body that is not JSON', async () => {
    const response = await sandbox.call('auth/login?checkHash=1', { method: 'POST', body: '{"username":' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: expect.any(String) });
  });

  it('answers 404 JSON for an unknown route', async () => {
    const response = await sandbox.call('no/such/route');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toEqual({ message: 'Not found.' });
  });

  it('keeps trailing slashes strict, as the contract writes the paths', async () => {
    expect((await sandbox.call('casino/sections/')).status).toBe(404);
  });

  it('answers 500 with a generic message for a thrown error and logs it', async () => {
    const app = sandbox.appWith({ mode: 'sandbox' });
    app.get('/v1/explode', () => {
      throw new Error('secret internals');
    });
    const response = await sandbox.call('explode', {}, app);
    expect(response.status).toBe(500);
    const body = (await response.json()) as { message: string };
    expect(body.message).not.toContain('secret');
    expect(sandbox.errors.at(-1)).toBeInstanceOf(Error);
  });
});
