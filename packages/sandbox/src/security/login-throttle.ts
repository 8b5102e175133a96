import { isIP } from 'node:net';
import { and, desc, eq, gt, isNull, lte } from 'drizzle-orm';
import type { Database } from '../db/database';
import { loginFailures } from '../db/schema';
import { HttpError } from '../http/errors';

/**
 * One throttle for both logins, the player's (auth/login) and the admin's (auth/admin/login).
 *
 * - Account: after ACCOUNT_MAX_FAILURES failures for one name within the window, that name is
 *   refused, from every address, whether or not such an account exists (so the answer does not
 *   tell). The count follows the name, not the name and address: an attacker with many addresses
 *   (a botnet, an IPv6 block) would otherwise get five guesses per address, and a player whose
 *   account is under attack gets the same 429 whatever the client does (cookies, headers). The
 *   price is that anyone can keep a name out for ten minutes by failing five times; the admin is
 *   aligned with the players on purpose: admin mode is the most powerful login and its name is the
 *   best known, so it needs the guard against distributed guessing most.
 * - Address: after ADDRESS_MAX_FAILURES failures from one address within the window, across all
 *   names and both kinds, every login from that address is refused (credential stuffing: one guess
 *   each for many names). An IPv6 address counts by its /64, which one client usually holds whole.
 *
 * Attempts on one name, and attempts from one address, are checked one at a time (an in-process
 * queue per name and per address, address first, so two queues never wait on each other): count,
 * check the password, record. So a burst of parallel requests gets no more guesses past the limits
 * than the same requests one after another, and parallel logins never see each other's unfinished
 * attempts as failures. (The queues live in the process: the sandbox is one process. Several
 * processes on one PostgreSQL would each keep their own, and a burst spread over them could
 * overshoot a limit by up to one guess per process.) A refused attempt is not counted (a 429 is not a
 * guess); a successful login clears its name's failures for the account count, not for the address.
 */

export type LoginKind = 'player' | 'admin';

/** Failures for one name within the window after which that name is refused. */
export const ACCOUNT_MAX_FAILURES = 5;
/**
 * Failures from one address within the window after which that address is refused. Far above what
 * one person mistypes, and above the end-to-end suite's own wrong logins from 127.0.0.1 (14 in a
 * run: tests/admin.spec.ts and tests/login-balance-logout.spec.ts, both projects).
 */
export const ADDRESS_MAX_FAILURES = 30;
export const LOGIN_WINDOW_MS = 10 * 60 * 1000;

export interface LoginAttempt {
  kind: LoginKind;
  username: string;
  /** The client's address (http/client-address.ts); 'unknown' when there is none. */
  ipAddress: string;
}

export interface LoginRefusal {
  /** Which limit was reached; the address wins when both are. */
  limit: 'account' | 'address';
  /** Seconds until a login may be tried again: until the oldest counted failure leaves the window. */
  retryAfterSeconds: number;
}

export type LoginOutcome = { refusal: LoginRefusal } | { refusal: null; valid: boolean };

/**
 * Runs `checkPassword` for the attempt unless a limit is reached, and records the outcome: a failure
 * counts against the name and the address, a success clears the name's count. The limits are
 * checked before the password is looked at, so a throttled guesser learns nothing more.
 */
export function throttledLogin(db: Database, attempt: LoginAttempt, now: Date, checkPassword: () => Promise<boolean>): Promise<LoginOutcome> {
  const key = normalised(attempt);
  return serially(`address ${key.ipAddress}`, () =>
    serially(`${key.kind} ${key.username}`, async () => {
      const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
      const [account, address] = await Promise.all([
        secondsUntilBelow(db, accountRows(key), ACCOUNT_MAX_FAILURES, since, now),
        secondsUntilBelow(db, addressRows(key), ADDRESS_MAX_FAILURES, since, now),
      ]);
      if (account !== null || address !== null) {
        return { refusal: { limit: address !== null ? 'address' : 'account', retryAfterSeconds: Math.max(account ?? 0, address ?? 0) } };
      }

      const valid = await checkPassword();
      if (valid) {
        await db.update(loginFailures).set({ clearedAt: now }).where(accountRows(key));
      } else {
        await db.insert(loginFailures).values({ ...key, createdAt: now });
        // Rows that count for nothing any more go here, so the table does not grow without a cron.
        await db.delete(loginFailures).where(lte(loginFailures.createdAt, since));
      }
      return { refusal: null, valid };
    }),
  );
}

/** The 429 for a refused attempt, in the contract's error shape, with Retry-After. */
export function tooManyAttempts(message: string, refusal: LoginRefusal): HttpError {
  return new HttpError(429, message, { code: 'too_many_attempts' }, { 'Retry-After': String(refusal.retryAfterSeconds) });
}

/** Null while fewer than `max` of the rows are within the window, else seconds until that is so again. */
async function secondsUntilBelow(db: Database, rows: ReturnType<typeof accountRows>, max: number, since: Date, now: Date): Promise<number | null> {
  const recent = await db
    .select({ createdAt: loginFailures.createdAt })
    .from(loginFailures)
    .where(and(rows, gt(loginFailures.createdAt, since)))
    .orderBy(desc(loginFailures.createdAt))
    .limit(max);
  if (recent.length < max) return null;
  // Free again once the oldest of the last `max` failures leaves the window.
  const freeAt = recent[max - 1]!.createdAt.getTime() + LOGIN_WINDOW_MS;
  return Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
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

function accountRows(key: LoginAttempt) {
  return and(eq(loginFailures.kind, key.kind), eq(loginFailures.username, key.username), isNull(loginFailures.clearedAt));
}

function addressRows(key: LoginAttempt) {
  return eq(loginFailures.ipAddress, key.ipAddress);
}

function normalised(attempt: LoginAttempt): LoginAttempt {
  return { kind: attempt.kind, username: attempt.username.trim().toLowerCase(), ipAddress: addressKey(attempt.ipAddress) };
}

/**
 * The address as it is counted: IPv4 as it is (also when written as IPv4-mapped IPv6), IPv6 by its
 * first 64 bits, anything else ('unknown') as it is.
 */
export function addressKey(address: string): string {
  const trimmed = address.trim().toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(trimmed);
  if (mapped) return mapped[1]!;
  if (isIP(trimmed) !== 6) return trimmed;
  // An embedded IPv4 tail (64:ff9b::1.2.3.4) is the last two groups.
  const hex = trimmed.replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (_all, a: string, b: string, c: string, d: string) =>
    `${((Number(a) << 8) | Number(b)).toString(16)}:${((Number(c) << 8) | Number(d)).toString(16)}`,
  );
  const [head = '', tail] = hex.split('::');
  const groups = (part: string) => (part ? part.split(':') : []);
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const all = tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return `${all.slice(0, 4).map((group) => Number.parseInt(group, 16).toString(16)).join(':')}::/64`;
}
