import { transactionTypes as transactionTypeIds } from '@casino-sdk/core/contract';
import type { transactionTypes } from '../db/schema';

/** Ids are the spec's transaction type filter values; 90 and 91 are the sandbox's own (an adjustment, a bonus given up). */
export const TRANSACTION_TYPE = { ...transactionTypeIds, sandboxAdjustment: 90, bonusForfeited: 91 } as const;

export const seedTransactionTypes: (typeof transactionTypes.$inferInsert)[] = [
  { id: TRANSACTION_TYPE.deposit, name: 'deposit', description: 'Deposit' },
  { id: TRANSACTION_TYPE.withdraw, name: 'withdraw', description: 'Withdrawal' },
  { id: TRANSACTION_TYPE.casinoBet, name: 'casino_bet', description: 'Casino bet' },
  { id: TRANSACTION_TYPE.casinoWin, name: 'casino_win', description: 'Casino win' },
  { id: TRANSACTION_TYPE.casinoRefund, name: 'casino_refund', description: 'Casino refund' },
  { id: TRANSACTION_TYPE.casinoBonusBet, name: 'casino_bonus_bet', description: 'Casino bonus bet' },
  { id: TRANSACTION_TYPE.casinoBonusWin, name: 'casino_bonus_win', description: 'Casino bonus win' },
  { id: TRANSACTION_TYPE.bonusAssigned, name: 'bonus_assigned', description: 'Bonus assigned' },
  { id: TRANSACTION_TYPE.bonusForfeited, name: 'bonus_forfeited', description: 'Bonus forfeited' },
  { id: TRANSACTION_TYPE.sandboxAdjustment, name: 'sandbox_adjustment', description: 'Sandbox balance adjustment' },
];
