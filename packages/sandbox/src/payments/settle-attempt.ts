import { and, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../db/database';
import { auditEvents, currencies, paymentAttempts, playerMessages, transactions, type PaymentAttemptRow } from '../db/schema';
import { giveDepositBonus } from '../campaigns/player-campaigns';
import { changeBalance } from '../players/wallet';
import { TRANSACTION_TYPE } from '../seed/transaction-types';
import { settlementMessage } from './settlement-message';

/**
 * An attempt waits (initialized at a hosted page, pending a transfer or a payout) until settled once;
 * `underpaid` is a crypto transfer credited with less than it asked (decision 0046's addendum).
 */
export const ATTEMPT_STATUSES = ['initialized', 'pending', 'success', 'underpaid', 'declined', 'cancelled', 'expired'] as const;
export type AttemptStatus = (typeof ATTEMPT_STATUSES)[number];
export type FinalStatus = Exclude<AttemptStatus, 'initialized' | 'pending'>;

/**
 * How long a hosted page waits for the player (decision 0046's addendum): a real provider's payment
 * session lasts 15 to 30 minutes; an attempt still initialized after this has expired.
 */
export const HOSTED_PAGE_TTL_MS = 30 * 60_000;

/** The reason code of a crypto transfer sent over another network than the one the platform named. */
export const WRONG_NETWORK = 'wrong_network';

export type SettleOutcome =
  /** `reasonCode`: the provider's reason for a decline. */
  | { status: Exclude<FinalStatus, 'underpaid'>; reasonCode?: string }
  /** `received`: what arrived of the transfer (two decimals, below the amount asked), and is credited. */
  | { status: 'underpaid'; received: string; reasonCode?: undefined };

export function isFinal(status: string): boolean {
  return status !== 'initialized' && status !== 'pending';
}

/** The player left the hosted page unfinished longer than a provider keeps it open. */
export function isOverdue(attempt: Pick<PaymentAttemptRow, 'status' | 'createdAt'>, now: Date): boolean {
  return attempt.status === 'initialized' && now.getTime() - attempt.createdAt.getTime() >= HOSTED_PAGE_TTL_MS;
}

/**
 * Gives an attempt its final status and moves its money, once: the attempt's row is locked, and a
 * second or late notification (the same outcome or another) finds it final and changes nothing; one
 * that contradicts the final status is logged as refused. An attempt overdue at its hosted page
 * expires first, so no notification after its time credits it. A deposit is credited when it
 * succeeds (with what arrived when underpaid); a withdrawal's amount, taken when it was requested, is
 * given back when it does not. Returns the attempt as it stands, or null when there is none.
 */
export async function settleAttempt(tx: Transaction, attemptId: number, outcome: SettleOutcome, now: Date): Promise<PaymentAttemptRow | null> {
  const [locked] = await tx.select().from(paymentAttempts).where(eq(paymentAttempts.id, attemptId)).for('update');
  if (!locked) return null;
  const attempt = isOverdue(locked, now) ? await finish(tx, locked, { status: 'expired' }, now) : locked;
  if (!isFinal(attempt.status)) return finish(tx, attempt, outcome, now);
  if (attempt.status !== outcome.status) {
    await tx.insert(auditEvents).values({
      playerId: attempt.playerId,
      action: 'payment_notification_refused',
      detail: { attempt_id: attempt.id, status: attempt.status, reported: outcome.status, reason_code: outcome.reasonCode ?? null },
      createdAt: now,
    });
  }
  return attempt;
}

/** The attempt's own time is up: expired, as if its provider had said so. */
export async function expireIfOverdue(db: Database, attempt: PaymentAttemptRow, now: Date): Promise<PaymentAttemptRow> {
  if (!isOverdue(attempt, now)) return attempt;
  return (await db.transaction((tx) => settleAttempt(tx, attempt.id, { status: 'expired' }, now))) ?? attempt;
}

type AuditRow = typeof auditEvents.$inferInsert;
type NewAttempt = typeof paymentAttempts.$inferInsert & { id: number };

/**
 * Writes a new attempt and the audit row of its making (`made`) in one statement. One settled as it
 * is made (a wallet paid at once) first moves its money, then is written already final, with the
 * settlement's audit row beside `made`: no one else can see the row before the transaction ends, so
 * it needs neither the lock nor a second read.
 */
export async function insertAttempt(tx: Transaction, attempt: NewAttempt, made: AuditRow, now: Date, settle?: SettleOutcome): Promise<void> {
  const audit = settle ? [made, await moveMoney(tx, attempt, settle, now)] : [made];
  const inserted = tx.$with('inserted').as(
    tx
      .insert(paymentAttempts)
      .values(settle ? { ...attempt, ...finalColumns(settle, now) } : attempt)
      .returning({ id: paymentAttempts.id }),
  );
  await tx.with(inserted).insert(auditEvents).values(audit);
}

async function finish(tx: Transaction, attempt: PaymentAttemptRow, outcome: SettleOutcome, now: Date): Promise<PaymentAttemptRow> {
  const audit = await moveMoney(tx, attempt, outcome, now);
  const [settled] = await tx.update(paymentAttempts).set(finalColumns(outcome, now)).where(eq(paymentAttempts.id, attempt.id)).returning();
  await tx.insert(auditEvents).values(audit);
  const message = settlementMessage(attempt, outcome);
  if (message) {
    const [currency] = await tx.select({ code: currencies.code }).from(currencies).where(eq(currencies.id, attempt.currencyId));
    await tx.insert(playerMessages).values({ playerId: attempt.playerId, type: 'payment', ...message(currency?.code ?? ''), createdAt: now });
  }
  return settled!;
}

function finalColumns(outcome: SettleOutcome, now: Date) {
  return { status: outcome.status, reasonCode: outcome.reasonCode ?? null, receivedAmount: outcome.status === 'underpaid' ? outcome.received : null, updatedAt: now };
}

/**
 * Moves what the outcome moves: a deposit's credit on success (what arrived when underpaid), with
 * the bonus of the campaign its code named; a
 * withdrawal's request row to its final status, and its amount back on anything but success.
 * Returns the settlement's audit row.
 */
async function moveMoney(tx: Transaction, attempt: Pick<NewAttempt, 'id' | 'playerId' | 'kind' | 'amount' | 'campaignId'>, outcome: SettleOutcome, now: Date): Promise<AuditRow> {
  const received = outcome.status === 'underpaid' ? outcome.received : null;
  if (attempt.kind === 'deposit' && (outcome.status === 'success' || outcome.status === 'underpaid')) {
    await changeBalance(tx, { playerId: attempt.playerId, amount: Number(received ?? attempt.amount), wallet: 'total', typeId: TRANSACTION_TYPE.deposit, reference: String(attempt.id), note: `Deposit ${attempt.id}`, now });
    if (attempt.campaignId) await giveDepositBonus(tx, attempt.playerId, attempt.campaignId, Number(received ?? attempt.amount), now);
  }
  if (attempt.kind === 'withdraw') {
    // The request's ledger row, pending since it was made, now says how it ended.
    await tx
      .update(transactions)
      .set({ status: withdrawalLedgerStatus(outcome.status), updatedAt: now })
      .where(and(eq(transactions.playerId, attempt.playerId), eq(transactions.typeId, TRANSACTION_TYPE.withdraw), eq(transactions.reference, String(attempt.id))));
  }
  if (attempt.kind === 'withdraw' && outcome.status !== 'success') {
    await changeBalance(tx, { playerId: attempt.playerId, amount: Number(attempt.amount), wallet: 'total', typeId: TRANSACTION_TYPE.withdraw, status: 'reverted', note: `Withdrawal ${attempt.id} ${outcome.status}`, now });
  }
  return {
    playerId: attempt.playerId,
    action: `payment_${outcome.status}`,
    detail: { attempt_id: attempt.id, kind: attempt.kind, amount: attempt.amount, received_amount: received, reason_code: outcome.reasonCode ?? null },
    createdAt: now,
  };
}

/**
 * A withdrawal's request row in the ledger's words (player-area §4's statuses): paid out is
 * `success`, taken back by the player `reverted`, anything else the provider's `declined`.
 */
function withdrawalLedgerStatus(status: FinalStatus): 'success' | 'reverted' | 'declined' {
  return status === 'success' ? 'success' : status === 'cancelled' ? 'reverted' : 'declined';
}
