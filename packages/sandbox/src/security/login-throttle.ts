import { and, count, desc, eq, gt, isNull, lte, type SQL } from 'drizzle-orm';
import type { CaptchaVerifier } from '../captcha/captcha-verifier';
import type { Database } from '../db/database';
import { addressKey } from '../http/client-address';
import { loginAddresses, loginFailures } from '../db/schema';
import { HttpError } from '../http/errors';

/**
 * One throttle for both logins, the player's (auth/login) and the admin's (auth/admin/login), and
 * for the current password of a password change. It keeps the guessing budget small without
 * handing strangers a way to lock an owner out (decision 0035):
 *
 * - Guesses: after GUESSES_MAX failures on one account from one address within the window, that
 *   address is refused for that account (429 until the oldest leaves the window). Another
 *   address, the owner's, is not: five wrong passwords from anywhere no longer lock everyone out.
 *   A successful login (or reset) from the address ends its count.
 * - Address: after ADDRESS_MAX_FAILURES failures from one address within the window, across all
 *   names and both kinds, that address is refused for every account it has not logged in to before
 *   (credential stuffing: one guess each for many names).
 * - Account: after CAPTCHA_FROM_FAILURES failures on one account within the window from any
 *   addresses (a botnet, an IPv6 block: five guesses each), every address that has not logged in
 *   to that account before must solve a captcha with each attempt. Not a refusal: the owner on a
 *   new device gets in with a captcha; where the platform has no captcha, such an address waits
 *   (429) while the addresses the account knows do not. So no account, the admin's included, is
 *   ever shut from every address at once.
 *
 * An account is counted by its key (`id:<id>`, so its username and e-mail count as one), a name
 * that is nobody's by the name; the answers are the same either way, so they do not tell which
 * names exist. An IPv6 address counts by its /64, which one client usually holds whole.
 *
 * Attempts on one account, and attempts from one address, are checked one at a time (an in-process
 * queue per account and per address, address first, so two queues never wait on each other): count,
 * check the captcha and the password, record. So a burst of parallel requests gets no more guesses
 * past the limits than the same requests one after another, and parallel logins never see each
 * other's unfinished attempts as failures. (The queues live in the process: the sandbox is one
 * process. Several processes on one PostgreSQL would each keep their own, and a burst spread over
 * them could overshoot a limit by up to one guess per process.) A refused attempt is not counted
 * (a 429 or a captcha request is not a guess).
 */

export type LoginKind = 'player' | 'admin';

/** Failures on one account from one address within the window, after which that pair is refused. */
export const GUESSES_MAX = 5;
/**
 * Failures from one address within the window after which that address is refused for accounts it
 * does not know. Far above what one person mistypes, and above the end-to-end suite's own wrong
 * logins from 127.0.0.1 (14 in a run: tests/admin.spec.ts and tests/login-balance-logout.spec.ts,
 * both projects).
 */
export const ADDRESS_MAX_FAILURES = 30;
/** Failures on one account from all addresses within the window, from which unknown addresses need a captcha. */
export const CAPTCHA_FROM_FAILURES = 20;
export const LOGIN_WINDOW_MS = 10 * 60 * 1000;
/**
 * Failure rows are kept this long (for the many-attempts mail's check, routes/account-access.ts:
 * the client's recovery status lasts an hour), then pruned.
 */
export const FAILURES_KEPT_MS = 60 * 60 * 1000;

export interface LoginAttempt {
  kind: LoginKind;
  /** The account's key: `playerAccount(userId)`, `adminAccount(id)`, or `unknownAccount(name typed)`. */
  account: string;
  /** The client's address (http/client-address.ts); 'unknown' when there is none. */
  ipAddress: string;
}

/**
 * What the attempt brings for the captcha step-up: the check of the answer it came with, none, or
 * (where the platform has no captcha, or the caller cannot show one) nothing it could bring.
 */
