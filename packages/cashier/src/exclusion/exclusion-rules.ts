import type { PlayerUpdate } from '@casino-sdk/core/contract/player';
import type { JurisdictionProfile } from '@casino-sdk/core/rules';

/** A number of days, or forever. */
export type ExclusionPeriod = number | 'forever';

/**
 * The periods on offer, shortest first (front-end spec §9 under the MGA profile: 1–7, 14, 30, 60,
 * 90, 180, 360 days; under UKGC the time-outs and at least six months), and forever.
 */
export function exclusionPeriods(profile: JurisdictionProfile): ExclusionPeriod[] {
  const days = [...new Set([...profile.exclusion.timeOutDays, ...profile.exclusion.selfExclusionDays])].sort((a, b) => a - b);
  return [...days, 'forever'];
}
/** Spec §4: a permanent exclusion ends on this day, which no one lives to see. */
export const FOREVER = '2999-12-31T00:00:00.000Z';
/** Spec §9. */
export const DEFAULT_EXCLUSION_REASON = 'Requested by user';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Spec §4: a temporary exclusion takes effect a day after the request, a permanent one 7 days after (the profile's delays). */
export function exclusionActivation(period: ExclusionPeriod, now: number, profile: JurisdictionProfile): number {
  return now + (period === 'forever' ? profile.permanentExclusionDelayMs : profile.temporaryExclusionDelayMs);
}

/** When the exclusion would end: `period` days after it takes effect, or forever. */
export function exclusionEnd(period: ExclusionPeriod, now: number, profile: JurisdictionProfile): string {
  return period === 'forever' ? FOREVER : new Date(exclusionActivation(period, now, profile) + period * DAY_MS).toISOString();
}

/** Spec §5: an end earlier than the current exclusion's needs a reason (reasonReq). */
export function needsReason(end: string, currentEnd: string | null): boolean {
  return currentEnd !== null && Date.parse(end) < Date.parse(currentEnd);
}

/** Spec §4 and §7: the `PUT me` of a self-exclusion request. */
export function exclusionRequest(period: ExclusionPeriod, reason: string, now: number, profile: JurisdictionProfile): PlayerUpdate {
  const permanent = period === 'forever';
  return {
    statistic: true,
    status_reason: reason.trim() || DEFAULT_EXCLUSION_REASON,
    status_expires_at: exclusionEnd(period, now, profile),
    ...(permanent ? { status_statistic: 'authorized', expires_at_forever: true } : { expires_at_forever: false }),
    activated_at: new Date(exclusionActivation(period, now, profile)).toISOString(),
  };
}
