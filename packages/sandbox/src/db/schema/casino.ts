import { sql } from 'drizzle-orm';
import { boolean, char, index, integer, jsonb, numeric, pgTable, primaryKey, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, money } from './columns';
import { players, sessions } from './players';
import { currencies } from './skins';

// The catalogue (sections, providers, games), favourites, game launches, their rounds and the casino report.

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

/**
 * A provider's network jackpot: every real bet on its jackpot games feeds the pool of the player's
 * currency (jackpots.ts), and any of those games can win it.
 */
export const jackpots = pgTable('jackpots', {
  id: integer('id').primaryKey(),
  providerId: integer('provider_id').notNull().unique().references(() => providers.id),
  name: text('name').notNull(),
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
  /** Its real rounds feed and can win this jackpot; null: not a jackpot game. */
  jackpotId: integer('jackpot_id').references(() => jackpots.id),
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

