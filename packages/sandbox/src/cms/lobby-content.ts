import { and, arrayOverlaps, asc, eq } from 'drizzle-orm';
import type { Banner, Media, Promotion } from '@casino-sdk/core/contract';
import { isSafeImageUrl } from '@casino-sdk/core/rules';
import type { Database } from '../db/database';
import { banners, promotions, type StoredMedia } from '../db/schema';
import { answerUrl, isOwnPath } from '../http/answer-url';

/**
 * A stored media with its URLs as answers carry them (`answerUrl`: from the public URL when one is
 * set, never the request's Host header), or null when its path is not a picture of this site: the
 * client's rule for CMS images (isSafeImageUrl) first, so `javascript:` never leaves, and then this
 * site's paths only, so `//elsewhere` (another site's address) does not either.
 */
export function mediaItem(media: StoredMedia, origin: string): Media | null {
  if (!isSafeImageUrl(media.path) || !isOwnPath(media.path)) return null;
  const url = answerUrl(media.path, origin);
  // SVG art has no WebP twin: url_webp stays null, and the lobby takes full_url.
  return { id: media.id, full_url: url, url, url_webp: null, title: media.title, comment: media.comment, is_mobile: media.isMobile };
}

const mediaItems = (medias: StoredMedia[], origin: string): Media[] => medias.flatMap((media) => mediaItem(media, origin) ?? []);

/** In the asked language, else English (a banner or promotion may lack a translation). */
function inLanguage<T>(texts: Record<string, T>, language: string): { text: T; code: string } | null {
  for (const code of [language, 'en']) {
    const text = texts[code];
    if (text) return { text, code };
  }
  return null;
}

/**
 * Active banners carrying any of `tags`, by rank. No tag means `home`, so a client that forgets
 * the filter never gets the banners kept apart on their own tags (the hostile test banner).
 */
export async function listBanners(db: Database, options: { tags?: string[]; language: string; origin: string }): Promise<Banner[]> {
  const tags = options.tags?.length ? options.tags : ['home'];
  const rows = await db
    .select()
    .from(banners)
    .where(and(eq(banners.isActive, true), arrayOverlaps(banners.tags, tags)))
    .orderBy(asc(banners.rank), asc(banners.id));
  return rows.flatMap((row) => {
    const found = inLanguage(row.texts, options.language);
    if (!found) return [];
    return [
      { id: row.id, title: found.text.title, subtitle: found.text.subtitle, options: found.text.options, medias: mediaItems(row.medias, options.origin), audience: row.audience },
    ];
  });
}

type PromotionRow = typeof promotions.$inferSelect;

function promotionItem(row: PromotionRow, language: string, now: Date, origin: string): Promotion | null {
  const found = inLanguage(row.texts, language);
  if (!found) return null;
  const { text, code } = found;
  return {
    id: row.id,
    name: text.name,
    slug: row.slug,
    type: 'promotion',
    content: text.content,
    comment: text.comment,
    is_valid: row.validFrom === null || row.validFrom.getTime() <= now.getTime(),
    valid_from: row.validFrom?.toISOString() ?? null,
    // The promotion's carousel: one banner holding its card and its hero pictures.
    banners: [{ id: row.id, title: text.name, subtitle: null, options: null, medias: mediaItems(row.medias, origin) }],
    language: { code },
    audience: row.audience,
  };
}

export async function listPromotions(
  db: Database,
  options: { campaignVisible?: boolean; language: string; now: Date; origin: string },
): Promise<Promotion[]> {
  const rows = await db
    .select()
    .from(promotions)
    .where(options.campaignVisible ? eq(promotions.campaignVisible, true) : undefined)
    .orderBy(asc(promotions.rank), asc(promotions.id));
  return rows.flatMap((row) => promotionItem(row, options.language, options.now, options.origin) ?? []);
}

/** A promotion by its id or slug; null when there is none. */
export async function findPromotion(db: Database, idOrSlug: string, options: { language: string; now: Date; origin: string }): Promise<Promotion | null> {
  const byId = /^\d{1,9}$/.test(idOrSlug);
  const [row] = await db
    .select()
    .from(promotions)
    .where(byId ? eq(promotions.id, Number(idOrSlug)) : eq(promotions.slug, idOrSlug));
  return row ? promotionItem(row, options.language, options.now, options.origin) : null;
}
