import { readFile } from 'node:fs/promises';
import type { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { isSourceMap } from '../http/security-headers';
import { staticFiles } from '../http/static-files';

const pageFile = new URL('../embed/embed.html', import.meta.url);

/**
 * What a partner page with `script-src 'self'` allows: no inline script, no inline style, no eval,
 * no plugins, no foreign <base>, and no framing at all (stricter than the demo host's `SITE_CSP`).
 */
export const EMBED_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'none'";

/**
 * A plain partner page built from the CDN build (`dist/cdn`, `npm run build`): the README's
 * embedding snippet served under a strict CSP, so the published bundles are checked in a browser
 * as partners load them, lazily loaded chunks included.
 */
export function registerEmbedRoutes(app: Hono<AppEnv>, options: { cdnDir: string; skin: { refId: string; password: string } }): void {
  const files = staticFiles({ root: options.cdnDir, rewriteRequestPath: (path) => path.replace(/^\/sandbox\/cdn/, '') });
  app.get('/sandbox/cdn/*', async (c, next) => {
    // The CDN build keeps its .map files (the bench reads them); they are not published here.
    if (isSourceMap(c.req.path)) return next();
    const found = await files(c, next);
    // A rebuild shows on the next load. (serveStatic's onFound runs after the response is made,
    // too late for a header.)
    if (found instanceof Response) found.headers.set('Cache-Control', 'no-cache');
    return found;
  });

  app.get('/sandbox/embed', async (c) => {
    const html = await readFile(pageFile, 'utf8');
    return c.html(html, 200, { 'Content-Security-Policy': EMBED_CSP, 'Cache-Control': 'no-cache' });
  });

  app.get('/sandbox/embed/main.js', (c) => {
    const source = `import { CasinoSDK } from '/sandbox/cdn/casino-sdk.js';

const runtime = CasinoSDK.init({ apiBase: '/', skin: ${JSON.stringify({ refId: options.skin.refId, password: options.skin.password })}, language: 'en' });

// The login card is for visitors: a signed-in player (restored session or a login here) sees a
// line instead, and the card comes back after a logout.
function showSignedIn(signedIn) {
  document.getElementById('login-card').hidden = signedIn;
  document.getElementById('signed-in').hidden = !signedIn;
}
CasinoSDK.on('login', () => showSignedIn(true));
CasinoSDK.on('logout', () => showSignedIn(false));
void CasinoSDK.ready().then(() => showSignedIn(runtime.store.session.value !== null));

// The partner's router: here it only says where an element asked to go.
document.addEventListener('casino-navigate', (event) => {
  event.preventDefault();
  document.getElementById('navigated').textContent = 'Asked to go to ' + event.detail.path;
});
`;
    return c.body(source, 200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' });
  });
}
