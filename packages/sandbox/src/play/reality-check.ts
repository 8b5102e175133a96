import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { gameSessions, players, sessions } from '../db/schema';
import { AWAITING_REALITY_CHECK, refuseForRealityCheck } from './launch-guard';

/**
 * The reality check, held by the server: once the player's `reality_minutes` of real play have
 * passed in a login session without a reality check answered with Continue, real rounds and real
 * launches are refused with `awaiting_reality_check` and the player's `status_reason` says so,
 * until POST me/mga/realityCheck `{ minutes: 0 }` answers it. The game frame's mgaCounter asks
 * the player before then; this holds for a client that does not.
 */

/**
 * Seconds of real play in the login session since its last answered reality check: the time its
 * real launches were open (a launch ends at the next launch, stop-game or logout).
 */
export async function realPlaySeconds(db: Pick<Database, 'select'>, loginSessionId: number, now: Date): Promise<number> {
  const [session] = await db.select({ checkedAt: sessions.realityCheckedAt }).from(sessions).where(eq(sessions.id, loginSessionId));
  const since = (session?.checkedAt ?? new Date(0)).toISOString();
  const until = sql`coalesce(${gameSessions.endedAt}, ${now.toISOString()}::timestamptz)`;
  const [played] = await db
    .select({ seconds: sql<string>`coalesce(sum(extract(epoch from (${until} - greatest(${gameSessions.startedAt}, ${since}::timestamptz)))), 0)` })
    .from(gameSessions)
    .where(and(eq(gameSessions.loginSessionId, loginSessionId), eq(gameSessions.isDemo, false), sql`${until} > ${since}::timestamptz`));
  return Number(played?.seconds ?? 0);
}

/**
 * Throws the refusal once the interval has passed without an answered check, after marking the
 * player `awaiting_reality_check` (in its own statement: the refusal must not roll it back).
 */
export async function holdForRealityCheck(db: Database, launch: { playerId: number | null; loginSessionId: number | null }, now: Date): Promise<void> {
  if (launch.playerId === null || launch.loginSessionId === null) return;
  const [player] = await db.select({ minutes: players.realityMinutes }).from(players).where(eq(players.id, launch.playerId));
  if (!player || (await realPlaySeconds(db, launch.loginSessionId, now)) < player.minutes * 60) return;
  await db
    .update(players)
    .set({ statusReason: AWAITING_REALITY_CHECK, updatedAt: now })
    // Another reason the account carries (an exclusion's) is not overwritten.
    .where(and(eq(players.id, launch.playerId), isNull(players.statusReason)));
  throw refuseForRealityCheck();
}

/** Continue on a reality check: play counts from now, and the waiting status is lifted. */
export async function answerRealityCheck(db: Database, playerId: number, loginSessionId: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(sessions).set({ realityCheckedAt: now }).where(and(eq(sessions.id, loginSessionId), eq(sessions.playerId, playerId)));
    await tx
      .update(players)
      .set({ statusReason: null, updatedAt: now })
      .where(and(eq(players.id, playerId), eq(players.statusReason, AWAITING_REALITY_CHECK)));
  });
}
