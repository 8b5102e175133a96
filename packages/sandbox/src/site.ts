import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { contentPagePaint, hasPageOutlet, lobbyPagePaint, withFirstPaint } from './first-paint';
import type { AppEnv } from './http/env';
import { staticFiles } from './http/static-files';
import { isSourceMap } from './http/security-headers';

/** Extensions a build writes: a missing file with one of them is a 404, not the index page. */
const FILE_EXTENSION = /\.(?:m?js|css|map|json|svg|png|jpe?g|gif|webp|avif|ico|woff2?|ttf|otf|txt|xml|webmanifest|wasm)$/i;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const isFilePath = (path: string) => path.startsWith('/assets/') || FILE_EXTENSION.test(path);

/**
 * Serves the built demo host: its files as they are, and index.html for every other page
 * path so the host's router can take it (single-page routing). A missing file (anything under
 * /assets/, or with a build's file extension) is a 404, so a stale chunk fails loudly instead of
 * loading HTML as script; page paths with dots (a token) still get the page. A lobby or content
 * page's HTML carries its first paint (first-paint.ts, decisions 0027 and 0040). Source maps are never served.
 * The API and the sandbox's own pages keep their 404s. Security headers, the CSP
 * included, come from `securityHeaders` (http/security-headers.ts).
 */
export function serveSite(app: Hono<AppEnv>, staticDir: string): void {
  if (!existsSync(staticDir)) return;
  const isOwnPath = (path: string) => path === '/v1' || path.startsWith('/v1/') || path === '/sandbox' || path.startsWith('/sandbox/');

  // The build writes .br and .gz copies beside its text files (scripts/compress-assets.mjs).
  const files = staticFiles({ root: staticDir });
  app.use('*', async (c, next) => {
    if (isOwnPath(c.req.path) || isSourceMap(c.req.path)) return next();
    const found = await files(c, next);
    if (found instanceof Response && found.ok) {
      // index.html by its own name or as `/`: revalidated on every load, like the fallback below.
      if (/^text\/html\b/i.test(found.headers.get('Content-Type') ?? '')) found.headers.set('Cache-Control', 'no-cache');
      // Vite names every file under /assets/ after a hash of its content: it never changes.
      else if (c.req.path.startsWith('/assets/')) found.headers.set('Cache-Control', IMMUTABLE);
    }
    return found;
  });
  app.get('*', async (c, next) => {
    if (isOwnPath(c.req.path) || isFilePath(c.req.path)) return next();
    const indexFile = join(staticDir, 'index.html');
    // Read on each request: a rebuild of the host shows without a restart.
    const html = await readFile(indexFile, 'utf8').catch(() => null);
    if (html === null) return next();
    const paint = hasPageOutlet(html)
      ? ((await lobbyPagePaint(c.var.app.db, { path: c.req.path, origin: c.var.app.answerOrigin })) ??
        (await contentPagePaint({ path: c.req.path, pagesDir: c.var.app.staticPagesDir })))
      : null;
    return c.html(paint ? withFirstPaint(html, paint) : html, 200, { 'Cache-Control': 'no-cache' });
  });
}
