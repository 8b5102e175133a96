import type { Statistic } from '@casino-sdk/core/contract/statistic';
import { depositPeriodFactor, isLimitText, type DepositLimitPeriods } from '@casino-sdk/core/rules';

/** The limits a player sets (front-end spec §3, §7): three deposit limits, then the day's bets, losses and minutes. */
export const LIMIT_FIELDS = ['max_daily_deposit', 'max_weekly_deposit', 'max_monthly_deposit', 'max_daily_bet', 'max_daily_loss', 'max_daily_playing_time'] as const;
export type LimitField = (typeof LIMIT_FIELDS)[number];

/** Spec §4: raising a non-zero limit waits about a day; one request a day. */
export const LIMIT_DELAY_MS = 24 * 60 * 60 * 1000;

/** A day's playing time cannot be longer than the day. */
export const MAX_PLAYING_MINUTES = 1440;

export function limitInputProblem(text: string): string | null {
  return text === '' || isLimitText(text) ? null : 'cashier.limitDigits';
}

export function playingTimeProblem(text: string): string | null {
  return /^\d+$/.test(text) && Number(text) > MAX_PLAYING_MINUTES ? 'cashier.playingTimeMax' : null;
}

/** What the daily deposit limit's new value writes into the weekly and monthly ones, by the skin's setting (31 times it, or equal). */
export function periodDepositLimits(daily: string, periods: DepositLimitPeriods | undefined): { max_weekly_deposit: string; max_monthly_deposit: string } {
  const value = /^\d+$/.test(daily) ? String(BigInt(daily) * BigInt(depositPeriodFactor(periods))) : '';
  return { max_weekly_deposit: value, max_monthly_deposit: value };
}

/**
 * When a change takes effect (spec §4): lowering, or setting a limit where there was none, at once;
 * raising a limit, or removing it (0 or empty is no limit), a day later.
 */
export function limitActivation(current: number | null, next: number | null, now: number): number {
  const had = current !== null && current > 0;
  const loosens = had && (next === null || next <= 0 || next > current);
  return loosens ? now + LIMIT_DELAY_MS : now;
}

/** Spec §4: after a request, the next one waits a day; when that is (a time stamp), or null. */
export function nextRequestAt(requests: readonly Statistic[], now: number): number | null {
  const latest = Math.max(...requests.map((request) => Date.parse(request.created_at ?? '')).filter(Number.isFinite), Number.NEGATIVE_INFINITY);
  return latest + LIMIT_DELAY_MS > now ? latest + LIMIT_DELAY_MS : null;
}
