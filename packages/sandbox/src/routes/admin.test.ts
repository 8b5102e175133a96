import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '@casino-sdk/core/contract';
import { admins, adminSessions, auditEvents, captchaChallenges } from '../db/schema';
import { ADDRESS_MAX_FAILURES } from '../security/login-throttle';
import { hashPassword } from '../security/passwords';
import { hashToken } from '../security/tokens';
import { skinAuthorization, createTestSandbox, type TestSandbox } from '../testing/test-sandbox';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await createTestSandbox();
});
afterAll(() => sandbox.close());

const ADMIN = { username: 'operator-admin', password: 'Admin-pass-1!' };

/** A second admin, for the throttle tests, so that their failures never hold up the seeded one. */
const THROTTLED = { username: 'throttle-admin', password: 'Throttle-pass-1!' };
beforeAll(async () => {
  await sandbox.db.insert(admins).values({ username: THROTTLED.username, passwordHash: await hashPassword(THROTTLED.password) });
});

/** An admin login from a given address, on an app with the given clock. */
function adminLogin(
  body: { username: string; password: string; captcha?: { token: string; answer: string } },
  options: { ip?: string; clock?: () => Date; headers?: Record<string, string>; trustProxy?: number } = {},
) {
  const app = options.clock || options.trustProxy ? sandbox.appWith({ clock: options.clock, trustProxy: options.trustProxy }) : sandbox.app;
  // The Node server hands the connection to Hono as env.incoming; app.request takes it as its third argument.
  const env = options.ip ? { incoming: { socket: { remoteAddress: options.ip } } } : undefined;
  return Promise.resolve(
    app.request(
      '/v1/auth/admin/login',
      { method: 'POST', headers: { authorization: skinAuthorization, 'content-type': 'application/json', ...options.headers }, body: JSON.stringify(body) },
      env,
    ),
  );
}

const adminCall = (path: string, token: string | undefined, method = 'GET') =>
  sandbox.call(path, { method, headers: token ? { 'admin-token': token } : {} });

describe('admin login', () => {
  it('returns a token for the seeded admin, good for 8 hours, stored only as its hash', async () => {
    const before = Date.now();
    const response = await adminLogin(ADMIN, { ip: '10.1.0.1' });
    expect(response.status).toBe(200);
    const body = api.admin.login.response.parse(await response.json());
    expect(body.token).toMatch(/^[0-9a-f]{64}$/);
    const lifetime = Date.parse(body.expires_at) - before;
    expect(lifetime).toBeGreaterThan(8 * 3600_000 - 60_000);
    expect(lifetime).toBeLessThanOrEqual(8 * 3600_000 + 60_000);

    const [stored] = await sandbox.db.select().from(adminSessions).where(eq(adminSessions.tokenHash, hashToken(body.token)));
    expect(stored).toBeDefined();
    expect(JSON.stringify(stored)).not.toContain(body.token);
  });

  it('takes the name in any case', async () => {
    expect((await adminLogin({ ...ADMIN, username: 'Operator-Admin' }, { ip: '10.1.0.2' })).status).toBe(200);
  });

  it("answers 401 'Incorrect credentials' for a wrong password and for an unknown name alike", async () => {
    for (const body of [{ ...ADMIN, password: 'Wrong-pass-1!' }, { username: 'nobody', password: ADMIN.password }]) {
      const response = await adminLogin(body, { ip: '10.1.0.3' });
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ message: 'Incorrect credentials' });
    }
  });

  it('does not let a player in, nor an admin into player calls', async () => {
    expect((await adminLogin({ username: 'demo-player', password: 'Demo-pass-1!' }, { ip: '10.1.0.4' })).status).toBe(401);
    const { token } = (await (await adminLogin(ADMIN, { ip: '10.1.0.4' })).json()) as { token: string };
    expect((await sandbox.call('me/balance', { token })).status).toBe(401);
  });

  it('answers 422 without a password', async () => {
    const response = await adminLogin({ username: 'operator-admin', password: '' }, { ip: '10.1.0.5' });
    expect(response.status).toBe(422);
  });
});

