import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  attemptCookieValues,
  attemptLogin,
  blockMinutesLeft,
  LOGIN_ATTEMPTS_MS,
  NO_ATTEMPTS,
  readAttemptCookies,
  RECOVERY_STATUS_MS,
  type LoginAttempts,
} from './login-attempts';

/** Makes `times` attempts from `state`, one second apart; returns the decisions. */
function attempts(state: LoginAttempts, times: number, start = 0) {
  const decisions = [];
  let current = state;
  for (let i = 0; i < times; i += 1) {
    const decision = attemptLogin(current, start + i * 1000);
    decisions.push(decision);
    current = decision.next;
  }
  return decisions;
}

describe('login attempts', () => {
  it('sends the first four and blocks from the 5th; the 5th with no status sets sendRecovery for an hour', () => {
    const decisions = attempts(NO_ATTEMPTS, 6);
    expect(decisions.map((d) => d.blocked)).toEqual([false, false, false, false, true, true]);
    expect(decisions[4]!.next).toEqual({ count: 5, countEndsAt: 4000 + LOGIN_ATTEMPTS_MS, status: 'sendRecovery', statusEndsAt: 4000 + RECOVERY_STATUS_MS });
    expect(decisions.map((d) => d.call)).toEqual([null, null, null, null, null, null]);
    // The 6th changes nothing: the block ends 10 minutes after the 5th.
    expect(decisions[5]!.next).toEqual(decisions[4]!.next);
  });

  it('walks sendRecovery → pendingBan (recovery) → cleared (many-attempts mail) at each new 5th attempt', () => {
    const first = attempts(NO_ATTEMPTS, 5).at(-1)!;
    const later = LOGIN_ATTEMPTS_MS + 5000;
    const second = attempts(first.next, 5, later).at(-1)!;
    expect(second).toMatchObject({ blocked: true, call: 'password-recovery', next: { status: 'pendingBan', statusEndsAt: later + 4000 + RECOVERY_STATUS_MS } });
    const third = attempts(second.next, 5, 2 * later).at(-1)!;
    expect(third).toMatchObject({ blocked: true, call: 'many-attempts', next: { status: null, statusEndsAt: null, count: 5 } });
  });

  it('forgets the counter after 10 minutes and the status after an hour', () => {
    const blocked = attempts(NO_ATTEMPTS, 5).at(-1)!.next;
    expect(attemptLogin(blocked, 4000 + LOGIN_ATTEMPTS_MS - 1).blocked).toBe(true);
    expect(attemptLogin(blocked, 4000 + LOGIN_ATTEMPTS_MS)).toMatchObject({ blocked: false, next: { count: 1, status: 'sendRecovery' } });
    expect(attemptLogin(blocked, 4000 + RECOVERY_STATUS_MS).next).toMatchObject({ count: 1, status: null });
  });

  it('counts again from the last attempt (the cookie is written anew each time)', () => {
    const three = attempts(NO_ATTEMPTS, 3).at(-1)!.next;
    expect(three.countEndsAt).toBe(2000 + LOGIN_ATTEMPTS_MS);
  });

  it('tells the minutes left, rounded up, at least one', () => {
    const state: LoginAttempts = { count: 5, countEndsAt: LOGIN_ATTEMPTS_MS, status: null, statusEndsAt: null };
    expect(blockMinutesLeft(state, 0)).toBe(10);
    expect(blockMinutesLeft(state, 61_000)).toBe(9);
    expect(blockMinutesLeft(state, LOGIN_ATTEMPTS_MS - 1)).toBe(1);
  });

  it('reads back what it writes, and nothing from a foreign value', () => {
    const state: LoginAttempts = { count: 4, countEndsAt: 123, status: 'sendRecovery', statusEndsAt: 456 };
    const { counter, status } = attemptCookieValues(state);
    expect(readAttemptCookies(counter, status)).toEqual(state);
    expect(attemptCookieValues(NO_ATTEMPTS)).toEqual({ counter: null, status: null });
    expect(readAttemptCookies('lots', 'banned:1')).toEqual(NO_ATTEMPTS);
    expect(readAttemptCookies('-2:99', 'pendingBan:soon')).toEqual(NO_ATTEMPTS);
  });

  it('never lets more than four logins through within any 10 minutes, whatever the timing', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 15 * 60 * 1000 }), { maxLength: 40 }), (gaps) => {
        let state = NO_ATTEMPTS;
        let now = 0;
        const sent: number[] = [];
        for (const gap of gaps) {
          now += gap;
          const decision = attemptLogin(state, now);
          if (!decision.blocked) sent.push(now);
          // A call to the platform only ever comes with a block.
          if (decision.call) expect(decision.blocked).toBe(true);
          state = decision.next;
        }
        for (const start of sent) expect(sent.filter((at) => at >= start && at < start + LOGIN_ATTEMPTS_MS).length).toBeLessThanOrEqual(4);
      }),
    );
  });
});
