import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/database';
import { tempTokens } from '../db/schema';
import { newToken } from '../security/tokens';

/** Temp-token types sent in links. Neither proves anything on a `player-or-registration` call. */
export const ACTIVATION_TOKEN = 'activation';
export const RESET_TOKEN = 'password-reset';
/** A registration left at step 1 can be finished from its e-mail's link for a week. */
export const ACTIVATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/**
 * A reset link lives one hour (spec §9), fixed here: the client's `expiration_hours` asks for the
 * same and cannot ask for longer.
 */
export const RESET_TTL_MS = 60 * 60 * 1000;

export async function issueLinkToken(db: Pick<Database, 'insert'>, type: string, userId: number, email: string, ttlMs: number, now: Date): Promise<string> {
  const { token, hash } = newToken();
  await db.insert(tempTokens).values({ tokenHash: hash, type, userId, email, createdAt: now, expiresAt: new Date(now.getTime() + ttlMs) });
  return token;
}

/**
 * Uses up a temp token found a moment ago, in one statement: of several requests racing with one
 * link, exactly one gets true.
 */
export async function claimTempToken(db: Pick<Database, 'update'>, tokenId: number, now: Date): Promise<boolean> {
  const claimed = await db
    .update(tempTokens)
    .set({ usedAt: now })
    .where(and(eq(tempTokens.id, tokenId), isNull(tempTokens.usedAt), gt(tempTokens.expiresAt, now)))
    .returning({ id: tempTokens.id });
  return claimed.length === 1;
}

/** Ends every open token of one type of the user: reset links after a password change, activation links once active. */
export async function endTempTokens(db: Pick<Database, 'update'>, userId: number, type: string, now: Date): Promise<void> {
  await db.update(tempTokens).set({ usedAt: now }).where(and(eq(tempTokens.userId, userId), eq(tempTokens.type, type), isNull(tempTokens.usedAt)));
}
