import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { players } from '../db/schema';

/**
 * What the ledger says of one player's real-money wallet, all summed in SQL. `unexplained` is the
 * balance less the sum of the player's ledger rows: whatever the player started with outside the
 * ledger (a seeded balance). Any number of bets, wins, deposits or withdrawals, however concurrent,
 * must leave it where it was, no row below zero and no reference twice per type.
 */
export interface LedgerState {
  balance: string;
  unexplained: string;
  rows: number;
  negativeRows: number;
  duplicatedReferences: number;
}

export async function ledgerState(db: Database, playerId: number): Promise<LedgerState> {
  const mine = sql`FROM transactions t WHERE t.player_id = ${players.id}`;
  const [state] = await db
    .select({
      balance: players.balanceTotal,
      unexplained: sql<string>`(${players.balanceTotal} - coalesce((SELECT sum(t.amount) ${mine}), 0))::text`,
      rows: sql<number>`(SELECT count(*) ${mine})::int`,
      negativeRows: sql<number>`(SELECT count(*) ${mine} AND t.balance_after < 0)::int`,
      duplicatedReferences: sql<number>`(SELECT count(*) FROM (SELECT 1 ${mine} AND t.reference IS NOT NULL GROUP BY t.type_id, t.reference HAVING count(*) > 1) d)::int`,
    })
    .from(players)
    .where(eq(players.id, playerId));
  if (!state) throw new Error(`No player ${playerId}.`);
  return state;
}
