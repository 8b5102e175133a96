import { boolean, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { money } from './columns';
import { players } from './players';
import { currencies } from './skins';

// The campaign catalogue of the player area (My bonus) and the campaigns offered to each player.

/** A campaign's words in one language. */
export interface CampaignText {
  name: string;
  description: string;
}

/**
 * A campaign in one currency: its amounts are that currency's. A deposit campaign gives its bonus
 * with a deposit of at least `min_dep`; another is given when its code is saved. Once given, its
 * terms are copied into `player_bonuses`.
 */
export const campaigns = pgTable('campaigns', {
  id: integer('id').primaryKey(),
  code: text('code').notNull(),
  currencyId: integer('currency_id').notNull().references(() => currencies.id),
  isDeposit: boolean('is_deposit').notNull(),
  /** Listed to its players only when set (campaign_visible=1); a hidden one is reached by its code. */
  visible: boolean('visible').notNull().default(true),
  /** The bonus given (a deposit campaign's largest). */
  amount: money('amount').notNull(),
  minDeposit: money('min_deposit'),
  /** Times the bonus to wager before it is released. */
  wagering: integer('wagering').notNull(),
  maxBet: money('max_bet'),
  freespins: integer('freespins').notNull().default(0),
  /** The bonus lasts this many days once given. */
  validDays: integer('valid_days').notNull(),
  /** Before this the campaign is listed but cannot be taken ("available from ..."). */
  validFrom: timestamp('valid_from', { withTimezone: true }),
  smsVerified: boolean('sms_verified').notNull().default(false),
  /** By language code; English is the fallback. */
  texts: jsonb('texts').$type<Record<string, CampaignText>>().notNull(),
}, (t) => [uniqueIndex('campaigns_code_currency_idx').on(t.code, t.currencyId)]);

/** A campaign offered to a player (by the operator, or by a saved code); `used_at` once its bonus was given. */
export const playerCampaigns = pgTable('player_campaigns', {
  id: serial('id').primaryKey(),
  playerId: integer('player_id').notNull().references(() => players.id, { onDelete: 'cascade' }),
  campaignId: integer('campaign_id').notNull().references(() => campaigns.id),
  offeredAt: timestamp('offered_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
}, (t) => [uniqueIndex('player_campaigns_player_campaign_idx').on(t.playerId, t.campaignId)]);