describe('admin login throttle', () => {
  const auditOf = async (username: string) =>
    (await sandbox.db.select().from(auditEvents)).filter((row) => (row.detail as { username?: string } | null)?.username === username);

  it('refuses a sixth try from one address within 10 minutes with 429 and Retry-After, even with the right password; not another address', async () => {
    let now = new Date('2030-01-01T10:00:00Z');
    const clock = () => now;
    const ip = '10.2.0.1';
    for (let i = 0; i < 5; i++) {
      now = new Date(now.getTime() + 60_000);
      expect((await adminLogin({ ...THROTTLED, password: `Wrong-${i}` }, { ip, clock })).status).toBe(401);
    }
    // The first failure was at 10:01; it leaves the window at 10:11. A forwarded-for header the
    // client wrote changes nothing.
    now = new Date('2030-01-01T10:06:00Z');
    for (const from of [{ ip }, { ip, headers: { 'x-forwarded-for': '192.0.2.77' } }]) {
      const blocked = await adminLogin(THROTTLED, { ...from, clock });
      expect(blocked.status).toBe(429);
      expect(blocked.headers.get('retry-after')).toBe('300');
      expect(await blocked.json()).toEqual({ message: expect.any(String), code: 'too_many_attempts' });
    }
    // Another name from this address is not held up, nor the admin from another address.
    expect((await adminLogin({ username: 'someone-else', password: 'x' }, { ip, clock })).status).toBe(401);
    expect((await adminLogin(THROTTLED, { ip: '10.2.0.2', clock })).status).toBe(200);

    // Every refusal is in the audit trail, without the password; the address is the connection's.
    const rows = await auditOf(THROTTLED.username);
    expect(rows.map((row) => row.action)).toEqual([...Array<string>(5).fill('admin_login_failed'), ...Array<string>(2).fill('admin_login_throttled'), 'admin_login']);
    expect(rows.at(-2)).toMatchObject({ ipAddress: ip, detail: { username: THROTTLED.username, limit: 'guesses', retry_after: 300 } });
    expect(JSON.stringify(rows)).not.toContain(THROTTLED.password);

    // Once the oldest failure is out of the window, one more try is allowed.
    now = new Date('2030-01-01T10:11:01Z');
    expect((await adminLogin(THROTTLED, { ip, clock })).status).toBe(200);
  });

  it("an attacker's 50 wrong passwords leave the admin able to log in: at once where it logged in before, with a captcha elsewhere", async () => {
    // Later than every other test's clock here: the window only looks back.
    let now = new Date('2030-09-01T10:00:00Z');
    const clock = () => now;
    expect((await adminLogin(THROTTLED, { ip: '10.2.1.1', clock })).status).toBe(200);
    for (let i = 0; i < 50; i++) {
      now = new Date(now.getTime() + 5000);
      const answer = await adminLogin({ ...THROTTLED, password: `Wrong-${i}` }, { ip: `10.2.1.${100 + (i % 10)}`, clock });
      expect(answer.status).toBe(i < 20 ? 401 : 422);
    }
    expect((await adminLogin(THROTTLED, { ip: '10.2.1.1', clock })).status).toBe(200);
    const asked = await adminLogin(THROTTLED, { ip: '10.2.1.2', clock });
    expect(asked.status).toBe(422);
    expect(((await asked.json()) as { code: string }).code).toBe('captcha_required');
    const { token } = (await (await sandbox.call('auth/captcha?key=sandbox-captcha', {}, sandbox.appWith({ clock }))).json()) as { token: string };
    const [challenge] = await sandbox.db.select({ answer: captchaChallenges.answer }).from(captchaChallenges).where(eq(captchaChallenges.tokenHash, hashToken(token)));
    expect((await adminLogin({ ...THROTTLED, captcha: { token, answer: challenge!.answer } }, { ip: '10.2.1.2', clock })).status).toBe(200);
  });

  it('starts counting again after a successful login', async () => {
    let now = new Date('2030-02-01T10:00:00Z');
    const clock = () => now;
    const ip = '10.2.0.3';
    for (let i = 0; i < 4; i++) await adminLogin({ ...THROTTLED, password: 'Wrong-pass-1!' }, { ip, clock });
    expect((await adminLogin(THROTTLED, { ip, clock })).status).toBe(200);
    for (let i = 0; i < 4; i++) {
      now = new Date(now.getTime() + 1000);
      expect((await adminLogin({ ...THROTTLED, password: 'Wrong-pass-1!' }, { ip, clock })).status).toBe(401);
    }
    // A success again, so the later tests start clean.
    expect((await adminLogin(THROTTLED, { ip, clock })).status).toBe(200);
  });

  it(`shares the per-address ceiling with the player login (${ADDRESS_MAX_FAILURES} failures), honouring X-Forwarded-For only with TRUST_PROXY`, async () => {
    const now = new Date('2030-04-01T10:00:00Z');
    const clock = () => now;
    const ip = '10.2.0.4';
    const app = sandbox.appWith({ clock });
    for (let i = 0; i < ADDRESS_MAX_FAILURES; i++) {
      const response = await app.request(
        '/v1/auth/login?checkHash=1',
        { method: 'POST', headers: { authorization: skinAuthorization, 'content-type': 'application/json' }, body: JSON.stringify({ username: `guess-${i}`, password: 'x' }) },
        { incoming: { socket: { remoteAddress: ip } } },
      );
      expect(response.status).toBe(401);
    }
    expect((await adminLogin(THROTTLED, { ip, clock, headers: { 'x-forwarded-for': '192.0.2.8' } })).status).toBe(429);
    expect((await auditOf(THROTTLED.username)).at(-1)).toMatchObject({ action: 'admin_login_throttled', ipAddress: ip, detail: { limit: 'address' } });
    expect((await adminLogin(THROTTLED, { ip: '10.2.0.5', clock })).status).toBe(200);
    // Behind a trusted proxy the forwarded address counts, not the proxy's own.
    expect((await adminLogin(THROTTLED, { ip, clock, trustProxy: 1, headers: { 'x-forwarded-for': '192.0.2.8' } })).status).toBe(200);
  });
});

