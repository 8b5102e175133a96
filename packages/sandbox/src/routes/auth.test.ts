import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, captchaChallenges, sessions, users } from '../db/schema';
import type { AppEnv } from '../http/env';
import { ADDRESS_MAX_FAILURES } from '../security/login-throttle';
import { hashToken } from '../security/tokens';
import { createTestSandbox, skinAuthorization, type TestSandbox } from '../testing/test-sandbox';

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
    expect((await sandbox.db.select({ action: auditEvents.action }).from(auditEvents)).at(-1)).toEqual({ action: 'logout' });

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

describe('login throttle', () => {
  /** A player login from a given connection address, with extra headers, on the given app. */
  function loginFrom(app: Hono<AppEnv>, ip: string, body: { username: string; password: string; ip_address?: string; captcha?: { token: string; answer: string } }, headers: Record<string, string> = {}) {
    return Promise.resolve(
      app.request(
        '/v1/auth/login?checkHash=1',
        { method: 'POST', headers: { authorization: skinAuthorization, 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) },
        // The Node server hands the connection to Hono as env.incoming; app.request takes it as its third argument.
        { incoming: { socket: { remoteAddress: ip } } },
      ),
    );
  }

  /** An app whose clock the test moves. */
  function clockedApp(start: string, options: { trustProxy?: number } = {}) {
    const clock = { now: new Date(start) };
    const app = sandbox.appWith({ clock: () => clock.now, ...options });
    return { app, clock, advance: (ms: number) => (clock.now = new Date(clock.now.getTime() + ms)) };
  }

  async function clone(username: string) {
    const response = await sandbox.control('sandbox/players', { method: 'POST', body: { username, password: 'Clone-pass-1!', template: 'demo-player' } });
    expect(response.status).toBe(201);
  }

  const auditOf = async (username: string) =>
    (await sandbox.db.select().from(auditEvents)).filter((row) => (row.detail as { username?: string } | null)?.username === username);

  /** A captcha challenge of the app, solved (the answer read where the server keeps it). */
  let captchas = 0;
  async function solvedCaptcha(app: Hono<AppEnv>) {
    // Each picture from an address of its own: the pictures' own limit per address is not under test here.
    captchas += 1;
    const from = { incoming: { socket: { remoteAddress: `10.200.${captchas >> 8}.${captchas & 255}` } } };
    const picture = await app.request('/v1/auth/captcha?key=sandbox-captcha', { headers: { authorization: skinAuthorization } }, from);
    const { token } = (await picture.json()) as { token: string };
    const [row] = await sandbox.db.select({ answer: captchaChallenges.answer }).from(captchaChallenges).where(eq(captchaChallenges.tokenHash, hashToken(token)));
    return { token, answer: row!.answer };
  }
  const codeOf = async (response: Response) => ((await response.json()) as { code?: string }).code;

  it("an attacker's 50 wrong passwords from other addresses leave the owner able to log in, at most with a captcha", async () => {
    await clone('throttle-owner');
    const { app, advance } = clockedApp('2032-01-01T10:00:00Z');
    const right = { username: 'throttle-owner', password: 'Clone-pass-1!' };
    // The owner has logged in from home before.
    expect((await loginFrom(app, '10.9.0.1', right)).status).toBe(200);

    // Fifty guesses from ten addresses, five each, within a few minutes.
    const answers: number[] = [];
    for (let i = 0; i < 50; i++) {
      answers.push((await loginFrom(app, `10.9.0.${100 + (i % 10)}`, { username: 'throttle-owner', password: `Wrong-pass-${i}!` })).status);
      advance(3000);
    }
    // The first 20 reached the password; from then on every attempt from these addresses needs a captcha.
    expect(answers.filter((status) => status === 401)).toHaveLength(20);
    expect(answers.filter((status) => status === 422)).toHaveLength(30);

    // At home: no captcha, no wait.
    expect((await loginFrom(app, '10.9.0.1', right)).status).toBe(200);
    // On a new device: the captcha, then in.
    const asked = await loginFrom(app, '10.9.0.2', right);
    expect(asked.status).toBe(422);
    expect(await asked.json()).toEqual({ message: 'Please solve the security check to log in.', code: 'captcha_required', errors: { captcha: ['captcha_required'] } });
    const wrong = await loginFrom(app, '10.9.0.2', { ...right, captcha: { ...(await solvedCaptcha(app)), answer: '999' } });
    expect(await codeOf(wrong)).toBe('captcha_wrong');
    expect((await loginFrom(app, '10.9.0.2', { ...right, captcha: await solvedCaptcha(app) })).status).toBe(200);

    // Ten minutes after the last failure, no captcha is asked any more.
    advance(10 * 60_000);
    expect((await loginFrom(app, '10.9.0.3', right)).status).toBe(200);
  });

  it('keeps the guessing rate per address at 5 per 10 minutes, with or without captchas', async () => {
    await clone('throttle-rate');
    const { app, clock, advance } = clockedApp('2032-01-08T10:00:00Z');
    const checked: number[] = [];
    // One attempt every 20 seconds for an hour, each with a solved captcha, from one address.
    for (let i = 0; i < 180; i++) {
      const response = await loginFrom(app, '10.9.5.1', { username: 'throttle-rate', password: `Wrong-pass-${i}!`, captcha: await solvedCaptcha(app) });
      if (response.status === 401) checked.push(clock.now.getTime());
      else expect(response.status).toBe(429);
      advance(20_000);
    }
    for (const at of checked) expect(checked.filter((other) => other >= at && other < at + 10 * 60_000).length).toBeLessThanOrEqual(5);
    expect(checked.length).toBeGreaterThanOrEqual(25);
  });

  it('answers 429 with Retry-After after 5 failures from one address, for the right password too, and frees it after 10 minutes', async () => {
    await clone('throttle-known');
    const { app, advance } = clockedApp('2032-01-10T10:00:00Z');
    for (let i = 0; i < 5; i++) {
      expect((await loginFrom(app, '10.9.0.50', { username: 'throttle-known', password: `Wrong-pass-${i}!` })).status).toBe(401);
      advance(60_000);
    }
    // 10:05: the first failure (10:00) leaves the window at 10:10. Another spelling of the name,
    // a made-up forwarded address and a made-up ip_address in the body change nothing.
    const refused = await loginFrom(
      app,
      '10.9.0.50',
      { username: ' Throttle-Known ', password: 'Clone-pass-1!', ip_address: '192.0.2.200' },
      { 'x-forwarded-for': '192.0.2.201', cookie: '' },
    );
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('300');
    expect(await refused.json()).toEqual({ message: 'You have made too many login attempts. Please try again in 5 minutes.', code: 'too_many_attempts' });
    // The e-mail is the same account: no five more guesses by it.
    expect((await loginFrom(app, '10.9.0.50', { username: 'throttle-known@example.com', password: 'Wrong-pass-x!' })).status).toBe(429);
    // Another address is not held up.
    expect((await loginFrom(app, '10.9.0.51', { username: 'throttle-known', password: 'Clone-pass-1!' })).status).toBe(200);

    advance(5 * 60_000 + 1000);
    expect((await loginFrom(app, '10.9.0.50', { username: 'throttle-known', password: 'Clone-pass-1!' })).status).toBe(200);
    // The success starts the count again.
    expect((await loginFrom(app, '10.9.0.50', { username: 'throttle-known', password: 'Wrong-pass-9!' })).status).toBe(401);
  });

  it('lets 5 of a burst of parallel wrong passwords from one address through and refuses the rest', async () => {
    await clone('throttle-burst');
    const { app } = clockedApp('2032-01-15T10:00:00Z');
    const burst = await Promise.all(Array.from({ length: 30 }, (_, i) => loginFrom(app, '10.9.4.1', { username: 'throttle-burst', password: `Wrong-pass-${i}!` })));
    const statuses = burst.map((response) => response.status).sort();
    expect(statuses).toEqual([...Array<number>(5).fill(401), ...Array<number>(25).fill(429)]);
    expect((await loginFrom(app, '10.9.4.1', { username: 'throttle-burst', password: 'Clone-pass-1!' })).status).toBe(429);
  });

  it('a burst from many addresses reaches the password 20 times, then asks each for a captcha', async () => {
    await clone('throttle-botnet');
    const { app } = clockedApp('2032-01-16T10:00:00Z');
    const burst = await Promise.all(Array.from({ length: 40 }, (_, i) => loginFrom(app, `10.9.6.${i}`, { username: 'throttle-botnet', password: `Wrong-pass-${i}!` })));
    const statuses = burst.map((response) => response.status).sort();
    expect(statuses).toEqual([...Array<number>(20).fill(401), ...Array<number>(20).fill(422)]);
  });

  it('answers an unknown name as a known one', async () => {
    const { app } = clockedApp('2032-02-01T10:00:00Z');
    for (let i = 0; i < 5; i++) expect((await loginFrom(app, '10.9.1.1', { username: 'no-such-player', password: 'Wrong-pass-1!' })).status).toBe(401);
    const refused = await loginFrom(app, '10.9.1.1', { username: 'no-such-player', password: 'Wrong-pass-1!' });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('600');
    expect(await refused.json()).toEqual({ message: 'You have made too many login attempts. Please try again in 10 minutes.', code: 'too_many_attempts' });
    expect((await loginFrom(app, '10.9.1.2', { username: 'no-such-player', password: 'Wrong-pass-1!' })).status).toBe(401);
  });

  it('writes an audit row for every refusal, with the connection address and never the password', async () => {
    await clone('throttle-audit');
    const { app } = clockedApp('2032-03-01T10:00:00Z');
    for (let i = 0; i < 6; i++) await loginFrom(app, '10.9.2.1', { username: 'throttle-audit', password: `Secret-guess-${i}!`, ip_address: '192.0.2.9' });
    const rows = await auditOf('throttle-audit');
    expect(rows.map((row) => row.action)).toEqual([...Array<string>(5).fill('login_failed'), 'login_throttled']);
    expect(rows.every((row) => row.playerId !== null && row.ipAddress === '10.9.2.1')).toBe(true);
    expect(rows[5]!.detail).toEqual({ username: 'throttle-audit', limit: 'guesses', retry_after: 600, reported_ip: '192.0.2.9' });
    expect(JSON.stringify(rows)).not.toContain('Secret-guess');
  });

  it(`refuses every name from an address after ${ADDRESS_MAX_FAILURES} failures across names; X-Forwarded-For only counts with TRUST_PROXY`, async () => {
    await clone('throttle-stuffed');
    const { app, clock } = clockedApp('2032-04-01T10:00:00Z');
    for (let i = 0; i < ADDRESS_MAX_FAILURES; i++) {
      // Credential stuffing: one guess for each of many names, each with its own made-up ip_address and forwarded address.
      const response = await loginFrom(app, '10.9.3.1', { username: `stuffed-${i}`, password: 'Leaked-pass-1!', ip_address: `192.0.2.${i}` }, { 'x-forwarded-for': `198.51.100.${i}` });
      expect(response.status).toBe(401);
    }
    const right = { username: 'throttle-stuffed', password: 'Clone-pass-1!' };
    const refused = await loginFrom(app, '10.9.3.1', right, { 'x-forwarded-for': '198.51.100.250' });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('600');
    expect((await auditOf('throttle-stuffed')).at(-1)).toMatchObject({ action: 'login_throttled', detail: { limit: 'address' } });
    // Another address is not held up.
    expect((await loginFrom(app, '10.9.3.2', right)).status).toBe(200);

    // Behind one trusted proxy the client is the address the proxy added, the last one; what the client wrote before it is ignored.
    const proxied = sandbox.appWith({ clock: () => clock.now, trustProxy: 1 });
    expect((await loginFrom(proxied, '10.9.3.1', right, { 'x-forwarded-for': '198.51.100.250' })).status).toBe(200);
    expect((await loginFrom(proxied, '10.9.3.99', right, { 'x-forwarded-for': '198.51.100.250, 10.9.3.1' })).status).toBe(429);
    const proxiedFailure = await loginFrom(proxied, '10.9.3.1', { username: 'throttle-proxied', password: 'x' }, { 'x-forwarded-for': '203.0.113.40' });
    expect(proxiedFailure.status).toBe(401);
    expect((await auditOf('throttle-proxied'))[0]).toMatchObject({ action: 'login_failed', ipAddress: '203.0.113.40' });
  });
});

