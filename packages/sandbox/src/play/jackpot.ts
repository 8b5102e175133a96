import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { games, jackpotEntries, jackpotPools } from '../db/schema';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The share of a real bet that feeds the jackpot, rounded down to the cent (a 0.10 bet adds nothing). */
export const CONTRIBUTION_RATE = '0.01';

/** The chance a real round of a jackpot game wins the pool: a number the round draws below it. */
export const JACKPOT_CHANCE = 1 / 20_000;

export interface JackpotRound {
  gameId: number;
  currencyId: number;
  playerId: number;
  gameSessionId: number;
  round: number;
  /** The real-money bet, as fixed two-decimal text. */
  bet: string;
  /** The round's draw for the jackpot, in [0, 1). */
  draw: number;
  now: Date;
}

/**
 * Books a real round of a jackpot game in its pool, inside the round's transaction: the bet's share
 * goes in, and when the round's draw falls under the chance the round wins the whole pool, which
 * goes back to its seed. The first update locks the pool row until the round commits, so a
 * concurrent winner waits and then wins what is there after (the seed and later shares): nothing is
 * paid twice. Returns the jackpot won, or null (no win, or not a jackpot game in this currency).
 */
export async function playJackpot(tx: Tx, round: JackpotRound): Promise<{ amount: string } | null> {
  const share = sql`trunc(${round.bet}::numeric * ${CONTRIBUTION_RATE}::numeric, 2)`;
  const [pool] = await tx
    .update(jackpotPools)
    .set({ amount: sql`${jackpotPools.amount} + ${share}` })
    .from(games)
    .where(sql`${games.id} = ${round.gameId} and ${jackpotPools.jackpotId} = ${games.jackpotId} and ${jackpotPools.currencyId} = ${round.currencyId}`)
    .returning({ id: jackpotPools.id, amount: jackpotPools.amount, seedAmount: jackpotPools.seedAmount, share: sql<string>`${share}::text` });
  if (!pool) return null;

  const entry = { poolId: pool.id, playerId: round.playerId, gameSessionId: round.gameSessionId, round: round.round, createdAt: round.now };
  if (Number(pool.share) > 0) await tx.insert(jackpotEntries).values({ ...entry, kind: 'contribution', amount: pool.share });
  if (round.draw >= JACKPOT_CHANCE) return null;

  await tx.update(jackpotPools).set({ amount: pool.seedAmount }).where(eq(jackpotPools.id, pool.id));
  await tx.insert(jackpotEntries).values([
    { ...entry, kind: 'payout', amount: sql`-${pool.amount}::numeric` },
    { ...entry, kind: 'seed', amount: pool.seedAmount },
  ]);
  return { amount: pool.amount };
}
