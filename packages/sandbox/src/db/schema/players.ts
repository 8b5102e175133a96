import { sql } from 'drizzle-orm';
import { boolean, char, date, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, money, updatedAt } from './columns';
import { countries, currencies, skins } from './skins';

// Accounts: credentials, the casino account, its sessions and tokens, KYC levels, requested limits and registration's codes.

/** Credentials live apart from the casino account, as on the real platform (user vs player). */
export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  username: text('username').notNull(),
  email: text('email').notNull(),
  passwordHash: text('password_hash').notNull(),
  /** False for players imported from an older platform: they must set a new password. */
  isCrypt: boolean('is_crypt').notNull().default(true),
  passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  // Nicknames and e-mails are unique regardless of case, as the live duplicate checks expect.
  uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
  uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
]);

export const players = pgTable('players', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().unique().references(() => users.id),
  skinId: integer('skin_id').notNull().references(() => skins.id),
  currencyId: integer('currency_id').notNull().references(() => currencies.id),

  status: text('status').notNull().default('active'),
  statusReason: text('status_reason'),
  statusExpiresAt: timestamp('status_expires_at', { withTimezone: true }),
  isVerified: boolean('is_verified').notNull().default(false),

  name: text('name').notNull(),
  firstname: text('firstname'),
  lastname: text('lastname'),
  gender: text('gender'),
  dob: date('dob'),
  email: text('email').notNull(),
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  mobilePrefix: text('mobile_prefix'),
  mobile: text('mobile'),
  smsVerifiedAt: timestamp('sms_verified_at', { withTimezone: true }),
  /**
   * When the registration proved a person (a solved captcha at auth/register): its code sends go
   * past the overall ceiling a stranger can fill (security/registration-limits.ts).
   */
  personProvenAt: timestamp('person_proven_at', { withTimezone: true }),

  countryCode: char('country_code', { length: 2 }).references(() => countries.code),
  birthCountry: char('birth_country', { length: 2 }),
  nationality: char('nationality', { length: 2 }),
  city: text('city'),
  street: text('street'),
  streetNumber: text('street_number'),
  addressLine1: text('address_line_1'),
  addressLine2: text('address_line_2'),
  postalCode: text('postal_code'),

  language: text('language').notNull().default('en'),
  realityMinutes: smallint('reality_minutes').notNull().default(60),
  /**
   * When the player last answered a reality check with Continue (POST me/mga/realityCheck
   * `{ minutes: 0 }`), in any login session: real play is counted from here (play/reality-check.ts).
   */
  realityCheckedAt: timestamp('reality_checked_at', { withTimezone: true }),
  termsAndConditions: boolean('terms_and_conditions').notNull().default(false),
  termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
  newsletter: boolean('newsletter').notNull().default(false),
  referralCode: text('referral_code'),

  isPep: boolean('is_pep').notNull().default(false),
  isUbo: boolean('is_ubo').notNull().default(false),
  amlScore: integer('aml_score').notNull().default(0),
  amlLevel: text('aml_level').notNull().default('low'),

  // Real money the player may withdraw, bonus money, and the lifetime sums of deposits and of
  // withdrawals (net deposits are their difference), kept by the ledger's one writer (players/wallet.ts).
  balanceTotal: money('balance_total').notNull().default('0'),
  balanceBonus: money('balance_bonus').notNull().default('0'),
  balanceDeposited: money('balance_deposited').notNull().default('0'),
  balanceWithdrawn: money('balance_withdrawn').notNull().default('0'),

  // Limits in force; requested changes wait in player_statistics until they activate.
  maxDailyDeposit: money('max_daily_deposit'),
  maxWeeklyDeposit: money('max_weekly_deposit'),
  maxMonthlyDeposit: money('max_monthly_deposit'),
  maxDailyBet: money('max_daily_bet'),
  maxDailyLoss: money('max_daily_loss'),
  maxDailyPlayingTime: integer('max_daily_playing_time'),

  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [index('players_skin_idx').on(t.skinId)]);

/** Login sessions. Only the SHA-256 of a token is kept, so a database dump opens no account. */
export const sessions = pgTable('sessions', {
  id: serial('id').primaryKey(),
  tokenHash: char('token_hash', { length: 64 }).notNull().unique(),
  playerId: integer('player_id').notNull().references(() => players.id, { onDelete: 'cascade' }),
  ipAddress: text('ip_address'),
  createdAt: createdAt(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
}, (t) => [index('sessions_player_idx').on(t.playerId)]);

/**
 * Single-purpose tokens sent by e-mail or kept by the browser between steps: registration
 * restore, activation, password reset, newsletter opt-out. Hashed like sessions.
 */
export const tempTokens = pgTable('temp_tokens', {
  id: serial('id').primaryKey(),
  tokenHash: char('token_hash', { length: 64 }).notNull().unique(),
  type: text('type').notNull(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  email: text('email'),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** KYC levels per player (BasicAmlLevel, ID_SELFIE_2NDID_POA ...). */
export const playerKyc = pgTable('player_kyc', {
  id: serial('id').primaryKey(),
  playerId: integer('player_id').notNull().references(() => players.id, { onDelete: 'cascade' }),
  level: text('level').notNull(),
  status: text('status').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [uniqueIndex('player_kyc_level_idx').on(t.playerId, t.level)]);

/**
 * The sandbox identity vendor's own record (decision 0054): one applicant per KYC item the platform
 * asked a token for, its latest access token (hashed; each new one replaces it) and where its check
 * stands at the vendor: init, pending (submitted, waiting for review), approved or rejected.
 */
export const identityApplicants = pgTable('identity_applicants', {
  id: serial('id').primaryKey(),
  playerKycId: integer('player_kyc_id').notNull().unique().references(() => playerKyc.id, { onDelete: 'cascade' }),
  tokenHash: char('token_hash', { length: 64 }).notNull().unique(),
  tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }).notNull(),
  status: text('status').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * Requested limit changes and self-exclusions (the spec's "statistic"): pending until
 * activated_at, when they are copied onto the player.
 */
export const playerStatistics = pgTable('player_statistics', {
  id: serial('id').primaryKey(),
  playerId: integer('player_id').notNull().references(() => players.id, { onDelete: 'cascade' }),
  type: text('type').notNull(),
  field: text('field'),
  status: text('status').notNull().default('pending'),
  response: jsonb('response').notNull(),
  activatedAt: timestamp('activated_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [index('player_statistics_player_idx').on(t.playerId)]);

/**
 * Registration's verification codes (e-mail and SMS): 6 digits, hashed like tokens, good for
 * 10 minutes and one use, burnt after 5 wrong tries. A new code replaces the channel's older ones.
 */
export const verificationCodes = pgTable('verification_codes', {
  id: serial('id').primaryKey(),
  playerId: integer('player_id').notNull().references(() => players.id, { onDelete: 'cascade' }),
  channel: text('channel').$type<'email' | 'sms'>().notNull(),
  codeHash: char('code_hash', { length: 64 }).notNull(),
  wrongTries: smallint('wrong_tries').notNull().default(0),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  /** Set when the code is confirmed, replaced or burnt: it is never good again. */
  usedAt: timestamp('used_at', { withTimezone: true }),
}, (t) => [index('verification_codes_player_idx').on(t.playerId, t.channel, t.createdAt)]);
