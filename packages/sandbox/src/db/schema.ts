import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Audience } from '@casino-sdk/core/rules';

// The sandbox's whole data model. Tables for later roadmap items (limit requests, messages,
// KYC, the outbox, the audit trail) are here already so that the player and ledger tables
// never need reshaping; routes for them arrive with their issues.
//
// Money is numeric(14,2) and is only ever changed by SQL arithmetic (`total = total + x`),
// so no float rounding creeps in; drizzle hands numerics back as strings.

const money = (name: string) => numeric(name, { precision: 14, scale: 2 });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const skins = pgTable('skins', {
  id: serial('id').primaryKey(),
  refId: text('ref_id').notNull().unique(),
  licenseeId: integer('licensee_id').notNull().default(1),
  name: text('name').notNull(),
  inMaintenance: boolean('in_maintenance').notNull().default(false),
  /** Which jurisdiction's rules the server enforces (MGA by default, UKGC later). */
  jurisdiction: text('jurisdiction').notNull().default('MGA'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const currencies = pgTable('currencies', {
  id: integer('id').primaryKey(),
  code: char('code', { length: 3 }).notNull().unique(),
  name: text('name').notNull(),
  symbol: text('symbol').notNull(),
  /** Units of this currency per 1 EUR. */
  rate: numeric('rate', { precision: 14, scale: 6 }).notNull(),
  decimals: smallint('decimals').notNull().default(2),
  /** Bonus amounts are shown with fewer decimals in some currencies (CZK: none). */
  bonusDecimals: smallint('bonus_decimals').notNull().default(2),
});

export const countries = pgTable('countries', {
  id: integer('id').primaryKey(),
  code: char('code', { length: 2 }).notNull().unique(),
  code3: char('code3', { length: 3 }).notNull().unique(),
  name: text('name').notNull(),
  phonePrefix: text('phone_prefix').notNull(),
  isEea: boolean('is_eea').notNull().default(false),
  /** Players from a risky country need an approved identity check before real play. */
  isRisky: boolean('is_risky').notNull().default(false),
  /** Registration is refused from these. */
  isRestricted: boolean('is_restricted').notNull().default(false),
});

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

  // Real money the player may withdraw, bonus money, and the lifetime deposit sum.
  balanceTotal: money('balance_total').notNull().default('0'),
  balanceBonus: money('balance_bonus').notNull().default('0'),
  balanceDeposited: money('balance_deposited').notNull().default('0'),

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

export const sections = pgTable('sections', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  rank: integer('rank').notNull(),
  isVisible: boolean('is_visible').notNull().default(true),
});

export const providers = pgTable('providers', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  rank: integer('rank').notNull(),
  isVisible: boolean('is_visible').notNull().default(true),
  /** A disabled provider's games stay listed but cannot launch ("game not available"). */
  isEnabled: boolean('is_enabled').notNull().default(true),
  /** Logo path (the sandbox's generated art) or URL; null: the lobby writes the name. */
  image: text('image'),
});

export const games = pgTable('games', {
  id: integer('id').primaryKey(),
  providerId: integer('provider_id').notNull().references(() => providers.id),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  type: text('type').notNull(),
  isLive: boolean('is_live').notNull().default(false),
  isDesktop: boolean('is_desktop').notNull().default(true),
  isMobile: boolean('is_mobile').notNull().default(true),
  hasDemo: boolean('has_demo').notNull().default(true),
  reelsNumbers: smallint('reels_numbers'),
  rank: integer('rank').notNull(),
  rtp: numeric('rtp', { precision: 5, scale: 2 }),
  image: text('image').notNull(),
  isEnabled: boolean('is_enabled').notNull().default(true),
  createdAt: createdAt(),
}, (t) => [
  // The lobby's list is always "enabled, by rank": one index walks it in order for any page.
  index('games_provider_idx').on(t.providerId, t.rank, t.id),
  index('games_rank_idx').on(t.rank, t.id),
]);

export const gameSections = pgTable('game_sections', {
  gameId: integer('game_id').notNull().references(() => games.id, { onDelete: 'cascade' }),
  sectionId: integer('section_id').notNull().references(() => sections.id, { onDelete: 'cascade' }),
  rank: integer('rank').notNull().default(0),
}, (t) => [primaryKey({ columns: [t.gameId, t.sectionId] }), index('game_sections_section_idx').on(t.sectionId, t.rank, t.gameId)]);

/** A player's favourite games (ours: the lobby's heart), newest first. */
export const playerFavourites = pgTable('player_favourites', {
  playerId: integer('player_id').notNull().references(() => players.id, { onDelete: 'cascade' }),
  gameId: integer('game_id').notNull().references(() => games.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
}, (t) => [primaryKey({ columns: [t.playerId, t.gameId] }), index('player_favourites_newest_idx').on(t.playerId, t.createdAt)]);

/** Texts of a banner in one language; `options` is the contract's banner options (HTML, buttons). */
export interface BannerText {
  title: string;
  subtitle: string | null;
  options: Record<string, string | null>;
}

/** A CMS media as stored: paths are made absolute with the public URL when served. */
export interface StoredMedia {
  id: number;
  path: string;
  title: string;
  comment: string | null;
  isMobile: boolean;
}

/** Banners of the lobby's carousel (cms/banners), in every language, picked by tag. */
export const banners = pgTable('banners', {
  id: integer('id').primaryKey(),
  tags: text('tags').array().notNull(),
  rank: integer('rank').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  medias: jsonb('medias').$type<StoredMedia[]>().notNull(),
  /** By language code; English is the fallback. */
  texts: jsonb('texts').$type<Record<string, BannerText>>().notNull(),
  /** `visitors` or `players` when the banner is for them only; null for everyone (core/rules/audience.ts). */
  audience: text('audience').$type<Audience>(),
});

/** Texts of a promotion in one language. */
export interface PromotionText {
  name: string;
  comment: string;
  /** HTML. */
  content: string;
}

/** Promotions: CMS pages of type 'promotion' (cms/pages?type=promotion), with their banners. */
export const promotions = pgTable('promotions', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  rank: integer('rank').notNull(),
  /** Shown in the list only when set (campaign_visible=1). */
  campaignVisible: boolean('campaign_visible').notNull().default(true),
  /** Before this the promotion is listed but not yet valid ("This bonus will available from ..."). */
  validFrom: timestamp('valid_from', { withTimezone: true }),
  medias: jsonb('medias').$type<StoredMedia[]>().notNull(),
  texts: jsonb('texts').$type<Record<string, PromotionText>>().notNull(),
  /** `visitors` or `players` when the promotion is for them only; null for everyone. */
  audience: text('audience').$type<Audience>(),
});

/**
 * One launch of one game (POST casino/play): playing time, the reality check and net position count
 * on it. The launch token the game carries is kept only as its SHA-256; it proves this row and
 * nothing else, and dies with the login session that launched it, at stop-game or at expiry. A
 * visitor's demo launch has no player and plays on `demo_balance`.
 */
export const gameSessions = pgTable('game_sessions', {
  id: serial('id').primaryKey(),
  playerId: integer('player_id').references(() => players.id, { onDelete: 'cascade' }),
  gameId: integer('game_id').notNull().references(() => games.id),
  isDemo: boolean('is_demo').notNull().default(false),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  endedAt: timestamp('ended_at', { withTimezone: true }),
  launchTokenHash: char('launch_token_hash', { length: 64 }).unique(),
  /** The login session that launched it (real play): logging out ends the game's right to bet. */
  loginSessionId: integer('login_session_id').references(() => sessions.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  /** Bets come from the bonus balance of this campaign while it lasts (types 7 and 8). */
  campaignId: integer('campaign_id'),
  currencyId: integer('currency_id').references(() => currencies.id),
  demoBalance: money('demo_balance'),
  rounds: integer('rounds').notNull().default(0),
}, (t) => [
  index('game_sessions_player_idx').on(t.playerId, t.startedAt),
  index('game_sessions_login_idx').on(t.loginSessionId),
  // The clean-up of visitors' demo launches finds the expired ones by this.
  index('game_sessions_demo_expiry_idx').on(t.expiresAt).where(sql`${t.isDemo}`),
]);

/**
 * Every round a launch played, with the answer it gave: a retried spin of the same round and bet
 * (the page lost the answer) gets this answer again instead of a new draw, and nothing is paid
 * twice. Outcomes are drawn at spin time (provider/demo-slots/slot-random.ts), so this is the only
 * place a round's grid exists.
 */
export const slotRounds = pgTable('slot_rounds', {
  gameSessionId: integer('game_session_id').notNull().references(() => gameSessions.id, { onDelete: 'cascade' }),
  round: integer('round').notNull(),
  bet: money('bet').notNull(),
  /** The spin's answer as the page got it (grid, wins, balances). */
  result: jsonb('result').notNull(),
  createdAt: createdAt(),
}, (t) => [primaryKey({ columns: [t.gameSessionId, t.round] })]);

/**
 * The casino report (GET reports/casino): one row per player, game and UTC day, summed by every
 * round. Bonus money is counted apart so the report's real and bonus types can be told apart.
 */
export const casinoReportRows = pgTable('casino_report_rows', {
  id: serial('id').primaryKey(),
  playerId: integer('player_id').notNull().references(() => players.id, { onDelete: 'cascade' }),
  gameId: integer('game_id').notNull().references(() => games.id),
  providerId: integer('provider_id').notNull().references(() => providers.id),
  currencyId: integer('currency_id').notNull().references(() => currencies.id),
  day: date('day').notNull(),
  betsCount: integer('bets_count').notNull().default(0),
  bets: money('bets').notNull().default('0'),
  wins: money('wins').notNull().default('0'),
  bonusBets: money('bonus_bets').notNull().default('0'),
  bonusWins: money('bonus_wins').notNull().default('0'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [uniqueIndex('casino_report_rows_day_idx').on(t.playerId, t.day, t.gameId)]);

/**
 * A player's active campaign bonus (player info `bonus`): the campaign's terms are copied in, as
 * the sandbox has no campaign catalogue of its own. Bonus bets count towards `target`.
 */
export const playerBonuses = pgTable('player_bonuses', {
  id: serial('id').primaryKey(),
  playerId: integer('player_id').notNull().references(() => players.id, { onDelete: 'cascade' }),
  campaignId: integer('campaign_id').notNull(),
  campaignCode: text('campaign_code').notNull(),
  campaignName: text('campaign_name').notNull(),
  /** Wagering needed to release the bonus. */
  target: money('target').notNull(),
  wagered: money('wagered').notNull().default('0'),
  maxBet: money('max_bet'),
  freespins: integer('freespins').notNull().default(0),
  freespinsCounter: integer('freespins_counter').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('player_bonuses_player_idx').on(t.playerId)]);

/** Spec's transaction type filter values (1 deposit, 2 withdraw, 4 casino bet ...). */
export const transactionTypes = pgTable('transaction_types', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
  description: text('description').notNull(),
});

/**
 * The ledger: every change of a balance is one row, carrying the balances right after it,
 * so a player's history can be replayed and checked against the players row.
 */
export const transactions = pgTable('transactions', {
  id: serial('id').primaryKey(),
  playerId: integer('player_id').notNull().references(() => players.id),
  typeId: integer('type_id').notNull().references(() => transactionTypes.id),
  status: text('status').notNull().default('success'),
  currencyId: integer('currency_id').notNull().references(() => currencies.id),
  /** Signed change of the real-money balance. */
  amount: money('amount').notNull(),
  /** Signed change of the bonus balance. */
  bonusAmount: money('bonus_amount').notNull().default('0'),
  balanceAfter: money('balance_after').notNull(),
  bonusBalanceAfter: money('bonus_balance_after').notNull(),
  gameId: integer('game_id').references(() => games.id),
  providerId: integer('provider_id').references(() => providers.id),
  gameSessionId: integer('game_session_id').references(() => gameSessions.id),
  paymentMethodId: integer('payment_method_id'),
  /** A retried money call with the same key must not move money twice. */
  idempotencyKey: text('idempotency_key'),
  /** Round or external reference (a game round, a payment-provider id). */
  reference: text('reference'),
  note: text('note'),
  payload: jsonb('payload'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  index('transactions_player_idx').on(t.playerId, t.createdAt),
  uniqueIndex('transactions_idempotency_idx').on(t.playerId, t.idempotencyKey),
]);

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

/** Messages the platform shows the player in dialogs (reality check, first login, limits ...). */
export const playerMessages = pgTable('player_messages', {
  id: serial('id').primaryKey(),
  playerId: integer('player_id').notNull().references(() => players.id, { onDelete: 'cascade' }),
  type: text('type').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  image: text('image'),
  duration: integer('duration'),
  /** A message the player wrote to support (POST me/messages): never shown back as a dialog. */
  sentByPlayer: boolean('sent_by_player').notNull().default(false),
  readAt: timestamp('read_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [index('player_messages_player_idx').on(t.playerId)]);

/** Every e-mail and SMS the sandbox "sent", for the outbox page. */
export const outbox = pgTable('outbox', {
  id: serial('id').primaryKey(),
  channel: text('channel').notNull(),
  recipient: text('recipient').notNull(),
  subject: text('subject'),
  body: text('body').notNull(),
  /** The verification code the message carries, so tests need not parse the text. */
  code: text('code'),
  playerId: integer('player_id').references(() => players.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/** Append-only record of protection, login and payment actions. */
export const auditEvents = pgTable('audit_events', {
  id: serial('id').primaryKey(),
  playerId: integer('player_id').references(() => players.id, { onDelete: 'set null' }),
  action: text('action').notNull(),
  detail: jsonb('detail'),
  ipAddress: text('ip_address'),
  createdAt: createdAt(),
}, (t) => [index('audit_events_player_idx').on(t.playerId, t.createdAt)]);

/**
 * Operator staff who may switch the site into admin mode. Apart from players on purpose: an admin
 * is not a casino account and never logs in through auth/login.
 */
export const admins = pgTable('admins', {
  id: serial('id').primaryKey(),
  username: text('username').notNull(),
  passwordHash: text('password_hash').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [uniqueIndex('admins_username_lower_idx').on(sql`lower(${t.username})`)]);

/** Admin-mode sessions; like player sessions only the token's SHA-256 is kept. They do not slide. */
export const adminSessions = pgTable('admin_sessions', {
  id: serial('id').primaryKey(),
  tokenHash: char('token_hash', { length: 64 }).notNull().unique(),
  adminId: integer('admin_id').notNull().references(() => admins.id, { onDelete: 'cascade' }),
  ipAddress: text('ip_address'),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
}, (t) => [index('admin_sessions_admin_idx').on(t.adminId)]);

/**
 * Failed player and admin logins (src/security/login-throttle.ts), counted per account and address,
 * per address, and per account across addresses. Kept in the database rather than in memory so that
 * a restart does not reset the counts. Rows older than an hour are pruned.
 */
export const loginFailures = pgTable('login_failures', {
  id: serial('id').primaryKey(),
  kind: text('kind').$type<'player' | 'admin'>().notNull(),
  /**
   * The account tried: `id:<user or admin id>` when the name typed is an account's (its username
   * and e-mail count as one), else `name:<the name, trimmed and lower-cased>`.
   */
  username: text('username').notNull(),
  /** The address counted: the connection's (or the trusted proxy's client), an IPv6 address by its /64. */
  ipAddress: text('ip_address').notNull(),
  /** Set by a successful login (or reset) of that account from that address: the row stops counting against that pair. */
  clearedAt: timestamp('cleared_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [
  index('login_failures_account_idx').on(t.kind, t.username, t.createdAt),
  index('login_failures_address_idx').on(t.ipAddress, t.createdAt),
]);

/**
 * The addresses an account has logged in from (login-throttle.ts): such an address keeps its own
 * budget when strangers' failures make the account ask others for a captcha.
 */
export const loginAddresses = pgTable('login_addresses', {
  id: serial('id').primaryKey(),
  kind: text('kind').$type<'player' | 'admin'>().notNull(),
  /** The account's key, as in login_failures. */
  account: text('account').notNull(),
  ipAddress: text('ip_address').notNull(),
  lastLoginAt: timestamp('last_login_at', { withTimezone: true }).notNull(),
}, (t) => [uniqueIndex('login_addresses_account_address_idx').on(t.kind, t.account, t.ipAddress)]);

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

/** The sandbox captcha's challenges: the answer stays here, the browser gets only the picture. */
export const captchaChallenges = pgTable('captcha_challenges', {
  id: serial('id').primaryKey(),
  tokenHash: char('token_hash', { length: 64 }).notNull().unique(),
  /** The skin settings' captcha key the challenge was made for. */
  siteKey: text('site_key').notNull(),
  answer: text('answer').notNull(),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});
