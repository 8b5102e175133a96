import { and, eq, inArray, sql } from 'drizzle-orm';
import type * as z from 'zod/mini';
import type { api } from '@casino-sdk/core/contract';
import type { Database } from '../db/database';
import { currencies, gameSessions, players, sessions, transactions } from '../db/schema';
import { notFound } from '../http/errors';
import { TRANSACTION_TYPE } from '../seed/transaction-types';

export type PlaySessionBody = z.input<typeof api.casino.playSession.response>;

const BETS = [TRANSACTION_TYPE.casinoBet, TRANSACTION_TYPE.casinoBonusBet];
const WINS = [TRANSACTION_TYPE.casinoWin, TRANSACTION_TYPE.casinoBonusWin];

/**
 * The login session's play for the reality check: since the player logged in, over every game
 * launched with this session, real and bonus money together, straight from the ledger.
 */
export async function playSessionSummary(db: Database, playerId: number, loginSessionId: number, now: Date): Promise<PlaySessionBody> {
  const [session] = await db
    .select({ startedAt: sessions.createdAt, code: currencies.code, symbol: currencies.symbol, currencyId: currencies.id })
    .from(sessions)
    .innerJoin(players, eq(players.id, sessions.playerId))
    .innerJoin(currencies, eq(currencies.id, players.currencyId))
    .where(and(eq(sessions.id, loginSessionId), eq(sessions.playerId, playerId)));
  if (!session) throw notFound('Session not found.');

  const money = sql`${transactions.amount} + ${transactions.bonusAmount}`;
  const [sums] = await db
    .select({
      bets: sql<string>`coalesce(-sum(${money}) filter (where ${inArray(transactions.typeId, BETS)}), 0)`,
      wins: sql<string>`coalesce(sum(${money}) filter (where ${inArray(transactions.typeId, WINS)}), 0)`,
      rounds: sql<number>`(count(*) filter (where ${inArray(transactions.typeId, BETS)}))::int`,
    })
    .from(transactions)
    .innerJoin(gameSessions, eq(gameSessions.id, transactions.gameSessionId))
    .where(and(eq(gameSessions.loginSessionId, loginSessionId), eq(transactions.playerId, playerId)));
  const bets = Number(sums?.bets ?? 0);
  const wins = Number(sums?.wins ?? 0);
  return {
    started_at: session.startedAt.toISOString(),
    seconds: Math.max(0, Math.floor((now.getTime() - session.startedAt.getTime()) / 1000)),
    rounds: sums?.rounds ?? 0,
    bets,
    wins,
    net: Math.round((wins - bets) * 100) / 100,
    currency: { id: session.currencyId, code: session.code, symbol: session.symbol },
  };
}
