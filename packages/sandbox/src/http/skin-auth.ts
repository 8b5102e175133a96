import type { MiddlewareHandler } from 'hono';
import { secretsEqual } from '../security/tokens';
import type { AppEnv } from './env';

/**
 * Every /v1/ call carries the skin's basic authorization (reference id and skin password).
 * No WWW-Authenticate challenge is sent: a browser would answer it with its own login prompt.
 */
export function skinAuth(skin: { refId: string; password: string }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const credentials = parseBasic(c.req.header('authorization'));
    const valid =
      credentials !== null &&
      // Both compared every time, so timing does not tell which part was wrong.
      [secretsEqual(credentials.refId, skin.refId), secretsEqual(credentials.password, skin.password)].every(Boolean);
    if (!valid) return c.json({ message: 'Invalid skin credentials.', code: 'skin_unauthorized' }, 401);
    await next();
  };
}

function parseBasic(header: string | undefined): { refId: string; password: string } | null {
  const match = header?.match(/^Basic\s+([A-Za-z0-9+/=]+)\s*$/i);
  if (!match) return null;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return null;
  return { refId: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}
