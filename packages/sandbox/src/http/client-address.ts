import { isIP } from 'node:net';
import type { Context } from 'hono';
import type { AppEnv } from './env';

/**
 * The address of the client the request came from. The Node server hands Hono the incoming message
 * as `c.env.incoming`; a request made in process (`app.request`) has none and counts as 'unknown'.
 *
 * X-Forwarded-For is read only when the server is configured to sit behind proxies
 * (TRUST_PROXY = how many): anyone can write that header, so believing it otherwise would let every
 * request choose its own address. Each proxy appends the address it was called from, so with N
 * trusted proxies the client is the N-th address from the right; anything further left was written
 * by the client itself and is ignored. (With one proxy that overwrites the header, that is its only
 * address.) A value that is not an IP address is not believed either.
 */
export function clientAddress(c: Context<AppEnv>): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  const connection = env?.incoming?.socket?.remoteAddress ?? 'unknown';
  const trusted = c.var.app.trustProxy;
  if (trusted <= 0) return connection;
  const forwarded = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
  const address = forwarded[Math.max(0, forwarded.length - trusted)];
  // Something that is not an address (a misconfigured proxy, a forged header) counts as the connection.
  return address && isIP(address) ? address : connection;
}