describe('admin session and logout', () => {
  it('tells who is signed in until logout ends the session', async () => {
    const { token, expires_at } = (await (await adminLogin(ADMIN, { ip: '10.3.0.1' })).json()) as { token: string; expires_at: string };
    const session = await adminCall('auth/admin/session', token);
    expect(session.status).toBe(200);
    expect(await session.json()).toEqual({ username: 'operator-admin', expires_at });

    const logout = await adminCall('auth/admin/logout', token, 'DELETE');
    expect(logout.status).toBe(200);
    expect((await adminCall('auth/admin/session', token)).status).toBe(401);
    expect((await adminCall('auth/admin/logout', token, 'DELETE')).status).toBe(401);
  });

  it('answers 401 without a token, with a wrong one, with a player token and after 8 hours', async () => {
    expect((await adminCall('auth/admin/session', undefined)).status).toBe(401);
    expect((await adminCall('auth/admin/session', 'f'.repeat(64))).status).toBe(401);
    const playerToken = await sandbox.login();
    expect((await adminCall('auth/admin/session', playerToken)).status).toBe(401);

    const start = new Date('2030-03-01T08:00:00Z');
    const { token } = (await (await adminLogin(ADMIN, { ip: '10.3.0.2', clock: () => start })).json()) as { token: string };
    const at = (ms: number) => sandbox.appWith({ clock: () => new Date(start.getTime() + ms) });
    const ask = (ms: number) => sandbox.call('auth/admin/session', { headers: { 'admin-token': token } }, at(ms));
    expect((await ask(8 * 3600_000 - 1000)).status).toBe(200);
    expect((await ask(8 * 3600_000 + 1000)).status).toBe(401);
  });
});
