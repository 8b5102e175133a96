import type { PlayerUpdate } from '@casino-sdk/core/contract/player';

/** Front-end spec §9: the self-exclusion periods in days, and forever. */
export const EXCLUSION_PERIOD_DAYS = [1, 2, 3, 4, 5, 6, 7, 14, 30, 60, 90, 180, 360] as const;
export type ExclusionPeriod = (typeof EXCLUSION_PERIOD_DAYS)[number] | 'forever';
/** Spec §4: a permanent exclusion ends on this day, which no one lives to see. */
export const FOREVER = '2999-12-31T00:00:00.000Z';
/** Spec §9. */
export const DEFAULT_EXCLUSION_REASON = 'Requested by user';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Spec §4: a temporary exclusion takes effect a day after the request, a permanent one 7 days after. */
export function exclusionActivation(period: ExclusionPeriod, now: number): number {
  return now + (period === 'forever' ? 7 : 1) * DAY_MS;
}

/** When the exclusion would end: `period` days after it takes effect, or forever. */
export function exclusionEnd(period: ExclusionPeriod, now: number): string {
  return period === 'forever' ? FOREVER : new Date(exclusionActivation(period, now) + period * DAY_MS).toISOString();
}

/** Spec §5: an end earlier than the current exclusion's needs a reason (reasonReq). */
export function needsReason(end: string, currentEnd: string | null): boolean {
  return currentEnd !== null && Date.parse(end) < Date.parse(currentEnd);
}

/** Spec §4 and §7: the `PUT me` of a self-exclusion request. */
export function exclusionRequest(period: ExclusionPeriod, reason: string, now: number): PlayerUpdate {
  const permanent = period === 'forever';
  return {
    statistic: true,
    status_reason: reason.trim() || DEFAULT_EXCLUSION_REASON,
    status_expires_at: exclusionEnd(period, now),
    ...(permanent ? { status_statistic: 'authorized', expires_at_forever: true } : { expires_at_forever: false }),
    activated_at: new Date(exclusionActivation(period, now)).toISOString(),
  };
}
