import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { gameSessions, players } from '../db/schema';
import { AWAITING_REALITY_CHECK, refuseForRealityCheck } from './launch-guard';

/**
 * The reality check, held by the server: once the player's `reality_minutes` of real play have
 * passed without a reality check answered with Continue, real rounds and real launches are refused
 * with `awaiting_reality_check` and the player's `status_reason` says so, until
 * POST me/mga/realityCheck `{ minutes: 0 }` answers it. It is the player's, not a login session's:
 * logging in again or playing in a second session starts no fresh interval, and an answer in any
 * session counts for all. The game frame's mgaCounter asks the player before then; this holds for
 * a client that does not.
 */

/**
 * Seconds of the player's real play since their last answered reality check (from their first
 * real launch if they never answered): the time any of their real launches was open (a launch ends
 * at the session's next launch, stop-game or logout), launches open at the same time counted once.
 */
export async function realPlaySeconds(db: Pick<Database, 'select'>, playerId: number, now: Date): Promise<number> {
  const [player] = await db.select({ checkedAt: players.realityCheckedAt }).from(players).where(eq(players.id, playerId));
  const since = sql`${(player?.checkedAt ?? new Date(0)).toISOString()}::timestamptz`;
  const until = sql`coalesce(${gameSessions.endedAt}, ${now.toISOString()}::timestamptz)`;
  const open = db
    .select({ id: gameSessions.id, start: sql<Date>`greatest(${gameSessions.startedAt}, ${since})`.as('start'), stop: sql<Date>`${until}`.as('stop') })
    .from(gameSessions)
    .where(and(eq(gameSessions.playerId, playerId), eq(gameSessions.isDemo, false), sql`${until} > ${since}`))
    .as('open');
  // In order of start, each launch adds only what lies past every earlier launch's end: the union.
  const added = db
    .select({
      start: open.start,
      stop: open.stop,
      covered: sql<Date | null>`max(${open.stop}) over (order by ${open.start}, ${open.id} rows between unbounded preceding and 1 preceding)`.as('covered'),
    })
    .from(open)
    .as('added');
  const [played] = await db
    .select({ seconds: sql<string>`coalesce(sum(greatest(0, extract(epoch from (${added.stop} - greatest(${added.start}, coalesce(${added.covered}, ${added.start})))))), 0)` })
    .from(added);
  return Number(played?.seconds ?? 0);
}

/**
 * Throws the refusal once the interval has passed without an answered check, after marking the
 * player `awaiting_reality_check` (in its own statement: the refusal must not roll it back).
 */
export async function holdForRealityCheck(db: Database, playerId: number | null, now: Date): Promise<void> {
  if (playerId === null) return;
  const [player] = await db.select({ minutes: players.realityMinutes }).from(players).where(eq(players.id, playerId));
  if (!player || (await realPlaySeconds(db, playerId, now)) < player.minutes * 60) return;
  await db
    .update(players)
    .set({ statusReason: AWAITING_REALITY_CHECK, updatedAt: now })
    // Another reason the account carries (an exclusion's) is not overwritten.
    .where(and(eq(players.id, playerId), isNull(players.statusReason)));
  throw refuseForRealityCheck();
}

/** Continue on a reality check, in any of the player's sessions: play counts from now, and the waiting status is lifted. */
export async function answerRealityCheck(db: Database, playerId: number, now: Date): Promise<void> {
  await db
    .update(players)
    .set({
      realityCheckedAt: now,
      statusReason: sql`case when ${players.statusReason} = ${AWAITING_REALITY_CHECK} then null else ${players.statusReason} end`,
      updatedAt: now,
    })
    .where(eq(players.id, playerId));
}
