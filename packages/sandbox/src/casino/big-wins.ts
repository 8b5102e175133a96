import { and, desc, eq, gte, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { winnersLimit, type BigWin } from '@casino-sdk/core/contract';
import type { Database } from '../db/database';
import { currencies, games, players, transactions, users } from '../db/schema';
import { answerUrl } from '../http/answer-url';
import { TRANSACTION_TYPE } from '../seed/transaction-types';

/**
 * The sandbox's rule of a big win (decision 0059): a real-money casino win of at least this many
 * times its round's bet, worth at least `BIG_WIN_MIN_EUR` at the currency's rate, in the last
 * `BIG_WIN_DAYS` days by the sandbox clock.
 */
export const BIG_WIN_MULTIPLIER = 10;
export const BIG_WIN_MIN_EUR = 10;
export const BIG_WIN_DAYS = 30;
/** How long one answer is served before the ledger is read again, by the asking request's clock. */
export const WINNERS_FRESH_MS = 5_000;

const DAY_MS = 86_400_000;
const bets = alias(transactions, 'bets');

/**
 * A nickname as the feed shows it: first and last character around three stars (`j***n`); a
 * name of fewer than four characters keeps only its first. Stars and spaces are never taken, so
 * the shape always matches the contract's `maskedNickname`.
 */
export function maskNickname(username: string): string {
  const characters = Array.from(username).filter((character) => character !== '*' && character.trim() !== '');
  const first = characters[0] ?? '?';
  return characters.length < 4 ? `${first}***` : `${first}***${characters.at(-1)}`;
}

/**
 * The skin's latest big wins, newest first, at most `winnersLimit`: each win row of the ledger
 * (type 5: real money; bonus wins are type 8 and demo rounds never reach the ledger) against the
 * bet of its round (the same player and reference, booked at most a minute before).
 */
export async function loadBigWins(db: Database, skinId: number, now: Date, origin: string): Promise<BigWin[]> {
  const rows = await db
    .select({
      username: users.username,
      gameId: games.id,
      providerId: games.providerId,
      gameName: games.name,
      image: games.image,
      amount: transactions.amount,
      code: currencies.code,
      symbol: currencies.symbol,
      createdAt: transactions.createdAt,
    })
    .from(transactions)
    .innerJoin(
      bets,
      and(
        eq(bets.playerId, transactions.playerId),
        // A round books its bet and win together (seconds apart in the seed): the player's index finds it.
        sql`${bets.createdAt} between ${transactions.createdAt} - interval '1 minute' and ${transactions.createdAt}`,
        eq(bets.reference, transactions.reference),
        eq(bets.typeId, TRANSACTION_TYPE.casinoBet),
      ),
    )
    .innerJoin(players, eq(players.id, transactions.playerId))
    .innerJoin(users, eq(users.id, players.userId))
    .innerJoin(games, eq(games.id, transactions.gameId))
    .innerJoin(currencies, eq(currencies.id, transactions.currencyId))
    .where(
      and(
        eq(transactions.typeId, TRANSACTION_TYPE.casinoWin),
        eq(transactions.status, 'success'),
        gte(transactions.createdAt, new Date(now.getTime() - BIG_WIN_DAYS * DAY_MS)),
        lte(transactions.createdAt, now),
        eq(players.skinId, skinId),
        eq(games.isEnabled, true),
        sql`${transactions.amount} >= -${bets.amount} * ${BIG_WIN_MULTIPLIER}::numeric`,
        sql`${transactions.amount} >= ${currencies.rate} * ${BIG_WIN_MIN_EUR}::numeric`,
      ),
    )
    .orderBy(desc(transactions.createdAt), desc(transactions.id))
    .limit(winnersLimit);
  return rows.map((row) => ({
    nickname: maskNickname(row.username),
    game: { id: row.gameId, provider_id: row.providerId, name: row.gameName, image: answerUrl(row.image, origin) },
    amount: Number(row.amount),
    currency: { code: row.code, symbol: row.symbol },
    created_at: row.createdAt.toISOString(),
  }));
}
