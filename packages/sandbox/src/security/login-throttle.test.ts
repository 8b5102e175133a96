import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenedDatabase } from '../db/database';
import { loginFailures } from '../db/schema';
import { openTestDatabase } from '../testing/test-database';
import {
  ACCOUNT_MAX_FAILURES,
  ADDRESS_MAX_FAILURES,
  addressKey,
  LOGIN_WINDOW_MS,
  throttledLogin,
  type LoginAttempt,
  type LoginKind,
} from './login-throttle';

let database: OpenedDatabase;
beforeAll(async () => {
  database = await openTestDatabase('migrated');
});
afterAll(() => database.close());

// Every test has its own names and addresses and its own stretch of the injected clock, so the
// tests share the database without seeing each other's failures.
const at = (iso: string, plusMs = 0) => new Date(Date.parse(iso) + plusMs);
const attempt = (username: string, ipAddress: string, kind: LoginKind = 'player'): LoginAttempt => ({ kind, username, ipAddress });

/** A wrong password. Answers the refusal, or null when the password was checked. */
async function fail(what: LoginAttempt, now: Date) {
  return (await throttledLogin(database.db, what, now, async () => false)).refusal;
}

/** The right password. Answers the refusal, or null when the password was checked. */
async function succeed(what: LoginAttempt, now: Date) {
  return (await throttledLogin(database.db, what, now, async () => true)).refusal;
}

describe('login throttle: the account', () => {
  it(`refuses a name after ${ACCOUNT_MAX_FAILURES} failures until the oldest of them leaves the window`, async () => {
    const start = '2031-01-01T10:00:00Z';
    for (let i = 0; i < ACCOUNT_MAX_FAILURES; i++) expect(await fail(attempt('alice', '192.0.2.1'), at(start, i * 60_000))).toBeNull();

    // 10:06: the first failure (10:00) leaves the window at 10:10.
    let checked = false;
    const refused = await throttledLogin(database.db, attempt('alice', '192.0.2.1'), at(start, 6 * 60_000), async () => (checked = true));
    expect(refused).toEqual({ refusal: { limit: 'account', retryAfterSeconds: 240 } });
    expect(checked).toBe(false);
    expect(await succeed(attempt('alice', '192.0.2.1'), at(start, 6 * 60_000))).toMatchObject({ limit: 'account' });

    // The count follows the name, written in any case, from any address.
    expect(await fail(attempt('  ALICE ', '198.51.100.7'), at(start, 6 * 60_000))).toMatchObject({ limit: 'account' });

    // Refusals are not counted: at 10:10 one failure has left and one try is free again.
    expect(await fail(attempt('alice', '192.0.2.1'), at(start, LOGIN_WINDOW_MS + 1000))).toBeNull();
    expect(await fail(attempt('alice', '192.0.2.1'), at(start, LOGIN_WINDOW_MS + 2000))).toMatchObject({ limit: 'account', retryAfterSeconds: 58 });
  });

  it('counts the player and the admin login of the same name apart', async () => {
    const now = at('2031-02-01T10:00:00Z');
    for (let i = 0; i < ACCOUNT_MAX_FAILURES; i++) await fail(attempt('bob', `192.0.2.${10 + i}`, 'admin'), now);
    expect(await fail(attempt('bob', '192.0.2.20', 'admin'), now)).toMatchObject({ limit: 'account' });
    expect(await fail(attempt('bob', '192.0.2.20', 'player'), now)).toBeNull();
  });

  it("a success clears the name's count, but not its address's", async () => {
    const now = at('2031-03-01T10:00:00Z');
    for (let i = 0; i < ACCOUNT_MAX_FAILURES - 1; i++) await fail(attempt('carol', '192.0.2.30'), now);
    expect(await succeed(attempt('carol', '192.0.2.30'), now)).toBeNull();
    for (let i = 0; i < ACCOUNT_MAX_FAILURES; i++) expect(await fail(attempt('carol', '192.0.2.31'), now)).toBeNull();

    const fromAddress = await database.db.$count(loginFailures, eq(loginFailures.ipAddress, '192.0.2.30'));
    expect(fromAddress).toBe(ACCOUNT_MAX_FAILURES - 1);
  });

  it(`lets no more than ${ACCOUNT_MAX_FAILURES} of a parallel burst through to the password check`, async () => {
    const now = at('2031-04-01T10:00:00Z');
    let checks = 0;
    const guess = () => throttledLogin(database.db, attempt('dave', `192.0.2.${40 + (checks % 5)}`), now, async () => (checks++, false));
    const outcomes = await Promise.all(Array.from({ length: 40 }, guess));
    expect(checks).toBe(ACCOUNT_MAX_FAILURES);
    expect(outcomes.filter((outcome) => outcome.refusal?.limit === 'account')).toHaveLength(40 - ACCOUNT_MAX_FAILURES);
  });

  it('does not count parallel logins that are still being checked as failures', async () => {
    const now = at('2031-04-02T10:00:00Z');
    // Many test workers logging in as the one admin at once, all from one address.
    const outcomes = await Promise.all(Array.from({ length: ADDRESS_MAX_FAILURES + 10 }, () => throttledLogin(database.db, attempt('frank', '192.0.2.45', 'admin'), now, async () => true)));
    expect(outcomes.every((outcome) => outcome.refusal === null && outcome.valid)).toBe(true);
  });

  it('prunes failures that have left the window', async () => {
    await fail(attempt('erin', '192.0.2.50'), at('2031-05-01T10:00:00Z'));
    await fail(attempt('erin-later', '192.0.2.51'), at('2031-05-01T10:00:00Z', LOGIN_WINDOW_MS + 1));
    const rows = await database.db.select({ username: loginFailures.username }).from(loginFailures);
    expect(rows.map((row) => row.username)).not.toContain('erin');
  });
});

describe('login throttle: the address', () => {
  it(`refuses every name from an address after ${ADDRESS_MAX_FAILURES} failures across names and kinds`, async () => {
    const start = '2031-06-01T10:00:00Z';
    for (let i = 0; i < ADDRESS_MAX_FAILURES; i++) {
      expect(await fail(attempt(`stuffed-${i}`, '203.0.113.5', i % 2 ? 'admin' : 'player'), at(start, i * 1000))).toBeNull();
    }
    // The oldest failure (10:00:00) leaves the window at 10:10:00.
    expect(await succeed(attempt('fresh-name', '203.0.113.5'), at(start, 60_000))).toEqual({ limit: 'address', retryAfterSeconds: 540 });
    // IPv4-mapped IPv6 is the same address; another address is not held up.
    expect(await fail(attempt('fresh-name', '::ffff:203.0.113.5'), at(start, 60_000))).toMatchObject({ limit: 'address' });
    expect(await fail(attempt('fresh-name', '203.0.113.6'), at(start, 60_000))).toBeNull();
  });

  it('counts an IPv6 address by its /64', async () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:DB8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('1::2:3:4:5:1.2.3.4')).toBe('1:0:2:3::/64');
    expect(addressKey('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(addressKey('127.0.0.1')).toBe('127.0.0.1');
    expect(addressKey('unknown')).toBe('unknown');

    const start = '2031-07-01T10:00:00Z';
    for (let i = 0; i < ADDRESS_MAX_FAILURES; i++) await fail(attempt(`v6-${i}`, `2001:db8:7:7::${(i + 1).toString(16)}`), at(start));
    expect(await fail(attempt('v6-new', '2001:db8:7:7:ffff::9'), at(start))).toMatchObject({ limit: 'address' });
    expect(await fail(attempt('v6-new', '2001:db8:7:8::1'), at(start))).toBeNull();
  });
});
