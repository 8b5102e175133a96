import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { gameArtSvg } from '../art/game-art';
import { games, providers } from '../db/schema';
import type { AppEnv } from '../http/env';
import { notFound } from '../http/errors';

/** Generated cover pictures, so the catalogue needs no image files and no outside host. */
export function registerArtRoutes(app: Hono<AppEnv>): void {
  app.get('/sandbox/art/game/:file', async (c) => {
    const match = /^(\d{1,9})\.svg$/.exec(c.req.param('file'));
    if (!match) throw notFound();
    const [game] = await c.var.app.db
      .select({ id: games.id, name: games.name, type: games.type, provider: providers.name })
      .from(games)
      .innerJoin(providers, eq(providers.id, games.providerId))
      .where(eq(games.id, Number(match[1])));
    if (!game) throw notFound();
    return c.body(gameArtSvg(game), 200, {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      // The picture depends only on the game row, which the seed never changes.
      'Cache-Control': 'public, max-age=86400',
      // An SVG opened directly must not run anything.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
      'X-Content-Type-Options': 'nosniff',
    });
  });
}
