import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { auditEvents, paymentAttempts, type PaymentAttemptRow } from '../db/schema';
import { changeBalance } from '../players/wallet';
import { TRANSACTION_TYPE } from '../seed/transaction-types';

/** An attempt waits (initialized at a hosted page, pending a transfer or a payout) until settled once. */
export const ATTEMPT_STATUSES = ['initialized', 'pending', 'success', 'declined', 'cancelled', 'expired'] as const;
export type AttemptStatus = (typeof ATTEMPT_STATUSES)[number];
export type FinalStatus = Exclude<AttemptStatus, 'initialized' | 'pending'>;

export interface SettleOutcome {
  status: FinalStatus;
  /** The provider's reason for a decline. */
  reasonCode?: string;
}

export function isFinal(status: string): boolean {
  return status !== 'initialized' && status !== 'pending';
}

/**
 * Gives an attempt its final status and moves its money, once: the attempt's row is locked, and a
 * second or late notification (the same outcome or another) finds it final and changes nothing.
 * A deposit is credited when it succeeds; a withdrawal's amount, taken when it was requested, is
 * given back when it does not. Returns the attempt as it stands, or null when there is none.
 */
export async function settleAttempt(tx: Database, attemptId: number, outcome: SettleOutcome, now: Date): Promise<PaymentAttemptRow | null> {
  const [attempt] = await tx.select().from(paymentAttempts).where(eq(paymentAttempts.id, attemptId)).for('update');
  if (!attempt || isFinal(attempt.status)) return attempt ?? null;
  const amount = Number(attempt.amount);
  if (attempt.kind === 'deposit' && outcome.status === 'success') {
    await changeBalance(tx, { playerId: attempt.playerId, amount, wallet: 'total', typeId: TRANSACTION_TYPE.deposit, note: `Deposit ${attempt.id}`, now });
  }
  if (attempt.kind === 'withdraw' && outcome.status !== 'success') {
    await changeBalance(tx, { playerId: attempt.playerId, amount, wallet: 'total', typeId: TRANSACTION_TYPE.withdraw, note: `Withdrawal ${attempt.id} ${outcome.status}`, now });
  }
  const [settled] = await tx
    .update(paymentAttempts)
    .set({ status: outcome.status, reasonCode: outcome.reasonCode ?? null, updatedAt: now })
    .where(eq(paymentAttempts.id, attemptId))
    .returning();
  await tx.insert(auditEvents).values({
    playerId: attempt.playerId,
    action: `payment_${outcome.status}`,
    detail: { attempt_id: attempt.id, kind: attempt.kind, amount: attempt.amount, reason_code: outcome.reasonCode ?? null },
    createdAt: now,
  });
  return settled ?? null;
}