export type CaptchaProof = { answered: true; check: () => Promise<boolean> } | { answered: false } | 'unavailable';

export interface LoginRefusal {
  /** Which limit was reached: the pair, the address, or the account where no captcha can be asked. */
  limit: 'guesses' | 'address' | 'account';
  /** Seconds until a login may be tried again: until the oldest counted failure leaves the window. */
  retryAfterSeconds: number;
}

export type LoginOutcome =
  | { status: 'refused'; refusal: LoginRefusal }
  /** The account is under attack and this address unknown to it: a captcha must come with the attempt. */
  | { status: 'captcha'; problem: 'captcha_required' | 'captcha_wrong' }
  | { status: 'checked'; valid: boolean };

/** The attempt's proof from the platform's captcha (null: none) and the answer the login brought. */
export function captchaProof(captcha: { key: string; verifier: CaptchaVerifier } | null, answer: { token: string; answer: string } | undefined, now: Date): CaptchaProof {
  if (!captcha) return 'unavailable';
  if (!answer) return { answered: false };
  return { answered: true, check: () => captcha.verifier.verify(captcha.key, answer, now) };
}

export const playerAccount = (userId: number) => `id:${userId}`;
export const adminAccount = (adminId: number) => `id:${adminId}`;
export const unknownAccount = (name: string) => `name:${name.trim().toLowerCase()}`;

/**
 * Runs `checkPassword` for the attempt unless a limit is reached or a captcha is missing, and
 * records the outcome: a failure counts against the pair, the address and the account; a success
 * ends the pair's count and remembers the address for the account. The limits and the captcha are
 * checked before the password is looked at, so a throttled guesser learns nothing more.
 */
export function throttledLogin(db: Database, attempt: LoginAttempt, now: Date, captcha: CaptchaProof, checkPassword: () => Promise<boolean>): Promise<LoginOutcome> {
  const key = normalised(attempt);
  return serially(`address ${key.ipAddress}`, () =>
    serially(`${key.kind} ${key.account}`, async (): Promise<LoginOutcome> => {
      const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
      const known = await knownAddress(db, key);
      const [guesses, address] = await Promise.all([
        secondsUntilBelow(db, pairRows(key), GUESSES_MAX, since, now),
        known ? null : secondsUntilBelow(db, addressRows(key), ADDRESS_MAX_FAILURES, since, now),
      ]);
      if (guesses !== null || address !== null) {
        return { status: 'refused', refusal: { limit: address !== null ? 'address' : 'guesses', retryAfterSeconds: Math.max(guesses ?? 0, address ?? 0) } };
      }

      if (!known) {
        const attacked = await secondsUntilBelow(db, accountRows(key), CAPTCHA_FROM_FAILURES, since, now);
        if (attacked !== null) {
          if (captcha === 'unavailable') return { status: 'refused', refusal: { limit: 'account', retryAfterSeconds: attacked } };
          if (!captcha.answered) return { status: 'captcha', problem: 'captcha_required' };
          if (!(await captcha.check())) return { status: 'captcha', problem: 'captcha_wrong' };
        }
      }

      const valid = await checkPassword();
      if (valid) {
        await db.update(loginFailures).set({ clearedAt: now }).where(pairRows(key));
        await db
          .insert(loginAddresses)
          .values({ kind: key.kind, account: key.account, ipAddress: key.ipAddress, lastLoginAt: now })
          .onConflictDoUpdate({ target: [loginAddresses.kind, loginAddresses.account, loginAddresses.ipAddress], set: { lastLoginAt: now } });
      } else {
        await db.insert(loginFailures).values({ kind: key.kind, username: key.account, ipAddress: key.ipAddress, createdAt: now });
        // Rows that count for nothing any more go here, so the table does not grow without a cron.
        await db.delete(loginFailures).where(lte(loginFailures.createdAt, new Date(now.getTime() - FAILURES_KEPT_MS)));
      }
      return { status: 'checked', valid };
    }),
  );
}