describe('input the database cannot hold (no 500)', () => {
  /** A 4xx in the error shape, with nothing logged (every 500 is). */
  async function expectInputRefused(request: Promise<Response>, status: number) {
    const logged = sandbox.errors.length;
    const response = await request;
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject({ message: expect.any(String) });
    expect(sandbox.errors.length).toBe(logged);
  }

  it('answers 422 for a NUL byte in the login username', async () => {
    await expectInputRefused(sandbox.call('auth/login?checkHash=1', { method: 'POST', body: { username: 'demo\u0000player', password: 'Demo-pass-1!' } }), 422);
  });

  it('answers 422 for a lone surrogate as the login username', async () => {
    // Written into the JSON text by hand: JSON.parse makes a string with a lone \ud800 of it.
    await expectInputRefused(sandbox.call('auth/login?checkHash=1', { method: 'POST', body: '{"username":"\\ud800","password":"Demo-pass-1!"}' }), 422);
  });

  it('answers 422 for a login username longer than the attempted-names index takes', async () => {
    // Pseudo-random (xorshift), so that PostgreSQL cannot compress it below an index row's 2704 bytes.
    let state = 12345;
    let long = '';
    for (let i = 0; i < 3000; i++) {
      state ^= state << 13;
      state ^= state >>> 17;
      state ^= state << 5;
      long += String.fromCharCode(33 + ((state >>> 0) % 94));
    }
    await expectInputRefused(sandbox.call('auth/login?checkHash=1', { method: 'POST', body: { username: long, password: 'Demo-pass-1!' } }), 422);
  });

  it('answers 400 for a malformed multipart login body', async () => {
    const request = sandbox.app.request('/v1/auth/login?checkHash=1', {
      method: 'POST',
      headers: { authorization: skinAuthorization, 'content-type': 'multipart/form-data; boundary=xyz' },
      body: '--xyz\r\nContent-Disposition: form-data; name="username"\r\n\r\ndemo-player',
    });
    await expectInputRefused(Promise.resolve(request), 400);
  });

  it('answers 422 for a database data exception that got past the checks, and still logs it', async () => {
    const app = sandbox.appWith({ mode: 'sandbox' });
    app.get('/v1/overflow', () => {
      // What PGlite and node-postgres throw for 2147483648 in an integer column (SQLSTATE 22003).
      throw Object.assign(new Error('value "2147483648" is out of range for type integer'), { code: '22003' });
    });
    const logged = sandbox.errors.length;
    const response = await sandbox.call('overflow', {}, app);
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ message: 'The request holds a value that cannot be stored.', code: 'invalid_value' });
    // A missing check is still a bug: it is logged like any 500.
    expect(sandbox.errors.length).toBe(logged + 1);
  });
});
