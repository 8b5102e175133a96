import { randomInt } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/database';
import { verificationCodes } from '../db/schema';
import { HttpError } from '../http/errors';
import { hashToken, secretsEqual } from '../security/tokens';

export const CODE_TTL_MS = 10 * 60 * 1000;
export const RESEND_AFTER_MS = 60 * 1000;
export const MAX_WRONG_TRIES = 5;

export type Channel = 'email' | 'sms';

/**
 * A new 6-digit code for the player's channel; the older ones stop working. At most one a minute
 * per channel (the form's resend countdown), so nobody floods a phone or an inbox through us.
 */
export async function issueCode(db: Database, playerId: number, channel: Channel, now: Date): Promise<string> {
  const [last] = await db
    .select({ createdAt: verificationCodes.createdAt })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.playerId, playerId), eq(verificationCodes.channel, channel)))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  const waitMs = last ? last.createdAt.getTime() + RESEND_AFTER_MS - now.getTime() : 0;
  if (waitMs > 0) {
    const seconds = Math.ceil(waitMs / 1000);
    throw new HttpError(429, `Please wait ${seconds} seconds before asking for another code.`, { code: 'resend_too_soon' }, { 'Retry-After': String(seconds) });
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.transaction(async (tx) => {
    await tx
      .update(verificationCodes)
      .set({ usedAt: now })
      .where(and(eq(verificationCodes.playerId, playerId), eq(verificationCodes.channel, channel), isNull(verificationCodes.usedAt)));
    await tx.insert(verificationCodes).values({
      playerId,
      channel,
      codeHash: hashToken(code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + CODE_TTL_MS),
    });
  });
  return code;
}

export type CodeOutcome = 'confirmed' | 'wrong' | 'expired';

/**
 * Checks the latest code of the channel. A right code is used up; a wrong one counts, and the
 * fifth wrong try burns the code (a new one must be sent). No code, a used one and an old one are
 * all 'expired'.
 */
export async function confirmCode(db: Database, playerId: number, channel: Channel, code: string, now: Date): Promise<CodeOutcome> {
  const [latest] = await db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.playerId, playerId), eq(verificationCodes.channel, channel)))
    .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
    .limit(1);
  if (!latest || latest.usedAt || latest.expiresAt <= now) return 'expired';
  if (secretsEqual(hashToken(code.trim()), latest.codeHash)) {
    await db.update(verificationCodes).set({ usedAt: now }).where(eq(verificationCodes.id, latest.id));
    return 'confirmed';
  }
  const wrongTries = latest.wrongTries + 1;
  await db
    .update(verificationCodes)
    .set({ wrongTries, usedAt: wrongTries >= MAX_WRONG_TRIES ? now : null })
    .where(eq(verificationCodes.id, latest.id));
  return 'wrong';
}
