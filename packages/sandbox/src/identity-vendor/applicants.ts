import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { identityApplicants } from '../db/schema';
import { hashToken, newToken } from '../security/tokens';

/** How long a vendor access token lives; the web SDK asks the platform for a new one after that (getToken). */
export const ACCESS_TOKEN_TTL_MS = 10 * 60_000;

export type ApplicantStatus = 'init' | 'pending' | 'approved' | 'rejected';
export type Applicant = typeof identityApplicants.$inferSelect;

/**
 * What the platform's back end asks of the vendor for one KYC item: a fresh access token for its
 * applicant (made on the first ask), replacing the one before. Only the token's hash is kept.
 */
export async function issueAccessToken(db: Database, playerKycId: number, now: Date): Promise<string> {
  const { token, hash } = newToken();
  const tokenExpiresAt = new Date(now.getTime() + ACCESS_TOKEN_TTL_MS);
  await db
    .insert(identityApplicants)
    .values({ playerKycId, tokenHash: hash, tokenExpiresAt, status: 'init', createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: identityApplicants.playerKycId, set: { tokenHash: hash, tokenExpiresAt, updatedAt: now } });
  return token;
}

/** The applicant a token belongs to: `expired` when it was one but its time is over, null when it never was. */
export async function applicantOfToken(db: Database, token: string, now: Date): Promise<Applicant | 'expired' | null> {
  if (!/^[0-9a-f]{64}$/.test(token)) return null;
  const [applicant] = await db.select().from(identityApplicants).where(eq(identityApplicants.tokenHash, hashToken(token)));
  if (!applicant) return null;
  return applicant.tokenExpiresAt > now ? applicant : 'expired';
}
