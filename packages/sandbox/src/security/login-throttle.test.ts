import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenedDatabase } from '../db/database';
import { loginFailures } from '../db/schema';
import { openTestDatabase } from '../testing/test-database';
import {
  ADDRESS_MAX_FAILURES,
  CAPTCHA_FROM_FAILURES,
  GUESSES_MAX,
  LOGIN_WINDOW_MS,
  throttledLogin,
  unknownAccount,
  type CaptchaProof,
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
const attempt = (username: string, ipAddress: string, kind: LoginKind = 'player'): LoginAttempt => ({ kind, account: unknownAccount(username), ipAddress });
const noCaptcha: CaptchaProof = { answered: false };

/** A wrong password. Answers the refusal, or null when the password was checked. */
async function fail(what: LoginAttempt, now: Date, captcha: CaptchaProof = noCaptcha) {
  const outcome = await throttledLogin(database.db, what, now, captcha, async () => false);
  return outcome.status === 'refused' ? outcome.refusal : outcome.status === 'captcha' ? outcome.problem : null;
}

/** The right password. Answers the refusal, or null when the password was checked. */
async function succeed(what: LoginAttempt, now: Date, captcha: CaptchaProof = noCaptcha) {
  const outcome = await throttledLogin(database.db, what, now, captcha, async () => true);
  return outcome.status === 'refused' ? outcome.refusal : outcome.status === 'captcha' ? outcome.problem : null;
}

describe('login throttle: the guesses of one address at one account', () => {
  it(`refuses the pair after ${GUESSES_MAX} failures until the oldest of them leaves the window`, async () => {
    const start = '2031-01-01T10:00:00Z';
    for (let i = 0; i < GUESSES_MAX; i++) expect(await fail(attempt('alice', '192.0.2.1'), at(start, i * 60_000))).toBeNull();

    // 10:06: the first failure (10:00) leaves the window at 10:10.
    let checked = false;
    const refused = await throttledLogin(database.db, attempt('alice', '192.0.2.1'), at(start, 6 * 60_000), noCaptcha, async () => (checked = true));
    expect(refused).toEqual({ status: 'refused', refusal: { limit: 'guesses', retryAfterSeconds: 240 } });
    expect(checked).toBe(false);
    // The name in any case; IPv4-mapped IPv6 is the same address.
    expect(await fail(attempt('  ALICE ', '::ffff:192.0.2.1'), at(start, 6 * 60_000))).toMatchObject({ limit: 'guesses' });
    // Another address is not held up.
    expect(await succeed(attempt('alice', '198.51.100.7'), at(start, 6 * 60_000))).toBeNull();

    // Refusals are not counted: at 10:10 one failure has left and one try is free again.
    expect(await fail(attempt('alice', '192.0.2.1'), at(start, LOGIN_WINDOW_MS + 1000))).toBeNull();
    expect(await fail(attempt('alice', '192.0.2.1'), at(start, LOGIN_WINDOW_MS + 2000))).toMatchObject({ limit: 'guesses', retryAfterSeconds: 58 });
  });

  it('counts the player and the admin login of the same name apart', async () => {
    const now = at('2031-02-01T10:00:00Z');
    for (let i = 0; i < GUESSES_MAX; i++) await fail(attempt('bob', '192.0.2.10', 'admin'), now);
    expect(await fail(attempt('bob', '192.0.2.10', 'admin'), now)).toMatchObject({ limit: 'guesses' });
    expect(await fail(attempt('bob', '192.0.2.10', 'player'), now)).toBeNull();
  });

  it("a success clears the pair's count, but not its address's", async () => {
    const now = at('2031-03-01T10:00:00Z');
    for (let i = 0; i < GUESSES_MAX - 1; i++) await fail(attempt('carol', '192.0.2.30'), now);
    expect(await succeed(attempt('carol', '192.0.2.30'), now)).toBeNull();
    for (let i = 0; i < GUESSES_MAX; i++) expect(await fail(attempt('carol', '192.0.2.30'), now)).toBeNull();

    const fromAddress = await database.db.$count(loginFailures, eq(loginFailures.ipAddress, '192.0.2.30'));
    expect(fromAddress).toBe(2 * GUESSES_MAX - 1);
  });

  it(`lets no more than ${GUESSES_MAX} of a parallel burst from one address through to the password check`, async () => {
    const now = at('2031-04-01T10:00:00Z');
    let checks = 0;
    const guess = () => throttledLogin(database.db, attempt('dave', '192.0.2.40'), now, noCaptcha, async () => (checks++, false));
    const outcomes = await Promise.all(Array.from({ length: 40 }, guess));
    expect(checks).toBe(GUESSES_MAX);
    expect(outcomes.filter((outcome) => outcome.status === 'refused')).toHaveLength(40 - GUESSES_MAX);
  });

  it('does not count parallel logins that are still being checked as failures', async () => {
    const now = at('2031-04-02T10:00:00Z');
    // Many test workers logging in as the one admin at once, all from one address.
    const outcomes = await Promise.all(Array.from({ length: ADDRESS_MAX_FAILURES + 10 }, () => throttledLogin(database.db, attempt('frank', '192.0.2.45', 'admin'), now, noCaptcha, async () => true)));
    expect(outcomes.every((outcome) => outcome.status === 'checked' && outcome.valid)).toBe(true);
  });

  it('prunes failures older than an hour', async () => {
    await fail(attempt('erin', '192.0.2.50'), at('2031-05-01T10:00:00Z'));
    await fail(attempt('erin-later', '192.0.2.51'), at('2031-05-01T11:00:01Z'));
    const rows = await database.db.select({ username: loginFailures.username }).from(loginFailures);
    expect(rows.map((row) => row.username)).not.toContain(unknownAccount('erin'));
  });
});

describe('login throttle: one account from many addresses', () => {
  it(`asks addresses new to the account for a captcha from ${CAPTCHA_FROM_FAILURES} failures; the addresses it knows keep their budget`, async () => {
    const now = at('2031-05-10T10:00:00Z');
    expect(await succeed(attempt('grace', '192.0.2.60'), now)).toBeNull();
    for (let i = 0; i < CAPTCHA_FROM_FAILURES; i++) expect(await fail(attempt('grace', `198.51.100.${i}`), now)).toBeNull();

    expect(await succeed(attempt('grace', '198.51.100.200'), now)).toBe('captcha_required');
    let checked = false;
    const wrong = await throttledLogin(database.db, attempt('grace', '198.51.100.200'), now, { answered: true, check: async () => false }, async () => (checked = true));
    expect(wrong).toEqual({ status: 'captcha', problem: 'captcha_wrong' });
    expect(checked).toBe(false);
    expect(await succeed(attempt('grace', '198.51.100.200'), now, { answered: true, check: async () => true })).toBeNull();
    // Where no captcha can be shown, a wait; the known address neither.
    expect(await succeed(attempt('grace', '198.51.100.201'), now, 'unavailable')).toMatchObject({ limit: 'account', retryAfterSeconds: 600 });
    expect(await succeed(attempt('grace', '192.0.2.60'), now, 'unavailable')).toBeNull();
  });
});

describe('login throttle: the address', () => {
  it(`refuses every name from an address after ${ADDRESS_MAX_FAILURES} failures across names and kinds`, async () => {
    const start = '2031-06-01T10:00:00Z';
    expect(await succeed(attempt('regular', '203.0.113.5'), at(start))).toBeNull();
    for (let i = 0; i < ADDRESS_MAX_FAILURES; i++) {
      expect(await fail(attempt(`stuffed-${i}`, '203.0.113.5', i % 2 ? 'admin' : 'player'), at(start, i * 1000))).toBeNull();
    }
    // The oldest failure (10:00:00) leaves the window at 10:10:00.
    expect(await succeed(attempt('fresh-name', '203.0.113.5'), at(start, 60_000))).toEqual({ limit: 'address', retryAfterSeconds: 540 });
    // An account that has logged in from the address before is not held up by the others' failures.
    expect(await succeed(attempt('regular', '203.0.113.5'), at(start, 60_000))).toBeNull();
    // IPv4-mapped IPv6 is the same address; another address is not held up.
    expect(await fail(attempt('fresh-name', '::ffff:203.0.113.5'), at(start, 60_000))).toMatchObject({ limit: 'address' });
    expect(await fail(attempt('fresh-name', '203.0.113.6'), at(start, 60_000))).toBeNull();
  });

  it('counts an IPv6 address by its /64', async () => {
    const start = '2031-07-01T10:00:00Z';
    for (let i = 0; i < ADDRESS_MAX_FAILURES; i++) await fail(attempt(`v6-${i}`, `2001:db8:7:7::${(i + 1).toString(16)}`), at(start));
    expect(await fail(attempt('v6-new', '2001:db8:7:7:ffff::9'), at(start))).toMatchObject({ limit: 'address' });
    expect(await fail(attempt('v6-new', '2001:db8:7:8::1'), at(start))).toBeNull();
  });
});
