import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { gameArtSvg } from '../art/game-art';
import { paymentLogoSvg } from '../art/payment-logo';
import { paymentMethodLogos } from '../cms/payment-method-logos';
import { games, providers } from '../db/schema';
import type { AppEnv } from '../http/env';
import { notFound } from '../http/errors';

const svgHeaders = {
  'Content-Type': 'image/svg+xml; charset=utf-8',
  // The pictures depend only on seed data, which never changes under a running server.
  'Cache-Control': 'public, max-age=86400',
  // An SVG opened directly must not run anything.
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
  'X-Content-Type-Options': 'nosniff',
};

/** Generated pictures, so the catalogue and the footer need no image files and no outside host. */
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
    return c.body(gameArtSvg(game), 200, svgHeaders);
  });

  app.get('/sandbox/art/payment/:file', (c) => {
    const method = paymentMethodLogos.find((m) => `${m.code}.svg` === c.req.param('file'));
    if (!method) throw notFound();
    return c.body(paymentLogoSvg(method), 200, svgHeaders);
  });
}
