import { sql } from 'drizzle-orm';
import { char, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { players } from './players';

// Admins and their sessions, login throttling, the captcha's challenges and the audit trail.

/** Append-only record of protection, login and payment actions. */
export const auditEvents = pgTable('audit_events', {
  id: serial('id').primaryKey(),
  // Append-only (a trigger refuses UPDATE and DELETE, decision 0047): deleting a player who has
  // audit rows is refused, never a silent cascade that rewrites or drops them.
  playerId: integer('player_id').references(() => players.id, { onDelete: 'restrict' }),
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
