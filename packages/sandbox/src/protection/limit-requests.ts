import { and, desc, eq, gt, lte } from 'drizzle-orm';
import type { PlayerUpdate, Statistic } from '@casino-sdk/core/contract';
import { depositPeriodFactor, jurisdictionProfile, type JurisdictionProfile } from '@casino-sdk/core/rules';
import type { Database } from '../db/database';
import { players, playerStatistics, skins } from '../db/schema';
import { HttpError } from '../http/errors';
import { writeAudit } from '../security/audit';
import { activateDueExclusions } from './exclusion-requests';

// Limit changes through PUT me (front-end spec §§4, 5, 7, 9; decision 0049): the server decides
// when a change applies, whatever `activated_at` the browser sends.

const COLUMNS = {
  max_daily_deposit: 'maxDailyDeposit',
  max_weekly_deposit: 'maxWeeklyDeposit',
  max_monthly_deposit: 'maxMonthlyDeposit',
  max_daily_bet: 'maxDailyBet',
  max_daily_loss: 'maxDailyLoss',
  max_daily_playing_time: 'maxDailyPlayingTime',
} as const;
export type LimitField = keyof typeof COLUMNS;
export const LIMIT_FIELDS = Object.keys(COLUMNS) as LimitField[];

/** Spec §9: digits only, at most 10. */
const MAX_LIMIT = 9_999_999_999;
/** A day's playing time cannot be longer than the day (and the column is a 32-bit integer). */
const MAX_PLAYING_MINUTES = 1440;
/** Spec §7: after a request on a limit, that limit takes no new one for a day. */
const REQUEST_LOCK_MS = 24 * 3_600_000;

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

type PlayerChanges = Partial<typeof players.$inferInsert>;

/** The player's column for a limit: money as numeric text, minutes as an integer. */
function limitColumn(field: LimitField, value: number | null): PlayerChanges {
  if (field === 'max_daily_playing_time') return { maxDailyPlayingTime: value };
  return { [COLUMNS[field]]: value === null ? null : String(value) } as PlayerChanges;
}

/** 0 or none is no limit. */
function bound(limit: number | null): number {
  return limit === null || limit === 0 ? Infinity : limit;
}

/**
 * The limits a PUT me asks for, checked: whole numbers of at most 10 digits. `periodFactor`: the
 * skin's weekly and monthly deposit limits per daily one (31, or 1 where they equal it).
 */
export function askedLimits(body: PlayerUpdate, periodFactor: number): Partial<Record<LimitField, number>> {
  const asked: Partial<Record<LimitField, number>> = {};
  const errors: Record<string, string[]> = {};
  for (const field of LIMIT_FIELDS) {
    const value = body[field];
    if (value === undefined) continue;
    const max = field === 'max_daily_playing_time' ? MAX_PLAYING_MINUTES : MAX_LIMIT;
    if (Number.isInteger(value) && value >= 0 && value <= max) asked[field] = value;
    else errors[field] = [field === 'max_daily_playing_time' ? 'A daily playing time is at most 1440 minutes.' : 'A limit is a whole number of at most 10 digits.'];
  }
  if (Object.keys(errors).length > 0) throw new HttpError(422, 'A limit is a whole number of at most 10 digits.', { code: 'validation_failed', errors });
  // The daily deposit limit carries the weekly and monthly ones unless they are asked for too.
  const daily = asked.max_daily_deposit;
  if (daily !== undefined) {
    asked.max_weekly_deposit ??= daily * periodFactor;
    asked.max_monthly_deposit ??= daily * periodFactor;
  }
  return asked;
}

/** The rules of the player's skin's jurisdiction. */
export async function playerProfile(tx: Pick<Database, 'select'>, playerId: number): Promise<JurisdictionProfile> {
  return (await playerSkinRules(tx, playerId)).profile;
}

/** The player's skin's jurisdiction profile and its weekly and monthly deposit limits per daily one. */
export async function playerSkinRules(db: Pick<Database, 'select'>, playerId: number): Promise<{ profile: JurisdictionProfile; periodFactor: number }> {
  const [skin] = await db
    .select({ jurisdiction: skins.jurisdiction, periods: skins.depositLimitPeriods })
    .from(players)
    .innerJoin(skins, eq(skins.id, players.skinId))
    .where(eq(players.id, playerId));
  return { profile: jurisdictionProfile(skin?.jurisdiction), periodFactor: depositPeriodFactor(skin?.periods) };
}

/**
 * Applies each asked limit: a tighter one (or a first one) at once; a looser one (higher, or removed)
 * becomes a pending request that activates after the profile's delay. A limit with a request in the
 * last 24 hours takes no other value (asking for the pending value again changes nothing).
 */
