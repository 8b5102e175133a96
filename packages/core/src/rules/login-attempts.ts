/**
 * The spec's login attempts (§4, §9): a cookie counts attempts for 10 minutes and blocks the login
 * from the 5th; a recovery status (1 hour) walks sendRecovery → pendingBan → many-attempts mail,
 * one step each time a player reaches the 5th attempt again.
 *
 * The cookies carry their own end time (`value:endMs`) besides their Max-Age, so the rules read
 * the page's clock: tests and `page.clock` move it, the browser's cookie clock they cannot.
 */

export const LOGIN_ATTEMPTS_BLOCK_FROM = 5;
export const LOGIN_ATTEMPTS_MS = 10 * 60 * 1000;
export const RECOVERY_STATUS_MS = 60 * 60 * 1000;

export type RecoveryStatus = 'sendRecovery' | 'pendingBan';

export interface LoginAttempts {
  count: number;
  /** When the counter's cookie ends; null with no counter. */
  countEndsAt: number | null;
  status: RecoveryStatus | null;
  statusEndsAt: number | null;
}

export const NO_ATTEMPTS: LoginAttempts = { count: 0, countEndsAt: null, status: null, statusEndsAt: null };

/** What the 5th attempt asks the platform for besides the block. */
export type AttemptCall = 'password-recovery' | 'many-attempts' | null;

export interface AttemptDecision {
  /** The state to write back. */
  next: LoginAttempts;
  /** The login is not sent: the too-many-attempts dialog shows instead. */
  blocked: boolean;
  call: AttemptCall;
}

/** Expired parts read as absent. */
export function currentAttempts(saved: LoginAttempts, now: number): LoginAttempts {
  const counting = saved.countEndsAt !== null && saved.countEndsAt > now;
  const pending = saved.status !== null && saved.statusEndsAt !== null && saved.statusEndsAt > now;
  return {
    count: counting ? saved.count : 0,
    countEndsAt: counting ? saved.countEndsAt : null,
    status: pending ? saved.status : null,
    statusEndsAt: pending ? saved.statusEndsAt : null,
  };
}

/**
 * One more login attempt. Up to the 4th it is counted (the counter's 10 minutes start again) and
 * sent. The 5th is blocked and moves the recovery status one step; later ones, while the counter
 * lasts, are blocked and change nothing, so the block ends 10 minutes after the 5th.
 */
export function attemptLogin(saved: LoginAttempts, now: number): AttemptDecision {
  const state = currentAttempts(saved, now);
  if (state.count >= LOGIN_ATTEMPTS_BLOCK_FROM) return { next: state, blocked: true, call: null };
  const count = state.count + 1;
  const counted = { ...state, count, countEndsAt: now + LOGIN_ATTEMPTS_MS };
  if (count < LOGIN_ATTEMPTS_BLOCK_FROM) return { next: counted, blocked: false, call: null };
  const statusEndsAt = now + RECOVERY_STATUS_MS;
  switch (state.status) {
    case null:
      return { next: { ...counted, status: 'sendRecovery', statusEndsAt }, blocked: true, call: null };
    case 'sendRecovery':
      return { next: { ...counted, status: 'pendingBan', statusEndsAt }, blocked: true, call: 'password-recovery' };
    case 'pendingBan':
      return { next: { ...counted, status: null, statusEndsAt: null }, blocked: true, call: 'many-attempts' };
  }
}

/** Whole minutes until the counter ends (at least 1), for the dialog's "try again in N minutes". */
export function blockMinutesLeft(state: LoginAttempts, now: number): number {
  const left = state.countEndsAt === null ? LOGIN_ATTEMPTS_MS : state.countEndsAt - now;
  return Math.max(1, Math.ceil(left / 60_000));
}

/** `count:endMs` and `status:endMs`, the two cookies' values; anything else reads as nothing. */
export function readAttemptCookies(counter: string | null, status: string | null): LoginAttempts {
  const [countText, countEnd] = (counter ?? '').split(':');
  const [statusText, statusEnd] = (status ?? '').split(':');
  const count = Number(countText);
  const countEndsAt = Number(countEnd);
  const statusEndsAt = Number(statusEnd);
  const validCount = Number.isInteger(count) && count > 0 && Number.isFinite(countEndsAt);
  const validStatus = (statusText === 'sendRecovery' || statusText === 'pendingBan') && Number.isFinite(statusEndsAt);
  return {
    count: validCount ? count : 0,
    countEndsAt: validCount ? countEndsAt : null,
    status: validStatus ? statusText : null,
    statusEndsAt: validStatus ? statusEndsAt : null,
  };
}

export function attemptCookieValues(state: LoginAttempts): { counter: string | null; status: string | null } {
  return {
    counter: state.countEndsAt === null || state.count === 0 ? null : `${state.count}:${state.countEndsAt}`,
    status: state.status === null || state.statusEndsAt === null ? null : `${state.status}:${state.statusEndsAt}`,
  };
}
