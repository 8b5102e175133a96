import './jitless';
import * as z from 'zod/mini';
import { endpoint } from './endpoint';
import { paginated } from './envelope';
import { currencyRef, id, money, timestamp } from './fields';
import { queryInt, queryPositiveInt } from './query';

/** The `type` filter values. */
export const transactionTypes = {
  deposit: 1,
  withdraw: 2,
  casinoBet: 4,
  casinoWin: 5,
  casinoRefund: 6,
  casinoBonusBet: 7,
  casinoBonusWin: 8,
  bonusAssigned: 10,
} as const;

/** Statuses with their own colour (green, red, blue, yellow); others are shown neutral. */
export const transactionStatuses = ['success', 'declined', 'initialized', 'pending', 'authorized', 'reverted'] as const;

export const transactionRow = z.object({
  id,
  created_at: timestamp,
  type: z.object({ id: z.optional(id), name: z.string(), description: z.nullable(z.string()) }),
  status: z.string(),
  currency: currencyRef,
  amount: money,
  /** Balance after the transaction. */
  balance: money,
});
export type TransactionRow = z.infer<typeof transactionRow>;

export const transactionStatus = z.object({
  id,
  status: z.string(),
});
export type TransactionStatus = z.infer<typeof transactionStatus>;

export const transactionTotal = z.object({
  /** Sum of the matching amounts. */
  amount: money,
  count: z.optional(z.number().check(z.int())),
});
export type TransactionTotal = z.infer<typeof transactionTotal>;

const period = {
  /** Y-M-D, UTC. */
  from: z.string().check(z.minLength(1)),
  to: z.string().check(z.minLength(1)),
  type: z.optional(queryInt),
  status: z.optional(z.string()),
};

export const transactionQuery = z.object({
  ...period,
  page: z.optional(queryPositiveInt),
  per_page: z.optional(queryPositiveInt.check(z.lte(500))),
});
export type TransactionQuery = z.input<typeof transactionQuery>;

export const transactionTotalQuery = z.object({ ...period, type: queryInt });
export type TransactionTotalQuery = z.input<typeof transactionTotalQuery>;

export const transactionApi = {
  // Spec: "Transactions {from, to, type, status}", path not shown.
  list: endpoint({
    method: 'GET',
    path: 'transactions',
    auth: 'player',
    defined: 'by-sdk',
    query: transactionQuery,
    response: paginated(transactionRow),
  }),
  // Spec: "two totals calls with type 1 and type 2, each total:1" on the list call. Its answer is
  // a sum, not a page, so it gets its own path instead of a flag that changes the response shape.
  total: endpoint({
    method: 'GET',
    path: 'transactions/total',
    auth: 'player',
    defined: 'by-sdk',
    query: transactionTotalQuery,
    response: transactionTotal,
  }),
  // Spec: "Transaction status by transactionId", path not shown. The /status suffix keeps the
  // path apart from transactions/total.
  status: endpoint({
    method: 'GET',
    path: 'transactions/{transactionId}/status',
    auth: 'player',
    defined: 'by-sdk',
    response: transactionStatus,
  }),
};
