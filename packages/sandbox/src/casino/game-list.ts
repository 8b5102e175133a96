import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Game, Provider } from '@casino-sdk/core/contract';
import type { Database } from '../db/database';
import { games, gameSections, providers } from '../db/schema';
import { answerUrl } from '../http/answer-url';

type GameRow = typeof games.$inferSelect;
type ProviderRow = typeof providers.$inferSelect;

export function providerItem(p: ProviderRow, origin: string): Provider {
  return { id: p.id, name: p.name, slug: p.slug, image: p.image ? answerUrl(p.image, origin) : null, is_visible: p.isVisible, is_enabled: p.isEnabled };
}

export function gameItem(g: GameRow, provider: Pick<ProviderRow, 'id' | 'name' | 'slug'>, sectionIds: number[], origin: string): Game {
  return {
    id: g.id,
    provider_id: g.providerId,
    name: g.name,
    slug: g.slug,
    image: answerUrl(g.image, origin),
    is_live: g.isLive,
    reels_numbers: g.reelsNumbers,
    rank: g.rank,
    type: g.type,
    is_desktop: g.isDesktop,
    is_mobile: g.isMobile,
    has_demo: g.hasDemo,
    section_ids: sectionIds.map(Number),
    provider: { id: provider.id, name: provider.name, slug: provider.slug },
    jackpot_id: g.jackpotId,
  };
}

/**
 * Games as the lobby lists them, with provider and sections, in the given order; all that match
 * without a `limit`. `origin` is the configured public URL: the request's Host header is the
 * client's to choose.
 */
export async function listGames(
  db: Database,
  options: { where?: SQL; orderBy: SQL[]; limit?: number },
  origin: string,
): Promise<Game[]> {
  const query = db
    .select({
      game: games,
      provider: { id: providers.id, name: providers.name, slug: providers.slug },
      sectionIds: sql<number[]>`array(select ${gameSections.sectionId} from ${gameSections} where ${gameSections.gameId} = ${games.id} order by 1)`,
    })
    .from(games)
    .innerJoin(providers, eq(providers.id, games.providerId))
    .where(options.where)
    .orderBy(...options.orderBy)
    .$dynamic();
  const rows = await (options.limit === undefined ? query : query.limit(options.limit));
  return rows.map(({ game, provider, sectionIds }) => gameItem(game, provider, sectionIds, origin));
}

/** The games with these ids, in the order of `ids` (a favourites or recently played list). */
export async function gamesInOrder(db: Database, ids: number[], origin: string): Promise<Game[]> {
  if (ids.length === 0) return [];
  const found = await listGames(db, { where: inArray(games.id, ids), orderBy: [sql`${games.id}`], limit: ids.length }, origin);
  const byId = new Map(found.map((g) => [g.id, g]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