/** Ends the count of failures on the account from the address: a reset link proved the owner there. */
export async function clearFailures(db: Database, attempt: LoginAttempt, now: Date): Promise<void> {
  await db.update(loginFailures).set({ clearedAt: now }).where(pairRows(normalised(attempt)));
}

/** Failures on the account from every address since `since` (at most `FAILURES_KEPT_MS` back). */
export async function accountFailuresSince(db: Database, kind: LoginKind, account: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ failures: count() })
    .from(loginFailures)
    .where(and(accountRows({ kind, account, ipAddress: '' }), gt(loginFailures.createdAt, since)));
  return row?.failures ?? 0;
}

/** The 429 for a refused attempt, in the contract's error shape, with Retry-After. */
export function tooManyAttempts(message: string, refusal: LoginRefusal): HttpError {
  return new HttpError(429, message, { code: 'too_many_attempts' }, { 'Retry-After': String(refusal.retryAfterSeconds) });
}

/**
 * The answer when the attempt must bring a captcha (`GET auth/captcha`, then `captcha: {token,
 * answer}` with the login), or brought a wrong one: a new challenge is needed either way.
 */
export function captchaNeeded(problem: 'captcha_required' | 'captcha_wrong'): HttpError {
  const message = problem === 'captcha_required' ? 'Please solve the security check to log in.' : 'The answer to the security check is not correct.';
  return new HttpError(422, message, { code: problem, errors: { captcha: [problem] } });
}

/** Null while fewer than `max` of the rows are within the window, else seconds until that is so again. */
async function secondsUntilBelow(db: Database, rows: SQL | undefined, max: number, since: Date, now: Date): Promise<number | null> {
  const recent = await db
    .select({ createdAt: loginFailures.createdAt })
    .from(loginFailures)
    // Bounded on both sides, so a clock set back (tests) does not count failures of its future.
    .where(and(rows, gt(loginFailures.createdAt, since), lte(loginFailures.createdAt, now)))
    .orderBy(desc(loginFailures.createdAt))
    .limit(max);
  if (recent.length < max) return null;
  // Free again once the oldest of the last `max` failures leaves the window.
  const freeAt = recent[max - 1]!.createdAt.getTime() + LOGIN_WINDOW_MS;
  return Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
}

async function knownAddress(db: Database, key: LoginAttempt): Promise<boolean> {
  const [row] = await db
    .select({ id: loginAddresses.id })
    .from(loginAddresses)
    .where(and(eq(loginAddresses.kind, key.kind), eq(loginAddresses.account, key.account), eq(loginAddresses.ipAddress, key.ipAddress)))
    .limit(1);
  return row !== undefined;
}

/** The tail of each key's queue; a key is forgotten once its queue is empty. */
const queues = new Map<string, Promise<unknown>>();

/** Runs `task` after every earlier task of the same key has settled. */
function serially<T>(key: string, task: () => Promise<T>): Promise<T> {
  const previous = queues.get(key) ?? Promise.resolve();
  const run = previous.then(task, task);
  const tail = run.catch(() => {});
  queues.set(key, tail);
  void tail.then(() => {
    if (queues.get(key) === tail) queues.delete(key);
  });
  return run;
}

/** Every failure on the account, from any address, cleared or not. */
function accountRows(key: LoginAttempt) {
  return and(eq(loginFailures.kind, key.kind), eq(loginFailures.username, key.account));
}

/** The failures on the account from the address that no success there has ended. */
function pairRows(key: LoginAttempt) {
  return and(accountRows(key), eq(loginFailures.ipAddress, key.ipAddress), isNull(loginFailures.clearedAt));
}

function addressRows(key: LoginAttempt) {
  return eq(loginFailures.ipAddress, key.ipAddress);
}

function normalised(attempt: LoginAttempt): LoginAttempt {
  return { kind: attempt.kind, account: attempt.account, ipAddress: addressKey(attempt.ipAddress) };
}