export async function requestLimits(tx: Tx, playerId: number, asked: Partial<Record<LimitField, number>>, now: Date, profile: JurisdictionProfile): Promise<void> {
  const [player] = await tx.select().from(players).where(eq(players.id, playerId));
  if (!player) throw new HttpError(401, 'Unauthenticated.');
  const recent = await tx
    .select()
    .from(playerStatistics)
    .where(and(eq(playerStatistics.playerId, playerId), eq(playerStatistics.type, 'limits'), gt(playerStatistics.createdAt, new Date(now.getTime() - REQUEST_LOCK_MS))));
  const locked: Record<string, string[]> = {};
  let apply: PlayerChanges = {};
  for (const field of LIMIT_FIELDS) {
    const next = asked[field];
    if (next === undefined) continue;
    const stored = player[COLUMNS[field]];
    const current = stored === null ? null : Number(stored);
    if (current === next || (current === null && next === 0)) continue;
    const request = recent.find((row) => row.field === field);
    if (request) {
      if ((request.response as Record<string, unknown>)[field] !== next) locked[field] = ['This limit had a request in the last 24 hours.'];
      continue;
    }
    if (bound(next) > bound(current)) {
      const activatesAt = new Date(now.getTime() + profile.limitIncreaseDelayMs);
      await tx.insert(playerStatistics).values({
        playerId,
        type: 'limits',
        field,
        status: 'pending',
        response: { [field]: next === 0 ? null : next },
        activatedAt: activatesAt,
        createdAt: now,
        updatedAt: now,
      });
      await writeAudit(tx, { playerId, action: 'limit_requested', detail: { field, from: current, to: next === 0 ? null : next, activates_at: activatesAt.toISOString() }, now });
    } else {
      apply = { ...apply, ...limitColumn(field, next === 0 ? null : next) };
      await writeAudit(tx, { playerId, action: 'limit_set', detail: { field, from: current, to: next === 0 ? null : next }, now });
    }
  }
  const fields = Object.keys(locked);
  if (fields.length > 0) throw new HttpError(422, locked[fields[0]!]![0]!, { code: 'limit_request_locked', errors: locked });
  if (Object.keys(apply).length > 0) await tx.update(players).set({ ...apply, updatedAt: now }).where(eq(players.id, playerId));
}

/** Puts the player's requests whose time has come in force (run before every answer about the player). */
export async function activateDueRequests(db: Database, playerId: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(playerStatistics)
      .where(and(eq(playerStatistics.playerId, playerId), eq(playerStatistics.type, 'limits'), eq(playerStatistics.status, 'pending'), lte(playerStatistics.activatedAt, now)))
      .orderBy(playerStatistics.activatedAt);
    for (const request of due) {
      const field = request.field as LimitField;
      if (!(field in COLUMNS)) continue;
      const value = (request.response as Record<string, number | null>)[field] ?? null;
      await tx.update(players).set({ ...limitColumn(field, value), updatedAt: now }).where(eq(players.id, playerId));
      await tx.update(playerStatistics).set({ status: 'activated', updatedAt: now }).where(eq(playerStatistics.id, request.id));
      await writeAudit(tx, { playerId, action: 'limit_activated', detail: { request_id: request.id, field, to: value }, now });
    }
    await activateDueExclusions(tx, playerId, now);
  });
}

/** GET me/statistics/last: the latest requests first; `to_activate` keeps those still pending. */
export async function listStatistics(db: Database, playerId: number, type: string | undefined, toActivate: boolean): Promise<Statistic[]> {
  const where = [eq(playerStatistics.playerId, playerId)];
  if (type !== undefined) where.push(eq(playerStatistics.type, type));
  if (toActivate) where.push(eq(playerStatistics.status, 'pending'));
  const rows = await db.select().from(playerStatistics).where(and(...where)).orderBy(desc(playerStatistics.createdAt), desc(playerStatistics.id)).limit(50);
  return rows.map((row) => ({
    id: row.id,
    field: row.field,
    type: row.type,
    status: row.status,
    activated_at: row.activatedAt.toISOString(),
    created_at: row.createdAt.toISOString(),
    response: row.response as Statistic['response'],
  }));
}

/** DELETE me/statistics/{id}: only the player's own, only while pending. */
export async function deleteStatistic(db: Database, playerId: number, id: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(playerStatistics)
      .where(and(eq(playerStatistics.id, id), eq(playerStatistics.playerId, playerId), eq(playerStatistics.status, 'pending')))
      .returning({ id: playerStatistics.id, type: playerStatistics.type, field: playerStatistics.field, response: playerStatistics.response });
    if (!deleted) throw new HttpError(404, 'No such pending request.', { code: 'not_found' });
    await writeAudit(tx, { playerId, action: 'request_deleted', detail: { request_id: deleted.id, type: deleted.type, field: deleted.field, asked: deleted.response }, now });
  });
}
