import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, money, updatedAt } from './columns';
import { gameSessions, games, providers } from './casino';
import { players } from './players';
import { currencies } from './skins';

// Money that moves: the ledger, its transaction types and the active campaign bonus.

/**
 * A player's active campaign bonus (player info `bonus`): the campaign's terms are copied in, as
 * the sandbox has no campaign catalogue of its own. Bonus bets count towards `target`.
 */
export const playerBonuses = pgTable('player_bonuses', {
  id: serial('id').primaryKey(),
  playerId: integer('player_id').notNull().references(() => players.id, { onDelete: 'cascade' }),
  campaignId: integer('campaign_id').notNull(),
  campaignCode: text('campaign_code').notNull(),
  campaignName: text('campaign_name').notNull(),
  /** Wagering needed to release the bonus. */
  target: money('target').notNull(),
  wagered: money('wagered').notNull().default('0'),
  maxBet: money('max_bet'),
  freespins: integer('freespins').notNull().default(0),
  freespinsCounter: integer('freespins_counter').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('player_bonuses_player_idx').on(t.playerId)]);

/** Spec's transaction type filter values (1 deposit, 2 withdraw, 4 casino bet ...). */
export const transactionTypes = pgTable('transaction_types', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
  description: text('description').notNull(),
});

/**
 * The ledger: every change of a balance is one row, carrying the balances right after it,
 * so a player's history can be replayed and checked against the players row.
 */
export const transactions = pgTable('transactions', {
  id: serial('id').primaryKey(),
  playerId: integer('player_id').notNull().references(() => players.id),
  typeId: integer('type_id').notNull().references(() => transactionTypes.id),
  status: text('status').notNull().default('success'),
  currencyId: integer('currency_id').notNull().references(() => currencies.id),
  /** Signed change of the real-money balance. */
  amount: money('amount').notNull(),
  /** Signed change of the bonus balance. */
  bonusAmount: money('bonus_amount').notNull().default('0'),
  balanceAfter: money('balance_after').notNull(),
  bonusBalanceAfter: money('bonus_balance_after').notNull(),
  gameId: integer('game_id').references(() => games.id),
  providerId: integer('provider_id').references(() => providers.id),
  gameSessionId: integer('game_session_id').references(() => gameSessions.id),
  paymentMethodId: integer('payment_method_id'),
  /** A retried money call with the same key must not move money twice. */
  idempotencyKey: text('idempotency_key'),
  /** Round or external reference (a game round, a payment-provider id). */
  reference: text('reference'),
  note: text('note'),
  payload: jsonb('payload'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  index('transactions_player_idx').on(t.playerId, t.createdAt),
  // The winners feed reads the latest wins of every player (casino/big-wins.ts).
  index('transactions_type_time_idx').on(t.typeId, t.createdAt),
  uniqueIndex('transactions_idempotency_idx').on(t.playerId, t.idempotencyKey),
]);
