import type { Runtime } from '../runtime';

/** What the public IP lookup and the geolocation service tell about the visitor (spec §7, external). */
export interface PublicAddress {
  ip: string;
  country: string | null;
}

/** Neither service may hold up a login or a launch for longer. */
export const ADDRESS_LOOKUP_TIMEOUT_MS = 3000;

const lookups = new WeakMap<Runtime, Promise<PublicAddress | null>>();

/**
 * The visitor's public address, looked up once per page: the IP lookup (`ipLookupUrl`, reads `ip`,
 * or a bare address), then the geolocation service (`geolocationUrl?ip=`, reads `ip` and `country`).
 * Login and the real-money launch send it as `ip_address`. Either service missing, failing or slow
 * only leaves the field out: their errors are logged, never shown (spec §7).
 */
export function publicAddress(runtime: Runtime): Promise<PublicAddress | null> {
  let lookup = lookups.get(runtime);
  if (!lookup) {
    lookup = lookUp(runtime);
    lookups.set(runtime, lookup);
  }
  return lookup;
}

/** The address's `ip`, for a body's `ip_address`: absent when unknown. */
export async function ipAddressField(runtime: Runtime): Promise<{ ip_address?: string }> {
  const address = await publicAddress(runtime);
  return address ? { ip_address: address.ip } : {};
}

async function lookUp(runtime: Runtime): Promise<PublicAddress | null> {
  const { ipLookupUrl, geolocationUrl } = runtime.config.value;
  if (!ipLookupUrl) return null;
  const fetcher = runtime.config.value.fetch ?? globalThis.fetch;
  let ip: string | null = null;
  try {
    ip = readIp(await fetchText(fetcher, ipLookupUrl));
  } catch (error) {
    console.warn('[casino-sdk] the public IP lookup failed; logins go without ip_address.', error);
  }
  if (!ip) return null;
  if (!geolocationUrl) return { ip, country: null };
  try {
    const url = `${geolocationUrl}${geolocationUrl.includes('?') ? '&' : '?'}ip=${encodeURIComponent(ip)}`;
    const found = JSON.parse(await fetchText(fetcher, url)) as { ip?: unknown; country?: unknown };
    return { ip: typeof found.ip === 'string' && found.ip ? found.ip : ip, country: typeof found.country === 'string' ? found.country : null };
  } catch (error) {
    console.warn('[casino-sdk] the geolocation service failed; the looked-up IP is used alone.', error);
    return { ip, country: null };
  }
}

/** `{ "ip": "…" }`, else the body itself when it is a bare address. */
function readIp(body: string): string | null {
  const text = body.trim();
  try {
    const parsed = JSON.parse(text) as { ip?: unknown };
    if (typeof parsed?.ip === 'string' && parsed.ip) return parsed.ip;
  } catch {
    // Not JSON: some lookups answer the address as plain text.
  }
  return /^[\d.:a-fA-F]+$/.test(text) ? text : null;
}

async function fetchText(fetcher: typeof fetch, url: string): Promise<string> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), ADDRESS_LOOKUP_TIMEOUT_MS);
  try {
    const response = await fetcher(url, { signal: controller.signal, credentials: 'omit', referrerPolicy: 'no-referrer' });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return await response.text();
  } finally {
    clearTimeout(timer);
  }
}
