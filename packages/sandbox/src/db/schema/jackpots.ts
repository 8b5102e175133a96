import { check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, money } from './columns';
import { gameSessions, jackpots } from './casino';
import { players } from './players';
import { currencies } from './skins';

// The progressive jackpots' money: one pool per jackpot and currency, and every change of it.

/**
 * A jackpot's pool in one currency. `amount` is the sum of the pool's entries: it changes only in
 * the transaction that writes the entry, and that update is the lock concurrent rounds queue on.
 */
export const jackpotPools = pgTable('jackpot_pools', {
  id: serial('id').primaryKey(),
  jackpotId: integer('jackpot_id').notNull().references(() => jackpots.id),
  currencyId: integer('currency_id').notNull().references(() => currencies.id),
  /** What the operator puts in at the start and again after every win. */
  seedAmount: money('seed_amount').notNull(),
  amount: money('amount').notNull(),
}, (t) => [uniqueIndex('jackpot_pools_jackpot_currency_idx').on(t.jackpotId, t.currencyId), check('jackpot_pools_amount_check', sql`${t.amount} >= 0`)]);

export const JACKPOT_ENTRY_KINDS = ['seed', 'contribution', 'payout'] as const;
export type JackpotEntryKind = (typeof JACKPOT_ENTRY_KINDS)[number];

/**
 * Every change of a pool, signed: the operator's seed, a round's contribution (a share of its real
 * bet), a win paid out (negative). A round's entries name its launch and round.
 */
export const jackpotEntries = pgTable('jackpot_entries', {
  id: serial('id').primaryKey(),
  poolId: integer('pool_id').notNull().references(() => jackpotPools.id),
  kind: text('kind', { enum: JACKPOT_ENTRY_KINDS }).notNull(),
  amount: money('amount').notNull(),
  playerId: integer('player_id').references(() => players.id),
  gameSessionId: integer('game_session_id').references(() => gameSessions.id),
  round: integer('round'),
  createdAt: createdAt(),
}, (t) => [index('jackpot_entries_pool_idx').on(t.poolId, t.createdAt)]);
