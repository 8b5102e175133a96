import type { Database } from '../db/database';
import { tempTokens } from '../db/schema';
import { newToken } from '../security/tokens';

/** Temp-token types sent in links. Neither proves anything on a `player-or-registration` call. */
export const ACTIVATION_TOKEN = 'activation';
export const RESET_TOKEN = 'password-reset';
/** A registration left at step 1 can be finished from its e-mail's link for a week. */
export const ACTIVATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export async function issueLinkToken(db: Pick<Database, 'insert'>, type: string, userId: number, email: string, ttlMs: number, now: Date): Promise<string> {
  const { token, hash } = newToken();
  await db.insert(tempTokens).values({ tokenHash: hash, type, userId, email, createdAt: now, expiresAt: new Date(now.getTime() + ttlMs) });
  return token;
}
