import './jitless';
import * as z from 'zod/mini';
import { activeBonus } from './bonus';
import { endpoint } from './endpoint';
import { list, okMessage } from './envelope';
import { bool, currencyRef, id, maxInt, money, timestamp } from './fields';
import { kycItem } from './kyc-item';
import { message, messageGroup } from './message';
import { queryFlag } from './query';
import { registrationSave } from './registration-save';
import { statistic } from './statistic';

/** The longest subject and body of a player's message (POST me/messages): the form's limits too. */
export const MESSAGE_SUBJECT_MAX = 200;
export const MESSAGE_BODY_MAX = 5_000;

export const balance = z.object({
  total: money,
  bonus: money,
  available: money,
  deposited: money,
  /**
   * Ours (by-sdk): deposits less withdrawals over the player's history, which a UKGC account shows
   * (decision 0048). Absent from a platform that does not keep it.
   */
  net_deposits: z.optional(money),
});
export type Balance = z.infer<typeof balance>;

export const playerInformation = z.object({
  /** Y-M-D */
  dob: z.nullable(z.string()),
  reality_minutes: z.nullable(z.number().check(z.int())),
  gender: z.nullable(z.string()),
  /** Country code. */
  country: z.nullable(z.string()),
  city: z.nullable(z.string()),
  address_line_1: z.nullable(z.string()),
  address_line_2: z.nullable(z.string()),
  street_number: z.optional(z.nullable(z.string())),
  postal_code: z.nullable(z.string()),
  nationality: z.nullable(z.string()),
  /** Only with riskyCountry=1. */
  risky_country: z.optional(bool),
});
export type PlayerInformation = z.infer<typeof playerInformation>;

/** Deposit limits; null means no limit. */
export const depositLimits = z.object({
  max_daily_deposit: z.nullable(money),
  max_weekly_deposit: z.nullable(money),
  max_monthly_deposit: z.nullable(money),
});
export type DepositLimits = z.infer<typeof depositLimits>;

export const betLimits = z.object({
  max_daily_bet: z.nullable(money),
  max_daily_loss: z.nullable(money),
  /** Minutes. */
  max_daily_playing_time: z.nullable(z.number()),
});
export type BetLimits = z.infer<typeof betLimits>;

export const marketing = z.object({
  terms_and_conditions: bool,
  newsletter: bool,
});
export type Marketing = z.infer<typeof marketing>;

/** GET me: both specs' fields merged. Optional fields come only with the query flags. */
export const playerInfo = z.object({
  id,
  user_id: id,
  skin_id: id,
  name: z.string(),
  username: z.string(),
  email: z.string(),
  email_verified_at: z.nullable(timestamp),
  mobile: z.nullable(z.string()),
  sms_verified_at: z.nullable(timestamp),
  is_verified: bool,
  /** 'active' is required for document uploads. */
  status: z.string(),
  /** e.g. awaiting_reality_check, cleared before a game launch. */
  status_reason: z.nullable(z.string()),
  /** In the future: self-excluded until then. */
  status_expires_at: z.nullable(timestamp),
  created_at: timestamp,
  /** Equal to created_at while the password was never changed. */
  updated_at: timestamp,
  currency: currencyRef,
  balance,
  information: playerInformation,
  /** false: an imported player who must change the password. */
  is_crypt: bool,
  is_pep: bool,
  is_ubo: bool,
  /** Only with marketing=1. */
  marketing: z.optional(marketing),
  /** Only with kyc=1. */
  kyc: z.optional(z.array(kycItem)),
  /** Only with riskyCountry=1; 'idApproved' lets a risky-country player play. */
  statusKyc: z.optional(z.nullable(z.string())),
  limits: depositLimits,
  betLimits,
  bonus: z.nullable(activeBonus),
  /** Language code. */
  language: z.string(),
  token: z.optional(z.string()),
});
export type PlayerInfo = z.infer<typeof playerInfo>;

/** PUT me. A limit or exclusion change creates a pending statistic rather than applying at once. */
export const playerUpdate = z.partial(
  z.object({
    max_daily_deposit: money.check(z.gte(0)),
    max_weekly_deposit: money.check(z.gte(0)),
    max_monthly_deposit: money.check(z.gte(0)),
    max_daily_bet: money.check(z.gte(0)),
    max_daily_loss: money.check(z.gte(0)),
    max_daily_playing_time: z.number().check(z.gte(0)),
    /** Which limit the request is about. */
    field: z.string(),
    activated_at: timestamp,
    /** Asks for a statistic (pending request) instead of an immediate change. */
    statistic: bool,
    status_reason: z.string(),
    status_expires_at: timestamp,
    /** 'authorized' for a permanent exclusion. */
    status_statistic: z.string(),
    expires_at_forever: bool,
    password: z.string().check(z.minLength(1)),
    language: z.string().check(z.minLength(2)),
    dob: z.string(),
    terms_and_conditions: bool,
  }),
);
export type PlayerUpdate = z.input<typeof playerUpdate>;

