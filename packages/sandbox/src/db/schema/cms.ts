import { boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Audience } from '@casino-sdk/core/rules';

// The lobby's CMS content: banners and promotions.

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
