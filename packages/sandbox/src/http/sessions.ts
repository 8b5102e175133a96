import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Database } from '../db/database';
import { players, sessions, tempTokens } from '../db/schema';
import { hashToken, newToken } from '../security/tokens';

/** How long a session lives without use; each use (at most every few minutes) extends it. */
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;
const TOUCH_EVERY_MS = 5 * 60 * 1000;

export interface SessionPlayer {
  sessionId: number;
  playerId: number;
  userId: number;
}

export interface TempToken {
  id: number;
  type: string;
  userId: number | null;
  email: string | null;
}

export async function openSession(db: Database, playerId: number, ipAddress: string | null, now: Date): Promise<string> {
  const { token, hash } = newToken();
  await db.insert(sessions).values({
    tokenHash: hash,
    playerId,
    ipAddress,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
  });
  return token;
}

export async function findSessionPlayer(db: Database, token: string, now: Date): Promise<SessionPlayer | null> {
  const [row] = await db
    .select({ sessionId: sessions.id, playerId: sessions.playerId, userId: players.userId, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(players, eq(players.id, sessions.playerId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .limit(1);
  if (!row) return null;
  // Balance polls every 5 s would otherwise write on every call.
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: now, expiresAt: new Date(now.getTime() + SESSION_TTL_MS) })
      .where(eq(sessions.id, row.sessionId));
  }
  return { sessionId: row.sessionId, playerId: row.playerId, userId: row.userId };
}

export async function revokeSession(db: Database, sessionId: number, now: Date): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, sessionId));
}

/**
 * Ends every session of the player but the one making the change (null ends them all): after a
 * password change or reset, whoever else held a session must log in with the new password.
 */
export async function revokeOtherSessions(db: Pick<Database, 'update'>, playerId: number, keepSessionId: number | null, now: Date): Promise<void> {
  const others = keepSessionId === null ? undefined : ne(sessions.id, keepSessionId);
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.playerId, playerId), isNull(sessions.revokedAt), others));
}

/** The temp-token type of a registration token; no other type proves anything about a player. */
export const REGISTRATION_TOKEN = 'registration';
/** Long enough to fetch a code from the inbox and fill step 2; a stale one starts registration again. */
export const REGISTRATION_TOKEN_TTL_MS = 2 * 60 * 60 * 1000;

/**
 * The proof registration's later steps carry (`token` header) to change the one player they
 * created, before that player has a session. auth/register issues it with the new player; the
 * step that completes the registration marks it used.
 */
export async function issueRegistrationToken(db: Database, userId: number, now: Date): Promise<string> {
  const { token, hash } = newToken();
  await db.insert(tempTokens).values({
    tokenHash: hash,
    type: REGISTRATION_TOKEN,
    userId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + REGISTRATION_TOKEN_TTL_MS),
  });
  return token;
}

export async function findTempToken(db: Database, token: string, now: Date): Promise<TempToken | null> {
  const [row] = await db
    .select({ id: tempTokens.id, type: tempTokens.type, userId: tempTokens.userId, email: tempTokens.email })
    .from(tempTokens)
    .where(and(eq(tempTokens.tokenHash, hashToken(token)), isNull(tempTokens.usedAt), gt(tempTokens.expiresAt, now)))
    .limit(1);
  return row ?? null;
}
