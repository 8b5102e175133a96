import { and, eq, lte } from 'drizzle-orm';
import { exclusionForever } from '@casino-sdk/core/contract';
import type { JurisdictionProfile } from '@casino-sdk/core/rules';
import type { Database } from '../db/database';
import { players, playerStatistics } from '../db/schema';
import { HttpError } from '../http/errors';
import { writeAudit } from '../security/audit';

// Self-exclusion through PUT me (front-end spec §§4, 7, 9; decision 0049): a request that activates
// a day later (a permanent one 7 days later) and then holds the account until its end.

const DAY_MS = 86_400_000;
/** Spec §9. */
export const DEFAULT_EXCLUSION_REASON = 'Requested by user';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The self-exclusion fields of a parsed PUT me. */
export interface ExclusionAsk {
  statistic?: boolean;
  status_reason?: string;
  status_expires_at?: string;
  status_statistic?: string;
  expires_at_forever?: boolean;
}

/** Whether a PUT me asks for a self-exclusion. */
export function asksExclusion(body: ExclusionAsk): boolean {
  return body.statistic !== undefined || body.status_expires_at !== undefined || body.expires_at_forever !== undefined || body.status_statistic !== undefined;
}

function refuse(field: string, message: string, code = 'validation_failed'): never {
  throw new HttpError(422, message, { code, errors: { [field]: [message] } });
}

/**
 * Records the exclusion request. The end must not be before the minimum date (the current exclusion's
 * end, or today) unless a reason is given (`reasonReq`); under a profile with a shortest
 * self-exclusion, a period between its longest time-out and that minimum is refused.
 */
export async function requestExclusion(tx: Tx, playerId: number, body: ExclusionAsk, now: Date, profile: JurisdictionProfile): Promise<void> {
  const forever = body.expires_at_forever === true || body.status_expires_at?.startsWith(exclusionForever) === true;
  const end = forever ? new Date(`${exclusionForever}T00:00:00Z`) : new Date(body.status_expires_at ?? NaN);
  if (Number.isNaN(end.getTime())) refuse('status_expires_at', 'The exclusion needs an end date.');
  const activatesAt = new Date(now.getTime() + (forever ? profile.permanentExclusionDelayMs : profile.temporaryExclusionDelayMs));
  if (end <= activatesAt) refuse('status_expires_at', 'The exclusion must end after it begins.');

  const [player] = await tx.select({ statusExpiresAt: players.statusExpiresAt }).from(players).where(eq(players.id, playerId));
  if (!player) throw new HttpError(401, 'Unauthenticated.');
  const reason = body.status_reason?.trim() ?? '';
  if (player.statusExpiresAt && end < player.statusExpiresAt && reason === '') refuse('status_reason', 'reasonReq');

  const days = (end.getTime() - activatesAt.getTime()) / DAY_MS;
  const { timeOutDays, minSelfExclusionDays } = profile.exclusion;
  const longestTimeOut = Math.max(0, ...timeOutDays);
  if (!forever && days > longestTimeOut + 1 && days < minSelfExclusionDays) {
    refuse('status_expires_at', `A self-exclusion lasts at least ${minSelfExclusionDays} days; a time-out at most ${longestTimeOut}.`);
  }

  const [pending] = await tx
    .select({ id: playerStatistics.id })
    .from(playerStatistics)
    .where(and(eq(playerStatistics.playerId, playerId), eq(playerStatistics.type, 'exclusion'), eq(playerStatistics.status, 'pending')));
  if (pending) refuse('statistic', 'A self-exclusion request is already waiting.', 'exclusion_request_pending');

  await tx.insert(playerStatistics).values({
    playerId,
    type: 'exclusion',
    status: 'pending',
    response: { status_expires_at: end.toISOString(), status_reason: reason || DEFAULT_EXCLUSION_REASON, status_statistic: forever ? 'authorized' : null },
    activatedAt: activatesAt,
    createdAt: now,
    updatedAt: now,
  });
  await writeAudit(tx, { playerId, action: 'exclusion_requested', detail: { until: end.toISOString(), forever, activates_at: activatesAt.toISOString(), reason: reason || DEFAULT_EXCLUSION_REASON }, now });
  // A profile without a wait (UKGC) excludes at once: the answer to this PUT already says so.
  if (activatesAt <= now) await activateDueExclusions(tx, playerId, now);
}

/** Puts the player's exclusion requests whose time has come in force. */
export async function activateDueExclusions(tx: Tx, playerId: number, now: Date): Promise<void> {
  const due = await tx
    .select()
    .from(playerStatistics)
    .where(and(eq(playerStatistics.playerId, playerId), eq(playerStatistics.type, 'exclusion'), eq(playerStatistics.status, 'pending'), lte(playerStatistics.activatedAt, now)))
    .orderBy(playerStatistics.activatedAt);
  for (const request of due) {
    const response = request.response as { status_expires_at: string; status_reason: string };
    await tx.update(players).set({ statusExpiresAt: new Date(response.status_expires_at), statusReason: response.status_reason, updatedAt: now }).where(eq(players.id, playerId));
    await tx.update(playerStatistics).set({ status: 'activated', updatedAt: now }).where(eq(playerStatistics.id, request.id));
    await writeAudit(tx, { playerId, action: 'exclusion_activated', detail: { request_id: request.id, until: response.status_expires_at }, now });
  }
}
