import { and, asc, eq, exists, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { api, gamesPerPage } from '@casino-sdk/core/contract';
import { providerItem } from '../casino/game-list';
import { CatalogueSnapshot } from '../casino/catalogue-snapshot';
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
      return { data: rows.map((p) => providerItem(p, c.var.app.answerOrigin)) };
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
      return { data: rows.map((p) => providerItem(p, c.var.app.answerOrigin)) };
    });
  });

  route(app, api.casino.games, async ({ c, query }) => {
    const page = query.page ?? 1;
    const perPage = query.per_page ?? gamesPerPage;
    const { answerOrigin, db } = c.var.app;
    const snapshot = await c.var.app.catalogue.get('snapshot', () => CatalogueSnapshot.load(db, answerOrigin));
    const { data, total } = snapshot.page({ ...query, name: query.name?.trim() }, page, perPage);
    return { data, current_page: page, last_page: Math.max(1, Math.ceil(total / perPage)), per_page: perPage, total };
  });
}