/**
 * PUT static/players/{id}: the registration steps' "update player" and "save registration", and the
 * player area's "update player by user id" ({mobile}, {email}, {reality_minutes}, {password, is_crypt}).
 */
export const playerPatch = z.extend(z.partial(registrationSave), {
  /** At most 254 characters, the longest address SMTP carries. */
  email: z.optional(z.string().check(z.minLength(1), z.maxLength(254))),
  email_verified_at: z.optional(z.nullable(timestamp)),
  mobile: z.optional(z.string().check(z.minLength(1))),
  reality_minutes: z.optional(z.number().check(z.int(), z.positive(), z.lte(maxInt))),
  password: z.optional(z.string().check(z.minLength(1))),
  is_crypt: z.optional(bool),
  language: z.optional(z.string()),
});
export type PlayerPatch = z.input<typeof playerPatch>;

export const realityMinutesOptions = [15, 30, 45, 60] as const;

export const playerApi = {
  get: endpoint({
    method: 'GET',
    path: 'me',
    auth: 'player',
    query: z.object({
      kyc: z.optional(queryFlag),
      marketing: z.optional(queryFlag),
      riskyCountry: z.optional(queryFlag),
    }),
    response: playerInfo,
  }),
  balance: endpoint({ method: 'GET', path: 'me/balance', auth: 'player', response: balance }),
  update: endpoint({ method: 'PUT', path: 'me', auth: 'player', body: playerUpdate, response: playerInfo }),
  /** The player's latest limit or exclusion requests (`type` 'limits' or 'exclusion'). */
  statistics: endpoint({
    method: 'GET',
    path: 'me/statistics/last',
    auth: 'player',
    query: z.object({ type: z.optional(z.string()), to_activate: z.optional(queryFlag) }),
    response: list(statistic),
  }),
  deleteStatistic: endpoint({ method: 'DELETE', path: 'me/statistics/{id}', auth: 'player', response: okMessage }),
  /**
   * Records a reality check. `minutes > 0` (the mgaCounter fired): the platform answers with a
   * realityCheck message in the inbox, which the message poll shows as the dialog. `{ minutes: 0 }`:
   * the player answered a reality check with Continue; the platform counts real play from now and
   * lifts a waiting `awaiting_reality_check`. The platform holds the check: once the player's
   * `reality_minutes` of real play pass without that answer, real launches and rounds are refused
   * with `awaiting_reality_check` and `status_reason` says so.
   */
  realityCheck: endpoint({
    method: 'POST',
    path: 'me/mga/realityCheck',
    auth: 'player',
    body: z.object({ minutes: z.number().check(z.int(), z.gte(0), z.lte(maxInt)) }),
    response: okMessage,
  }),
  /**
   * `{id}` is a message id (marks it read) or 'readone' (the oldest unread message, null when there
   * is none: the 5-second poll).
   */
  message: endpoint({ method: 'GET', path: 'me/messages/{id}', auth: 'player', response: z.nullable(message) }),
  messageGroups: endpoint({ method: 'GET', path: 'me/messages/message-groups', auth: 'player', response: list(messageGroup) }),
  /**
   * A message from the player to support. The spec gives no length: ours are MESSAGE_SUBJECT_MAX and
   * MESSAGE_BODY_MAX characters (422 beyond), and the platform takes a few an hour (429).
   */
  sendMessage: endpoint({
    method: 'POST',
    path: 'me/messages',
    auth: 'player',
    body: z.object({
      subject: z.string().check(z.minLength(1), z.maxLength(MESSAGE_SUBJECT_MAX)),
      body: z.string().check(z.minLength(1), z.maxLength(MESSAGE_BODY_MAX)),
      type: z.optional(z.string().check(z.maxLength(60))),
    }),
    response: okMessage,
  }),
  // Spec: "Change password: payload {current, new, confirm}; method and path not shown."
  changePassword: endpoint({
    method: 'PUT',
    path: 'me/password',
    auth: 'player',
    defined: 'by-sdk',
    body: z.object({
      current: z.string().check(z.minLength(1)),
      new: z.string().check(z.minLength(1)),
      confirm: z.string().check(z.minLength(1)),
    }),
    response: okMessage,
  }),
  /**
   * `{id}` is the player's user id. The player area sends the player's session; registration,
   * before any session exists, sends the registration token issued for that player.
   */
  updateById: endpoint({
    method: 'PUT',
    path: 'static/players/{id}',
    auth: 'player-or-registration',
    namesPlayer: { in: 'path', key: 'id', id: 'user' },
    body: playerPatch,
    response: okMessage,
  }),
  deleteById: endpoint({
    method: 'DELETE',
    path: 'static/players/{id}',
    auth: 'player-or-registration',
    namesPlayer: { in: 'path', key: 'id', id: 'user' },
    response: okMessage,
  }),
};
