import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import type { AppEnv } from './http/env';

/**
 * Serves the built demo host: its files as they are, and index.html for every other page
 * path so the host's router can take it (single-page routing). The API and the sandbox's own
 * pages keep their 404s.
 */
export function serveSite(app: Hono<AppEnv>, staticDir: string): void {
  if (!existsSync(staticDir)) return;
  const isOwnPath = (path: string) => path === '/v1' || path.startsWith('/v1/') || path === '/sandbox' || path.startsWith('/sandbox/');

  const files = serveStatic<AppEnv>({ root: staticDir });
  app.use('*', async (c, next) => {
    if (isOwnPath(c.req.path)) return next();
    return files(c, next);
  });
  app.get('*', async (c, next) => {
    if (isOwnPath(c.req.path)) return next();
    const indexFile = join(staticDir, 'index.html');
    // Read on each request: a rebuild of the host shows without a restart.
    const html = await readFile(indexFile, 'utf8').catch(() => null);
    if (html === null) return next();
    return c.html(html, 200, { 'Cache-Control': 'no-cache' });
  });
}
