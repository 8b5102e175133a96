import './jitless';
import * as z from 'zod/mini';
import { endpoint } from './endpoint';
import { list } from './envelope';
import { id, maxInt, money, timestamp } from './fields';
import { message } from './message';
import { kycItem } from './kyc-item';
import { balance } from './player';

// Calls that only the sandbox serves, for the demo host, Storybook and end-to-end tests.
// A real platform never has them.

/** The largest credit or debit one adjustment makes; a balance itself stays below 10^12 (numeric(14,2)). */
export const maxBalanceAdjustment = 1_000_000_000;

export const balanceAdjustment = z.object({
  /** Positive credits, negative debits. */
  amount: money.check(
    z.refine((value) => value !== 0, 'amount must not be 0'),
    z.gte(-maxBalanceAdjustment),
    z.lte(maxBalanceAdjustment),
  ),
  wallet: z._default(z.enum(['total', 'bonus']), 'total'),
});
export type BalanceAdjustment = z.input<typeof balanceAdjustment>;

/** One e-mail or SMS the sandbox "sent" (verification codes, recovery links). */
export const outboxItem = z.object({
  id,
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  subject: z.nullable(z.string()),
  body: z.string(),
  /** The verification code in it, when it carries one. */
  code: z.nullable(z.string()),
  created_at: timestamp,
});
export type OutboxItem = z.infer<typeof outboxItem>;

/** A new player cloned from a seeded one, so parallel tests never share a balance (decision 0001). */
export const playerClone = z.object({
  username: z.string().check(z.regex(/^[A-Za-z0-9_-]{3,40}$/, 'letters, digits, - and _ only, 3 to 40')),
  password: z.string().check(z.minLength(8)),
  /** Username of the seeded player to copy. */
  template: z._default(z.string(), 'demo-player'),
});
export type PlayerClone = z.input<typeof playerClone>;

/**
 * The maintenance flag. With `scope` it is set only for browsers that carry the cookie
 * `sandbox-scope` with that value (see SANDBOX_SCOPE_COOKIE), so a test can put its own pages into
 * maintenance while every other test runs beside it; without, for the whole skin.
 */
export const sandboxMaintenance = z.object({
  in_maintenance: z.boolean(),
  scope: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, 'letters, digits, - and _ only, 1 to 64'))),
});

/**
 * The sandbox clock of one scope: every call from a browser carrying that scope's cookie sees the
 * time `offset_ms` ahead, so a test can let a 24-hour limit raise, a 7-day exclusion or a 10-minute
 * cooldown pass while every other test runs beside it. 0 puts the scope back on the real time.
 */
export const sandboxClock = z.object({
  scope: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, 'letters, digits, - and _ only, 1 to 64')),
  offset_ms: z.number().check(z.int(), z.gte(0), z.lte(366 * 24 * 60 * 60 * 1000)),
});

/** The cookie that names a browser's sandbox scope (PUT sandbox/maintenance and sandbox/clock `scope`). */
export const SANDBOX_SCOPE_COOKIE = 'sandbox-scope';

/**
 * A platform message for a player, as the platform's back office would send it, so a test can give
 * a fresh cloned player exactly one dialog. `type` is one of `messageTypes` for a dialog with its
 * own buttons, anything else for a plain message.
 */
export const sandboxMessage = z.object({
  type: z.string().check(z.minLength(1), z.maxLength(60)),
  subject: z.string().check(z.minLength(1), z.maxLength(200)),
  body: z.string().check(z.minLength(1), z.maxLength(5000)),
  /** Seconds the dialog counts down (reality check). */
  duration: z.optional(z.nullable(z.number().check(z.int(), z.positive(), z.lte(maxInt)))),
});
export type SandboxMessage = z.input<typeof sandboxMessage>;

/**
 * Calls a real platform does not have: tests and demos set a scene with them. They change players
 * and read the codes sent to them, so the skin's public credentials are not enough: each needs an
 * admin-mode token (`POST auth/admin/login`), as an operator's back office would.
 */
