import { boolean, char, integer, numeric, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

// The skin, and the currencies and countries every account refers to.

export const skins = pgTable('skins', {
  id: serial('id').primaryKey(),
  refId: text('ref_id').notNull().unique(),
  licenseeId: integer('licensee_id').notNull().default(1),
  name: text('name').notNull(),
  inMaintenance: boolean('in_maintenance').notNull().default(false),
  /** Which jurisdiction's rules the server enforces (MGA by default); the skin document names it. */
  jurisdiction: text('jurisdiction').notNull().default('MGA'),
  /** How a daily deposit limit sets the weekly and monthly ones: 'times-31' (the spec's main reading) or 'equal'. */
  depositLimitPeriods: text('deposit_limit_periods').notNull().default('times-31'),
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
