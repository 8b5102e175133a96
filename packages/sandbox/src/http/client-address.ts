import type { Context } from 'hono';
import type { AppEnv } from './env';

/**
 * The address of the connection the request came on. The Node server hands Hono the incoming
 * message as `c.env.incoming`; a request made in process (`app.request`) has none. Forwarded-for
 * headers are not read: anyone can write them, and the sandbox is not meant to sit behind a proxy.
 */
export function clientAddress(c: Context<AppEnv>): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? 'unknown';
}
