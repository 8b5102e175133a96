import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { campaigns } from './campaigns';
import { createdAt, money, updatedAt } from './columns';
import { players } from './players';
import { currencies } from './skins';

// Payments: each deposit or withdrawal the player asked for, apart from the ledger, which gets a row
// only when money moves (a deposit credited, a withdrawal's amount taken out, or given back).

/**
 * One attempt: what the player asked, under the Idempotency-Key of its call, and the answer it got,
 * so a retry of the same key is answered the same and moves nothing again.
 */
export const paymentAttempts = pgTable('payment_attempts', {
  id: serial('id').primaryKey(),
  playerId: integer('player_id').notNull().references(() => players.id, { onDelete: 'cascade' }),
  /** 'deposit' or 'withdraw'. */
  kind: text('kind').notNull(),
  methodId: integer('method_id').notNull(),
  /** The provider's name in DELETE payments/{provider}/transactions/{id}. */
  provider: text('provider').notNull(),
  amount: money('amount').notNull(),
  /** What arrived of a crypto transfer that fell short (status underpaid), and was credited instead. */
  receivedAmount: money('received_amount'),
  currencyId: integer('currency_id').notNull().references(() => currencies.id),
  idempotencyKey: text('idempotency_key').notNull(),
  /** The request that key stands for (amount, method, account): another one under it is refused. */
  request: text('request').notNull(),
  /** payments/settle-attempt.ts ATTEMPT_STATUSES: initialized or pending until settled, then final. */
  status: text('status').notNull(),
  /** Why a declined attempt was declined (the provider's code). */
  reasonCode: text('reason_code'),
  /** Where the cashier goes back to after the provider's page (the call's redirect_success). */
  returnRoute: text('return_route'),
  /** The provider's own id for the payment: a hosted page's token. */
  providerReference: text('provider_reference'),
  /** The deposit campaign its bonus code named: the bonus comes with the credit (decision 0056). */
  campaignId: integer('campaign_id').references(() => campaigns.id),
  /** What the call answered, given again to a retry. */
  answer: jsonb('answer').notNull(),
  /** Bank details a pending transfer is paid to. */
  payload: jsonb('payload'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  uniqueIndex('payment_attempts_key_idx').on(t.playerId, t.kind, t.idempotencyKey),
  index('payment_attempts_player_idx').on(t.playerId, t.kind, t.status),
]);

export type PaymentAttemptRow = typeof paymentAttempts.$inferSelect;
