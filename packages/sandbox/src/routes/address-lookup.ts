import { isIP } from 'node:net';
import type { Hono } from 'hono';
import { clientAddress } from '../http/client-address';
import type { AppEnv } from '../http/env';

/** The sandbox has no geolocation database: every address is placed in the licence's country. */
export const SANDBOX_COUNTRY = 'MT';

/** Outside services answer any page that asks, as the public ones do. */
const OPEN = { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-store' };

/**
 * Local stand-ins for the spec's public IP lookup and geolocation service (sandbox mode only), so
 * the login and the launch send a real `ip_address` with no outside service:
 * `GET /sandbox/ip` → `{ ip }` (the connection's address) and `GET /sandbox/geolocation?ip=` →
 * `{ ip, country }`. The SDK takes their URLs from `CasinoSDK.init({ ipLookupUrl, geolocationUrl })`.
 */
export function registerAddressLookupRoutes(app: Hono<AppEnv>): void {
  app.get('/sandbox/ip', (c) => {
    const address = clientAddress(c).replace(/^::ffff:/, '');
    if (!isIP(address)) return c.json({ message: 'The address of this connection is not known.' }, 503, OPEN);
    return c.json({ ip: address }, 200, OPEN);
  });

  app.get('/sandbox/geolocation', (c) => {
    const ip = c.req.query('ip') ?? '';
    if (!isIP(ip)) return c.json({ message: 'ip must be an IPv4 or IPv6 address.' }, 400, OPEN);
    return c.json({ ip, country: SANDBOX_COUNTRY }, 200, OPEN);
  });
}
