import { and, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/database';
import { paymentAttempts } from '../db/schema';
import { HttpError } from '../http/errors';
import { insertAttempt, type SettleOutcome } from './settle-attempt';

export type PaymentKind = 'deposit' | 'withdraw';

export interface AttemptRequest {
  playerId: number;
  kind: PaymentKind;
  idempotencyKey: string;
  /** What the key stands for: the same key with another request is refused. */
  request: string;
}

/**
 * An amount the method or balance does not allow: answered in amount[] and kept nowhere, so the
 * player corrects it under a new key and it starts no withdrawal cooldown.
 */
export interface AmountRefusal {
  refused: { amount: string[] };
}

/** What a new attempt did: its row's fields and the answer to give (and give again to a retry). */
export interface AttemptOutcome {
  methodId: number;
  provider: string;
  amount: string;
  currencyId: number;
  status: 'initialized' | 'pending';
  returnRoute?: string;
  providerReference?: string;
  /** Settled at once, as a wallet is: its money moves as settleAttempt moves any later notification's. */
  settle?: SettleOutcome;
  /** Bank details a pending transfer is paid to (they name the attempt). */
  payload?: (attemptId: number) => Record<string, string>;
  answer: (attemptId: number) => Record<string, unknown>;
}

/** An Idempotency-Key the sandbox takes: what a UUID or any printable token of reasonable size is. */
export function idempotencyKeyOf(header: string | undefined): string {
  const key = header?.trim() ?? '';
  if (!/^[\x21-\x7e]{8,128}$/.test(key)) {
    throw new HttpError(400, 'A payment needs an Idempotency-Key header (8 to 128 printable characters).', { code: 'idempotency_key_required' });
  }
  return key;
}

/**
 * Runs a payment exactly once per Idempotency-Key (issue 22): under a lock on the player, a key seen
 * before answers what it answered then, without running anything again; the same key with another
 * request is refused; a new key runs `make` (which moves money in the same transaction) and keeps its
 * answer. Concurrent retries of one key wait for the lock and find the first one's row.
 */
export async function onceForKey(db: Database, request: AttemptRequest, now: Date, make: (tx: Transaction, attemptId: number) => Promise<AttemptOutcome | AmountRefusal>): Promise<Record<string, unknown>> {
  return db.transaction(async (tx) => {
    // The attempt's id is reserved with the lock, so its row is written once, answer and all.
    const [{ id }] = (await tx
      .select({ id: sql<number>`nextval(pg_get_serial_sequence('payment_attempts', 'id'))::int` })
      .from(sql`pg_advisory_xact_lock(${request.playerId})`)) as [{ id: number }];
    const [seen] = await tx
      .select()
      .from(paymentAttempts)
      .where(and(eq(paymentAttempts.playerId, request.playerId), eq(paymentAttempts.kind, request.kind), eq(paymentAttempts.idempotencyKey, request.idempotencyKey)));
    if (seen) {
      if (seen.request !== request.request) {
        throw new HttpError(422, 'This Idempotency-Key was used for another payment.', { code: 'idempotency_mismatch' });
      }
      return seen.answer as Record<string, unknown>;
    }
    const outcome = await make(tx, id);
    if ('refused' in outcome) return outcome.refused;
    const answer = outcome.answer(id);
    const attempt = {
      id,
      playerId: request.playerId,
      kind: request.kind,
      methodId: outcome.methodId,
      provider: outcome.provider,
      amount: outcome.amount,
      currencyId: outcome.currencyId,
      idempotencyKey: request.idempotencyKey,
      request: request.request,
      status: outcome.status,
      returnRoute: outcome.returnRoute ?? null,
      providerReference: outcome.providerReference ?? null,
      answer,
      payload: outcome.payload?.(id) ?? null,
      createdAt: now,
      updatedAt: now,
    };
    const made = {
      playerId: request.playerId,
      action: `payment_${request.kind}_${outcome.status}`,
      detail: { attempt_id: id, method_id: outcome.methodId, amount: outcome.amount },
      createdAt: now,
    };
    await insertAttempt(tx, attempt, made, now, outcome.settle);
    return answer;
  });
}

