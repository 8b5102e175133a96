import type { Context } from 'hono';
import type { AppEnv } from '../http/env';

const LOOPBACK_NAMES: Record<string, string> = { '127.0.0.1': 'localhost', localhost: '127.0.0.1' };

/** The same origin under the other loopback name (127.0.0.1 ↔ localhost), or null for any other host. */
export function otherLoopbackOrigin(origin: string): string | null {
  const url = new URL(origin);
  const other = LOOPBACK_NAMES[url.hostname];
  if (!other) return null;
  url.hostname = other;
  return url.origin;
}

/**
 * The demo provider's origin for a page of the site at `siteOrigin`. The provider must never share
 * the site's origin (the game frame's sandbox would not isolate it): when the site is opened on the
 * provider's own loopback name (127.0.0.1, where the default provider lives), the game is served
 * under the other one.
 */
export function providerOriginFor(providerUrl: string, siteOrigin: string): string {
  return providerUrl === siteOrigin ? (otherLoopbackOrigin(providerUrl) ?? providerUrl) : providerUrl;
}

/** The provider's origin for the site page this request came from (its own URL: the site and the platform share an origin here). */
export function requestProviderOrigin(c: Context<AppEnv>): string {
  return providerOriginFor(c.var.app.providerUrl, new URL(c.req.url).origin);
}
