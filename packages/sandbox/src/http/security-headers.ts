import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './env';
import { providerOriginFor } from '../provider/game-origin';

/**
 * The demo host's Content-Security-Policy, sent as a header on every HTML page the server serves
 * (it used to be a <meta> the build injected; a meta policy cannot say frame-ancestors). What the
 * built host needs and no more: its own scripts and styles only (no inline code, no eval; the
 * sandbox chat widget is /sandbox/chat/widget.js, same origin), the API on the same origin,
 * its pictures (and PUBLIC_URL's, where the API's answers point when it is set), data: URLs and blob: URLs (the page's own: a document's picture previewed before its upload), and game frames from itself and the game providers' origins (the
 * sandbox's demo slot lives on its own origin, PROVIDER_URL), where the identity vendor's web SDK
 * and its frame live too. It may be framed only by itself.
 */
export function siteCsp(gameOrigins: readonly string[] = [], pictureOrigins: readonly string[] = []): string {
  return [
    "default-src 'self'",
    // The identity vendor's web SDK comes from the provider origin too (decision 0054).
    ["script-src 'self'", ...gameOrigins].join(' '),
    "style-src 'self'",
    ["img-src 'self' data: blob:", ...pictureOrigins].join(' '),
    "connect-src 'self'",
    ["frame-src 'self'", ...gameOrigins].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** The site policy with no outside game origin. */
export const SITE_CSP = siteCsp();

export const DEFAULT_REFERRER_POLICY = 'strict-origin-when-cross-origin';

/**
 * One year, for this host only: the sandbox does not know what else lives under its domain, so
 * no includeSubDomains and no preload.
 */
export const HSTS = 'max-age=31536000';

/**
 * Site pages whose URL carries a secret (player-area spec, section 2): the password reset and
 * registration temp_token, the newsletter opt-out token, a transaction's status page. Any page
 * with a `token` or `temp_token` query parameter counts too. The language prefix is optional.
 */
const TOKEN_PAGE = /^\/(?:[a-z]{2}\/)?(?:password\/reset\/[^/]+|registration\/[^/]+|newsletter\/opt-out|transactions\/[^/]+)\/?$/;
const TOKEN_PARAMS = ['token', 'temp_token'];

export function carriesTokenInUrl(url: URL): boolean {
  return TOKEN_PAGE.test(url.pathname) || TOKEN_PARAMS.some((name) => url.searchParams.has(name));
}

/** Source maps are never served, even when a build left them on disk: the sources stay private. */
export const isSourceMap = (path: string): boolean => /\.map$/i.test(path);

const isApiPath = (path: string) => path === '/v1' || path.startsWith('/v1/');

/**
 * Headers every response gets, set after the handler ran so error answers (401, 404, 422, 500)
 * and CORS preflights have them too:
 * - `X-Content-Type-Options: nosniff` everywhere;
 * - `Referrer-Policy: strict-origin-when-cross-origin`, `no-referrer` on token pages (a route may
 *   set its own);
 * - `Cache-Control: no-store` on every /v1/ answer. Every call carries the skin's credentials and
 *   most answer for one player or admin (sessions, balances, tokens); the few skin-wide ones
 *   (texts, sections) are small and cheap. One rule for the whole API cannot forget an auth or
 *   player path; a call that should be cacheable later gets an explicit exception here.
 * - the site policy (`siteCsp`) on any HTML without a policy of its own (the partner page at
 *   /sandbox/embed and the demo slot keep theirs);
 * - `Strict-Transport-Security` only when the server is told it runs behind https.
 */
export function securityHeaders(options: { behindHttps: boolean; providerUrl?: string; pictureOrigins?: readonly string[] }): MiddlewareHandler<AppEnv> {
  const { providerUrl } = options;
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    headers.set('X-Content-Type-Options', 'nosniff');
    if (!headers.has('Referrer-Policy')) {
      headers.set('Referrer-Policy', carriesTokenInUrl(new URL(c.req.url)) ? 'no-referrer' : DEFAULT_REFERRER_POLICY);
    }
    if (isApiPath(c.req.path)) headers.set('Cache-Control', 'no-store');
    if (/^text\/html\b/i.test(headers.get('Content-Type') ?? '') && !headers.has('Content-Security-Policy')) {
      // The game's origin depends on the name the site was opened under (provider/game-origin.ts).
      const gameOrigins = providerUrl ? [providerOriginFor(providerUrl, new URL(c.req.url).origin)] : [];
      headers.set('Content-Security-Policy', siteCsp(gameOrigins, options.pictureOrigins));
    }
    if (options.behindHttps) headers.set('Strict-Transport-Security', HSTS);
  };
}
