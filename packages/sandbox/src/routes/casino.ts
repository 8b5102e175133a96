import { and, asc, count, eq, exists, ilike, sql, type SQL } from 'drizzle-orm';
import type { Hono } from 'hono';
import { api, gamesPerPage } from '@casino-sdk/core/contract';
import { games, gameSections, providers, sections } from '../db/schema';
import type { AppEnv } from '../http/env';
import { route } from '../http/route';

export function registerCasinoRoutes(app: Hono<AppEnv>): void {
  route(app, api.casino.sections, async ({ c }) => {
    const rows = await c.var.app.db
      .select({ id: sections.id, slug: sections.slug, rank: sections.rank, name: sections.name })
      .from(sections)
      .where(eq(sections.isVisible, true))
      .orderBy(asc(sections.rank));
    return { data: rows };
  });

  route(app, api.casino.providers, async ({ c, query }) => {
    const rows = await c.var.app.db
      .select()
      .from(providers)
      .where(query.is_visible === undefined ? undefined : eq(providers.isVisible, query.is_visible === 1))
      .orderBy(asc(providers.rank), asc(providers.id));
    return {
      data: rows.map((p) => ({ id: p.id, name: p.name, slug: p.slug, image: null, is_visible: p.isVisible, is_enabled: p.isEnabled })),
    };
  });

  route(app, api.casino.games, async ({ c, query }) => {
    const { db } = c.var.app;
    const page = query.page ?? 1;
    const perPage = query.per_page ?? gamesPerPage;

    const where: SQL[] = [eq(games.isEnabled, true)];
    if (query.section_id !== undefined) {
      where.push(
        exists(
          db
            .select({ one: sql`1` })
            .from(gameSections)
            .where(and(eq(gameSections.gameId, games.id), eq(gameSections.sectionId, query.section_id))),
        ),
      );
    }
    if (query.provider_id !== undefined) where.push(eq(games.providerId, query.provider_id));
    const name = query.name?.trim();
    if (name) where.push(ilike(games.name, `%${escapeLike(name)}%`));
    if (query.type) where.push(eq(games.type, query.type));
    if (query.is_desktop !== undefined) where.push(eq(games.isDesktop, query.is_desktop === 1));
    if (query.is_mobile !== undefined) where.push(eq(games.isMobile, query.is_mobile === 1));
    if (query.is_live !== undefined) where.push(eq(games.isLive, query.is_live === 1));
    if (query.reels !== undefined) where.push(eq(games.reelsNumbers, query.reels));
    const condition = and(...where);

    const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(games).where(condition);
    const rows = await db
      .select({
        game: games,
        provider: { id: providers.id, name: providers.name, slug: providers.slug },
        sectionIds: sql<number[]>`array(select ${gameSections.sectionId} from ${gameSections} where ${gameSections.gameId} = ${games.id} order by 1)`,
      })
      .from(games)
      .innerJoin(providers, eq(providers.id, games.providerId))
      .where(condition)
      // Ties on rank never happen in the seed, but id keeps paging stable if they do.
      .orderBy(asc(games.rank), asc(games.id))
      .limit(perPage)
      .offset((page - 1) * perPage);

    // Absolute picture URLs, so a partner page on another origin can show them too. They start
    // with the configured public URL: the request's Host header is the client's to choose.
    const origin = c.var.app.publicUrl;
    return {
      data: rows.map(({ game: g, provider, sectionIds }) => ({
        id: g.id,
        provider_id: g.providerId,
        name: g.name,
        slug: g.slug,
        image: new URL(g.image, origin).toString(),
        is_live: g.isLive,
        reels_numbers: g.reelsNumbers,
        rank: g.rank,
        type: g.type,
        is_desktop: g.isDesktop,
        is_mobile: g.isMobile,
        has_demo: g.hasDemo,
        section_ids: sectionIds.map(Number),
        provider,
      })),
      current_page: page,
      last_page: Math.max(1, Math.ceil(total / perPage)),
      per_page: perPage,
      total,
    };
  });
}

/** A search for "100%" looks for the percent sign, not for anything. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}
