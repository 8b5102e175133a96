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

/**
 * The address a per-address limit counts (the logins' and every `RateLimiter` limit): one client
 * usually holds a whole IPv6 /64, so counting each of its addresses apart would give it billions of
 * budgets.
 */
export function countedAddress(c: Context<AppEnv>): string {
  return addressKey(clientAddress(c));
}

/**
 * The address as it is counted: IPv4 as it is (also when written as IPv4-mapped IPv6), IPv6 by its
 * first 64 bits, anything else ('unknown') as it is.
 */
export function addressKey(address: string): string {
  const trimmed = address.trim().toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(trimmed);
  if (mapped) return mapped[1]!;
  if (isIP(trimmed) !== 6) return trimmed;
  // An embedded IPv4 tail (64:ff9b::1.2.3.4) is the last two groups.
  const hex = trimmed.replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (_all, a: string, b: string, c: string, d: string) =>
    `${((Number(a) << 8) | Number(b)).toString(16)}:${((Number(c) << 8) | Number(d)).toString(16)}`,
  );
  const [head = '', tail] = hex.split('::');
  const groups = (part: string) => (part ? part.split(':') : []);
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const all = tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return `${all.slice(0, 4).map((group) => Number.parseInt(group, 16).toString(16)).join(':')}::/64`;
}
