import './jitless';
import * as z from 'zod';
import { activeBonus } from './campaign';
import { endpoint } from './endpoint';
import { list, okMessage } from './envelope';
import { bool, currencyRef, id, money, timestamp } from './fields';
import { kycItem } from './kyc';
import { message, messageGroup } from './message';
import { queryFlag } from './query';
import { registrationSave } from './registration';
import { statistic } from './statistic';

export const balance = z.object({
  total: money,
  bonus: money,
  available: money,
  deposited: money,
});
export type Balance = z.infer<typeof balance>;

export const playerInformation = z.object({
  /** Y-M-D */
  dob: z.string().nullable(),
  reality_minutes: z.number().int().nullable(),
  gender: z.string().nullable(),
  /** Country code. */
  country: z.string().nullable(),
  city: z.string().nullable(),
  address_line_1: z.string().nullable(),
  address_line_2: z.string().nullable(),
  street_number: z.string().nullable().optional(),
  postal_code: z.string().nullable(),
  nationality: z.string().nullable(),
  /** Only with riskyCountry=1. */
  risky_country: bool.optional(),
});
export type PlayerInformation = z.infer<typeof playerInformation>;

/** Deposit limits; null means no limit. */
export const depositLimits = z.object({
  max_daily_deposit: money.nullable(),
  max_weekly_deposit: money.nullable(),
  max_monthly_deposit: money.nullable(),
});
export type DepositLimits = z.infer<typeof depositLimits>;

export const betLimits = z.object({
  max_daily_bet: money.nullable(),
  max_daily_loss: money.nullable(),
  /** Minutes. */
  max_daily_playing_time: z.number().nullable(),
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
  email_verified_at: timestamp.nullable(),
  mobile: z.string().nullable(),
  sms_verified_at: timestamp.nullable(),
  is_verified: bool,
  /** 'active' is required for document uploads. */
  status: z.string(),
  /** e.g. awaiting_reality_check, cleared before a game launch. */
  status_reason: z.string().nullable(),
  /** In the future: self-excluded until then. */
  status_expires_at: timestamp.nullable(),
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
  marketing: marketing.optional(),
  /** Only with kyc=1. */
  kyc: z.array(kycItem).optional(),
  /** Only with riskyCountry=1; 'idApproved' lets a risky-country player play. */
  statusKyc: z.string().nullable().optional(),
  limits: depositLimits,
  betLimits,
  bonus: activeBonus.nullable(),
  /** Language code. */
  language: z.string(),
  token: z.string().optional(),
});
export type PlayerInfo = z.infer<typeof playerInfo>;

/** PUT me. A limit or exclusion change creates a pending statistic rather than applying at once. */
export const playerUpdate = z
  .object({
    max_daily_deposit: money.nonnegative(),
    max_weekly_deposit: money.nonnegative(),
    max_monthly_deposit: money.nonnegative(),
    max_daily_bet: money.nonnegative(),
    max_daily_loss: money.nonnegative(),
    max_daily_playing_time: z.number().nonnegative(),
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
    password: z.string().min(1),
    language: z.string().min(2),
    dob: z.string(),
    terms_and_conditions: bool,
  })
  .partial();
export type PlayerUpdate = z.input<typeof playerUpdate>;

/**
 * PUT static/players/{id}: the registration steps' "update player" and "save registration", and the
 * player area's "update player by user id" ({mobile}, {email}, {reality_minutes}, {password, is_crypt}).
 */
export const playerPatch = registrationSave.partial().extend({
  email: z.string().min(1).optional(),
  email_verified_at: timestamp.nullable().optional(),
  mobile: z.string().min(1).optional(),
  reality_minutes: z.number().int().positive().optional(),
  password: z.string().min(1).optional(),
  is_crypt: bool.optional(),
  language: z.string().optional(),
});
export type PlayerPatch = z.input<typeof playerPatch>;

export const realityMinutesOptions = [15, 30, 45, 60] as const;

export const playerApi = {
  get: endpoint({
    method: 'GET',
    path: 'me',
    auth: 'player',
    query: z.object({
      kyc: queryFlag.optional(),
      marketing: queryFlag.optional(),
      riskyCountry: queryFlag.optional(),
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
    query: z.object({ type: z.string().optional(), to_activate: queryFlag.optional() }),
    response: list(statistic),
  }),
  deleteStatistic: endpoint({ method: 'DELETE', path: 'me/statistics/{id}', auth: 'player', response: okMessage }),
  /** Records a reality check; the platform answers with a realityCheck message in the inbox. */
  realityCheck: endpoint({
    method: 'POST',
    path: 'me/mga/realityCheck',
    auth: 'player',
    body: z.object({ minutes: z.number().int().nonnegative() }),
    response: okMessage,
  }),
  /**
   * `{id}` is a message id (marks it read) or 'readone' (the oldest unread message, null when there
   * is none: the 5-second poll).
   */
  message: endpoint({ method: 'GET', path: 'me/messages/{id}', auth: 'player', response: message.nullable() }),
  messageGroups: endpoint({ method: 'GET', path: 'me/messages/message-groups', auth: 'player', response: list(messageGroup) }),
  sendMessage: endpoint({
    method: 'POST',
    path: 'me/messages',
    auth: 'player',
    body: z.object({ subject: z.string().min(1), body: z.string().min(1), type: z.string().optional() }),
    response: okMessage,
  }),
  // Spec: "Change password: payload {current, new, confirm}; method and path not shown."
  changePassword: endpoint({
    method: 'PUT',
    path: 'me/password',
    auth: 'player',
    defined: 'by-sdk',
    body: z.object({ current: z.string().min(1), new: z.string().min(1), confirm: z.string().min(1) }),
    response: okMessage,
  }),
  /**
   * Also used by registration before any session exists, so only the skin credentials go with it.
   * `{id}` is the player's user id.
   */
  updateById: endpoint({ method: 'PUT', path: 'static/players/{id}', auth: 'skin', body: playerPatch, response: okMessage }),
  deleteById: endpoint({ method: 'DELETE', path: 'static/players/{id}', auth: 'skin', response: okMessage }),
};
