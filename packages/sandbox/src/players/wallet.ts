import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { Transaction } from '../db/database';
import { players, transactions } from '../db/schema';
import { HttpError } from '../http/errors';
import { TRANSACTION_TYPE } from '../seed/transaction-types';
import { balanceOf, netDeposits, type BalanceBody } from './player-info';

export interface BalanceChange {
  playerId: number;
  /** Signed, in major units. */
  amount: number;
  wallet: 'total' | 'bonus';
  typeId: number;
  note?: string;
  /**
   * The ledger row's status (`success` unless said): a withdrawal's request is `pending` until its
   * provider settles it, and the money it gives back when it does not is `reverted`.
   */
  status?: 'success' | 'pending' | 'reverted';
  /** The payment attempt the row belongs to, so its settlement finds it. */
  reference?: string;
  now: Date;
}

/** The largest balance a wallet holds: the columns are numeric(14,2). */
export const MAX_BALANCE = '999999999999.99';

/**
 * Moves money on one of the player's wallets and writes the ledger row, both or neither: inside the
 * caller's transaction (a savepoint of its own would cost two statements on every payment).
 * The balance check sits inside the UPDATE itself, so two debits racing each other can never
 * take the balance below zero; nor can credits take it past what the column holds.
 */
export async function changeBalance(tx: Transaction, change: BalanceChange): Promise<BalanceBody> {
  // Two decimals as a string: the database does the arithmetic in exact numerics.
  const delta = change.amount.toFixed(2);
  const column = change.wallet === 'bonus' ? players.balanceBonus : players.balanceTotal;
  // The lifetime sums behind net deposits move with the ledger row that moves the money: a deposit
  // adds to the deposits, a withdrawal to the withdrawals (and its refund takes it back off).
  const sums =
    change.typeId === TRANSACTION_TYPE.deposit
      ? { balanceDeposited: sql`${players.balanceDeposited} + ${delta}::numeric` }
      : change.typeId === TRANSACTION_TYPE.withdraw
        ? { balanceWithdrawn: sql`${players.balanceWithdrawn} - ${delta}::numeric` }
        : {};

  const [updated] = await tx
    .update(players)
    .set(
      change.wallet === 'bonus'
        ? { balanceBonus: sql`${players.balanceBonus} + ${delta}::numeric`, updatedAt: change.now }
        : { balanceTotal: sql`${players.balanceTotal} + ${delta}::numeric`, ...sums, updatedAt: change.now },
    )
    .where(
      and(
        eq(players.id, change.playerId),
        gte(sql`${column} + ${delta}::numeric`, 0),
        lte(sql`${column} + ${delta}::numeric`, sql`${MAX_BALANCE}::numeric`),
      ),
    )
    .returning({
      currencyId: players.currencyId,
      balanceTotal: players.balanceTotal,
      balanceBonus: players.balanceBonus,
      balanceDeposited: players.balanceDeposited,
      netDeposits: netDeposits(),
    });
  if (!updated && change.amount > 0) {
    throw new HttpError(422, 'The balance would be larger than the wallet can hold.', {
      code: 'balance_too_large',
      errors: { amount: ['The amount takes the balance past 999,999,999,999.99.'] },
    });
  }
  if (!updated) {
    throw new HttpError(422, 'Insufficient balance.', {
      code: 'insufficient_balance',
      errors: { amount: ['The amount is more than the balance.'] },
    });
  }
  await tx.insert(transactions).values({
    playerId: change.playerId,
    typeId: change.typeId,
    status: change.status ?? 'success',
    currencyId: updated.currencyId,
    amount: change.wallet === 'total' ? delta : '0',
    bonusAmount: change.wallet === 'bonus' ? delta : '0',
    balanceAfter: updated.balanceTotal,
    bonusBalanceAfter: updated.balanceBonus,
    note: change.note ?? null,
    reference: change.reference ?? null,
    createdAt: change.now,
    updatedAt: change.now,
  });
  return balanceOf(updated);
}