export const sandboxApi = {
  createPlayer: endpoint({
    method: 'POST',
    path: 'sandbox/players',
    auth: 'admin',
    sandboxOnly: true,
    successStatus: 201,
    body: playerClone,
    response: z.object({ id, username: z.string() }),
  }),
  adjustBalance: endpoint({
    method: 'POST',
    path: 'sandbox/players/{username}/balance',
    auth: 'admin',
    sandboxOnly: true,
    body: balanceAdjustment,
    response: balance,
  }),
  /**
   * Real play time passes at once, as if the player's open real games had run `minutes` longer:
   * their real games (open and ended), login sessions and last reality-check answer move that far
   * into the past, so a test reaches the reality check the platform holds without waiting.
   */
  passPlayTime: endpoint({
    method: 'POST',
    path: 'sandbox/players/{username}/play-time',
    auth: 'admin',
    sandboxOnly: true,
    body: z.object({ minutes: z.number().check(z.int(), z.positive(), z.lte(24 * 60)) }),
    response: z.object({ games: z.number() }),
  }),
  /**
   * Sends the player a newsletter into the outbox, with its opt-out link
   * (`{site}/{lang}/newsletter/opt-out?token=…`, the token good for 90 days).
   */
  sendNewsletter: endpoint({
    method: 'POST',
    path: 'sandbox/players/{username}/newsletter',
    auth: 'admin',
    sandboxOnly: true,
    response: z.object({ message: z.string() }),
  }),
  /**
   * What the payment provider would report for a deposit or withdrawal: paid (a card's page, a
   * transfer's money arrived), declined with the provider's reason, cancelled or expired. A crypto
   * transfer has two more: `underpaid` with the `received_amount` that arrived (below the amount
   * asked; that is what is credited), and a transfer on the wrong network, `declined` with the
   * reason code `wrong_network` (nothing credited). Once an attempt is final, or its hosted page has
   * expired, a later report changes nothing; the answer is the attempt as it stands.
   */
  /**
   * The sandbox identity vendor's reviewer: approves (GREEN) or rejects (RED) the check the player
   * submitted at `level`. The vendor tells the platform (its signed notification), and the platform
   * moves the level; the answer is the player's KYC item as the platform then has it. 409
   * `kyc_not_pending` when nothing waits for review at that level.
   */
  reviewKyc: endpoint({
    method: 'POST',
    path: 'sandbox/kyc/players/{username}/review',
    auth: 'admin',
    sandboxOnly: true,
    body: z.object({ level: z.string().check(z.minLength(1), z.maxLength(60)), answer: z.enum(['GREEN', 'RED']) }),
    response: kycItem,
  }),
  settlePayment: endpoint({
    method: 'POST',
    path: 'sandbox/payments/{id}/settle',
    auth: 'admin',
    sandboxOnly: true,
    body: z.object({
      status: z.enum(['success', 'underpaid', 'declined', 'cancelled', 'expired']),
      reason_code: z.optional(z.string().check(z.minLength(1), z.maxLength(60))),
      received_amount: z.optional(money.check(z.positive(), z.lte(maxBalanceAdjustment))),
    }),
    response: z.object({ id, status: z.string() }),
  }),
  /** Newest first. */
  outbox: endpoint({
    method: 'GET',
    path: 'sandbox/outbox',
    auth: 'admin',
    sandboxOnly: true,
    query: z.object({ to: z.optional(z.string()) }),
    response: list(outboxItem),
  }),
  /**
   * The answer of a live captcha challenge (GET auth/captcha), so tests register without reading
   * the picture; 404 for a token that is used up, expired or unknown.
   */
  captchaAnswer: endpoint({
    method: 'GET',
    path: 'sandbox/captcha',
    auth: 'admin',
    sandboxOnly: true,
    query: z.object({ token: z.string().check(z.minLength(1), z.maxLength(200)) }),
    response: z.object({ answer: z.string() }),
  }),
  sendMessage: endpoint({
    method: 'POST',
    path: 'sandbox/players/{username}/messages',
    auth: 'admin',
    sandboxOnly: true,
    successStatus: 201,
    body: sandboxMessage,
    response: message,
  }),
  setMaintenance: endpoint({
    method: 'PUT',
    path: 'sandbox/maintenance',
    auth: 'admin',
    sandboxOnly: true,
    body: sandboxMaintenance,
    response: sandboxMaintenance,
  }),
  setClock: endpoint({
    method: 'PUT',
    path: 'sandbox/clock',
    auth: 'admin',
    sandboxOnly: true,
    body: sandboxClock,
    response: sandboxClock,
  }),
};
