import { and, asc, count, eq, exists, ilike, sql, type SQL } from 'drizzle-orm';
import type { Hono } from 'hono';
import type * as z from 'zod/mini';
import { api, gamesPerPage } from '@casino-sdk/core/contract';
import { listGames, providerItem } from '../casino/game-list';
import type { Database } from '../db/database';
import { games, gameSections, providers, sections } from '../db/schema';
import type { AppEnv } from '../http/env';
import { notFound } from '../http/errors';
import { route } from '../http/route';

export function registerCasinoRoutes(app: Hono<AppEnv>): void {
  route(app, api.casino.sections, ({ c }) =>
    c.var.app.catalogue.get('sections', async () => {
      const rows = await c.var.app.db
        .select({ id: sections.id, slug: sections.slug, rank: sections.rank, name: sections.name })
        .from(sections)
        .where(eq(sections.isVisible, true))
        .orderBy(asc(sections.rank));
      return { data: rows };
    }),
  );

  route(app, api.casino.providers, ({ c, query }) =>
    c.var.app.catalogue.get(`providers:${query.is_visible ?? ''}`, async () => {
      const rows = await c.var.app.db
        .select()
        .from(providers)
        .where(query.is_visible === undefined ? undefined : eq(providers.isVisible, query.is_visible === 1))
        .orderBy(asc(providers.rank), asc(providers.id));
      return { data: rows.map((p) => providerItem(p, c.var.app.publicUrl)) };
    }),
  );

  // The visible providers with at least one enabled game in the section, for the lobby's select.
  route(app, api.casino.sectionProviders, ({ c, params }) => {
    if (!/^\d{1,9}$/.test(params.id ?? '')) throw notFound('Section not found.');
    const sectionId = Number(params.id);
    return c.var.app.catalogue.get(`section-providers:${sectionId}`, async () => {
      const { db } = c.var.app;
      const [section] = await db.select({ id: sections.id }).from(sections).where(eq(sections.id, sectionId));
      if (!section) throw notFound('Section not found.');
      const rows = await db
        .select()
        .from(providers)
        .where(
          and(
            eq(providers.isVisible, true),
            exists(
              db
                .select({ one: sql`1` })
                .from(games)
                .innerJoin(gameSections, eq(gameSections.gameId, games.id))
                .where(and(eq(games.providerId, providers.id), eq(games.isEnabled, true), eq(gameSections.sectionId, sectionId))),
            ),
          ),
        )
        .orderBy(asc(providers.rank), asc(providers.id));
      return { data: rows.map((p) => providerItem(p, c.var.app.publicUrl)) };
    });
  });

  route(app, api.casino.games, ({ c, query }) => {
    const page = query.page ?? 1;
    const perPage = query.per_page ?? gamesPerPage;
    const name = query.name?.trim() ?? '';
    // One key per distinct list: the same filters in any order, case or padding share an answer.
    const key = JSON.stringify([
      page, perPage, query.section_id, query.provider_id, name.toLowerCase(), query.type,
      query.is_desktop, query.is_mobile, query.is_live, query.reels,
    ]);
    return c.var.app.catalogue.get(`games:${key}`, () => loadGamePage(c.var.app.db, { ...query, name }, page, perPage, c.var.app.publicUrl));
  });
}

type GamesFilter = z.output<typeof api.casino.games.query> & { name: string };

async function loadGamePage(db: Database, query: GamesFilter, page: number, perPage: number, origin: string) {
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
  if (query.name) where.push(ilike(games.name, `%${escapeLike(query.name)}%`));
  if (query.type) where.push(eq(games.type, query.type));
  if (query.is_desktop !== undefined) where.push(eq(games.isDesktop, query.is_desktop === 1));
  if (query.is_mobile !== undefined) where.push(eq(games.isMobile, query.is_mobile === 1));
  if (query.is_live !== undefined) where.push(eq(games.isLive, query.is_live === 1));
  if (query.reels !== undefined) where.push(eq(games.reelsNumbers, query.reels));
  const condition = and(...where);

  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(games).where(condition);
  // Ties on rank never happen in the seed, but id keeps paging stable if they do.
  const data = await listGames(db, { where: condition, orderBy: [asc(games.rank), asc(games.id)], limit: perPage, offset: (page - 1) * perPage }, origin);
  return {
    data,
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    per_page: perPage,
    total,
  };
}

/** A search for "100%" looks for the percent sign, not for anything. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}
