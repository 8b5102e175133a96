import './jitless';
import * as z from 'zod/mini';
import { endpoint } from './endpoint';
import { list, okMessage } from './envelope';
import { bool, currencyRef, id, money, requestId, timestamp } from './fields';
import { queryInt } from './query';

export const amountRange = z.object({
  minimum: money,
  maximum: money,
});

export const paymentMethod = z.object({
  id,
  name: z.string(),
  code: z.string(),
  data: amountRange,
});
export type PaymentMethod = z.infer<typeof paymentMethod>;

export const withdrawMethod = z.object({
  id,
  name: z.string(),
  withdrawal: amountRange,
});
export type WithdrawMethod = z.infer<typeof withdrawMethod>;

/** Bank details a pending bank or crypto transfer must be paid to. */
export const transferDetails = z.object({
  bban: z.optional(z.nullable(z.string())),
  bank_code: z.optional(z.nullable(z.string())),
  variable_symbol: z.optional(z.nullable(z.string())),
  holder: z.optional(z.nullable(z.string())),
  iban: z.optional(z.nullable(z.string())),
  bic: z.optional(z.nullable(z.string())),
  /** Ours, for a crypto transfer: the wallet address to pay to and its network, as the platform names it. */
  address: z.optional(z.nullable(z.string())),
  network: z.optional(z.nullable(z.string())),
});
export type TransferDetails = z.infer<typeof transferDetails>;

/** A pending deposit (type_id 1) or withdrawal (type_id 2). */
export const pendingTransaction = z.object({
  id,
  amount: money,
  currency: currencyRef,
  payment_method_id: z.optional(id),
  /** The payment provider, for cancelPending. */
  provider: z.optional(z.string()),
  payload: z.optional(z.nullable(transferDetails)),
  status: z.optional(z.string()),
  created_at: z.optional(timestamp),
});
export type PendingTransaction = z.infer<typeof pendingTransaction>;

export const pendingWithdrawal = z.extend(pendingTransaction, { payment_method_id: id });
export type PendingWithdrawal = z.infer<typeof pendingWithdrawal>;

export const depositBody = z.object({
  amount: money.check(z.gte(1)),
  payment_method_id: requestId,
  bonus_code: z.optional(z.nullable(z.string())),
  /** The KYC level to create with the deposit, BasicAmlLevel. */
  createLevel: z.optional(z.string()),
  cancel_url: z.optional(z.string()),
  redirect_success: z.optional(z.string()),
  /** Bank and crypto transfers. */
  iban: z.optional(z.string()),
  bank: z.optional(z.string()),
  accountnumber: z.optional(z.string()),
  /** Wallet flow. */
  skip_amount_limits: z.optional(bool),
  neterapay_endpoint: z.optional(z.enum(['connect', 'identify'])),
  redirect_url: z.optional(z.string()),
});
export type DepositBody = z.input<typeof depositBody>;

export const withdrawBody = z.object({
  amount: money.check(z.gte(1)),
  /** The withdraw method chosen. */
  account_id: requestId,
  cancel_url: z.string(),
  /** origin + /transactions/{transaction_id} */
  redirect_success: z.string(),
  force_pending: z.optional(z.literal(1)),
  /** IBAN for SEPA methods, empty otherwise. */
  accountNumber: z.string(),
});
export type WithdrawBody = z.input<typeof withdrawBody>;

const paymentOutcome = z
  .object({
    /** A result or refusal to show (translated through a lowercase no-space key when one exists). */
    message: z.optional(z.string()),
    /** Amount problems; the first is shown. */
    amount: z.optional(z.array(z.string())),
    /** Provider form markup: sanitise, render, auto-submit after 2 s. */
    form: z.optional(z.string()),
    /** Provider page (or iframe src) to open in a new tab. */
    url: z.optional(z.string()),
    transaction_id: z.optional(id),
  })
  .check(
    z.refine((r) => r.message !== undefined || r.amount !== undefined || r.form !== undefined || r.url !== undefined, {
      message: 'one of message, amount, form or url is required',
    }),
  );

/**
 * What deposit and withdrawal answer. Platforms that answer with the bare form or iframe markup
 * send a string instead of an object.
 */
export const paymentResult = z.union([paymentOutcome, z.string().check(z.minLength(1))]);
export type PaymentResult = z.infer<typeof paymentResult>;

export const pendingQuery = z.object({
  /** "1970-01-01 00:00:00" */
  date_from: z.string(),
  /** today "Y-M-D 23:59:59" */
  date_to: z.string(),
  /** 1 deposit, 2 withdrawal. */
  type_id: queryInt,
  status: z.string(),
});
export type PendingQuery = z.input<typeof pendingQuery>;

/** Where a payment stands, for the cashier to pick it up again after a redirect, a reload or in another tab. */
export const paymentAttempt = z.object({
  id,
  kind: z.enum(['deposit', 'withdraw']),
  /**
   * `underpaid`: a crypto transfer that brought less than asked, credited with what arrived;
   * `expired`: the player left the provider's page unfinished past its time.
   */
  status: z.enum(['initialized', 'pending', 'success', 'underpaid', 'declined', 'cancelled', 'expired']),
  amount: money,
  /** What arrived and was credited when underpaid, null otherwise. */
  received_amount: z.nullable(money),
  currency: z.string(),
  payment_method_id: id,
  reason_code: z.nullable(z.string()),
  return_route: z.nullable(z.string()),
  /** The balance once a payment has succeeded (or was credited underpaid), null before. */
  balance_after: z.nullable(money),
});
export type PaymentAttempt = z.infer<typeof paymentAttempt>;

export const paymentApi = {
  depositMethods: endpoint({ method: 'GET', path: 'payments/methods/deposit', auth: 'player', response: list(paymentMethod) }),
  withdrawMethods: endpoint({ method: 'GET', path: 'payments/methods/withdraw', auth: 'player', response: list(withdrawMethod) }),
  deposit: endpoint({
    method: 'POST',
    path: 'payments/deposit',
    auth: 'player',
    movesMoney: true,
    body: depositBody,
    response: paymentResult,
  }),
  // Spec: "Make withdrawal ... method and path not shown". Named like payments/deposit.
  withdraw: endpoint({
    method: 'POST',
    path: 'payments/withdraw',
    auth: 'player',
    defined: 'by-sdk',
    movesMoney: true,
    body: withdrawBody,
    response: paymentResult,
  }),
  // Spec: the pending deposit and withdrawal checks give only the query, not the path.
  pending: endpoint({
    method: 'GET',
    path: 'payments/transactions',
    auth: 'player',
    defined: 'by-sdk',
    query: pendingQuery,
    response: list(pendingTransaction),
  }),
  // Spec: "Delete pending transaction {provider, transaction}", method and path not shown.
  cancelPending: endpoint({
    method: 'DELETE',
    path: 'payments/{provider}/transactions/{transaction}',
    auth: 'player',
    defined: 'by-sdk',
    response: okMessage,
  }),
  // Not in the spec: the cashier resumes a payment by the transaction_id its answer gave.
  attempt: endpoint({
    method: 'GET',
    path: 'payments/attempts/{id}',
    auth: 'player',
    defined: 'by-sdk',
    response: paymentAttempt,
  }),
  /** Decides the wallet flow: identify when registered, connect otherwise. */
  neterapayPin: endpoint({
    method: 'GET',
    path: 'payments/neterapay/player/is_pin_registered',
    auth: 'player',
    response: z.object({ is_pin_registered: bool }),
  }),
};
