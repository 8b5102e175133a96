import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import { bannerArtSvg, bannerScenes, promotionCardSvg, promotionKeys } from '../art/banner-art';
import { gameArtSvg } from '../art/game-art';
import { LICENCE_NUMBER, licenceSealSvg, sealRegulators } from '../art/licence-seal';
import { paymentLogoSvg } from '../art/payment-logo';
import { providerLogoSvg } from '../art/provider-logo';
import { paymentMethodLogos } from '../cms/payment-method-logos';
import { games, providers } from '../db/schema';
import type { AppEnv } from '../http/env';
import { notFound } from '../http/errors';

const svgHeaders = {
  'Content-Type': 'image/svg+xml; charset=utf-8',
  // An SVG opened directly must not run anything.
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
  'X-Content-Type-Options': 'nosniff',
};

/** A drawn picture with what every answer of it needs: its tag and its gzipped bytes, made once. */
interface Picture {
  svg: string;
  etag: string;
  gzip: Uint8Array<ArrayBuffer>;
}

function picture(svg: string): Picture {
  return { svg, etag: `"${createHash('sha1').update(svg).digest('base64url').slice(0, 22)}"`, gzip: new Uint8Array(gzipSync(svg)) };
}

/**
 * Sends a generated picture. Its URL carries the art version (`?v=`, src/art/art-version.ts) and it
 * depends only on seed data, so browsers may keep it for a year without asking; the ETag answers a
 * revalidation (a reload) with 304 and no body. Gzipped where the browser takes it: the text of an
 * SVG shrinks to about a quarter, and the lobby's first banner is its page's largest paint.
 */
function sendSvg(c: Context<AppEnv>, drawn: Picture | string, cacheControl = 'public, max-age=31536000, immutable'): Response {
  const { svg, etag, gzip: zipped } = typeof drawn === 'string' ? picture(drawn) : drawn;
  const gzip = /\bgzip\b/.test(c.req.header('accept-encoding') ?? '');
  // The gzipped bytes are another representation of the same picture: a weak tag says so.
  const headers = { ...svgHeaders, ETag: gzip ? `W/${etag}` : etag, 'Cache-Control': cacheControl, Vary: 'Accept-Encoding' };
  const asked = c.req.header('if-none-match');
  if (asked && asked.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) return c.body(null, 304, headers);
  if (gzip) return c.body(zipped, 200, { ...headers, 'Content-Encoding': 'gzip' });
  return c.body(svg, 200, headers);
}

/**
 * Each database's game pictures, drawn once: a home page asks for a hundred (the rails, the grid), and a
 * picture depends only on its game's seeded name, kind and provider.
 */
const gamePictures = new WeakMap<object, Map<number, Picture>>();

/** The whole number of `{id}.svg`, or 404. */
function idOf(file: string): number {
  const match = /^(\d{1,9})\.svg$/.exec(file);
  if (!match) throw notFound();
  return Number(match[1]);
}

/** Generated pictures, so the catalogue, the lobby and the footer need no image files and no outside host. */
export function registerArtRoutes(app: Hono<AppEnv>): void {
  app.get('/sandbox/art/game/:file', async (c) => {
    const id = idOf(c.req.param('file'));
    const drawn = gamePictures.get(c.var.app.db) ?? new Map<number, Picture>();
    gamePictures.set(c.var.app.db, drawn);
    let art = drawn.get(id);
    if (!art) {
      const [game] = await c.var.app.db
        .select({ id: games.id, name: games.name, type: games.type, provider: providers.name })
        .from(games)
        .innerJoin(providers, eq(providers.id, games.providerId))
        .where(eq(games.id, id));
      if (!game) throw notFound();
      art = picture(gameArtSvg(game));
      drawn.set(id, art);
    }
    return sendSvg(c, art);
  });

  app.get('/sandbox/art/provider/:file', async (c) => {
    const [provider] = await c.var.app.db.select({ id: providers.id, name: providers.name }).from(providers).where(eq(providers.id, idOf(c.req.param('file'))));
    if (!provider) throw notFound();
    return sendSvg(c, providerLogoSvg(provider));
  });

  app.get('/sandbox/art/banner/:file', (c) => {
    const match = /^([a-z]+)-(desktop|mobile)\.svg$/.exec(c.req.param('file'));
    const scene = bannerScenes.find((s) => s === match?.[1]);
    if (!match || !scene) throw notFound();
    return sendSvg(c, bannerArtSvg(scene, match[2] as 'desktop' | 'mobile'));
  });

  app.get('/sandbox/art/promotion/:file', (c) => {
    const key = promotionKeys.find((k) => `${k}.svg` === c.req.param('file'));
    if (!key) throw notFound();
    return sendSvg(c, promotionCardSvg(key));
  });

  app.get('/sandbox/art/payment/:file', (c) => {
    const method = paymentMethodLogos.find((m) => `${m.code}.svg` === c.req.param('file'));
    if (!method) throw notFound();
    // Their URLs carry no art version (cms/payment-methods), so a day, then the ETag.
    return sendSvg(c, paymentLogoSvg(method), 'public, max-age=86400');
  });

  // `mga.svg?licence=MGA/B2C/987/2021`: the skin settings name the seal (demo-host/src/skins.ts).
  app.get('/sandbox/art/seal/:file', (c) => {
    const regulator = sealRegulators.find((r) => `${r}.svg` === c.req.param('file'));
    const licence = c.req.query('licence') ?? '';
    if (!regulator || !LICENCE_NUMBER.test(licence)) throw notFound();
    // Its URL is the skin's and carries no art version: a day, then the ETag, as the payment logos.
    return sendSvg(c, licenceSealSvg(regulator, licence), 'public, max-age=86400');
  });
}
