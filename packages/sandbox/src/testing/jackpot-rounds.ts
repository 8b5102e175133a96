import { eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { games, jackpotEntries, jackpotPools, players } from '../db/schema';
import { openLaunch, type Launch } from '../play/launches';
import { REELS, ROWS } from '../provider/demo-slots/slot-maths';
import { seededDraws, type RoundDraws } from '../provider/demo-slots/slot-random';

/** Seeded reels, and a jackpot draw that wins the jackpot in the rounds `wins` says. */
export function drawsWithJackpot(wins: (round: number) => boolean): RoundDraws {
  const reels = seededDraws(24);
  return (round) => {
    const random = reels(round);
    let drawn = 0;
    return () => (drawn++ < REELS * ROWS ? random() : wins(round) ? 0 : 0.99);
  };
}

/** The first game of the Jackpots section, and the first game of no jackpot. */
export async function jackpotAndPlainGame(db: Database) {
  const [jackpotGame] = await db.select().from(games).where(isNotNull(games.jackpotId)).orderBy(games.id).limit(1);
  const [plainGame] = await db.select().from(games).where(sql`${games.jackpotId} is null and not ${games.isLive}`).orderBy(games.id).limit(1);
  return { jackpotGame: jackpotGame!, plainGame: plainGame! };
}

/** A real (or demo) launch of a game outside a login session, as the round tests play them. */
export async function launchOf(db: Database, game: typeof games.$inferSelect, player: { id: number; currencyId: number } | null, now: Date, campaignId: number | null = null): Promise<Launch> {
  const launch = {
    playerId: player?.id ?? null, loginSessionId: null, gameId: game.id, currencyId: player?.currencyId ?? 1, isDemo: player === null, campaignId,
    demoBalance: player === null ? '1000.00' : null,
  };
  const { id } = await openLaunch(db, { ...launch, now });
  return { ...launch, id, gameName: game.name, providerId: game.providerId, rounds: 0 };
}

export async function playerNamed(db: Database, name: string) {
  const [player] = await db.select().from(players).where(eq(players.name, name));
  return player!;
}

/**
 * A pool as its row says and as its entries sum up, in SQL; `payouts` counts its wins paid.
 */
export async function poolState(db: Database, jackpotId: number, currencyId: number) {
  const [state] = await db
    .select({
      id: jackpotPools.id,
      amount: jackpotPools.amount,
      seedAmount: jackpotPools.seedAmount,
      entries: sql<string>`(select coalesce(sum(e.amount), 0) from ${jackpotEntries} e where e.pool_id = jackpot_pools.id)::text`,
      paidOut: sql<string>`(select coalesce(-sum(e.amount), 0) from ${jackpotEntries} e where e.pool_id = jackpot_pools.id and e.kind = 'payout')::text`,
      payouts: sql<number>`(select count(*) from ${jackpotEntries} e where e.pool_id = jackpot_pools.id and e.kind = 'payout')::int`,
    })
    .from(jackpotPools)
    .where(sql`${jackpotPools.jackpotId} = ${jackpotId} and ${jackpotPools.currencyId} = ${currencyId}`);
  return state!;
}
