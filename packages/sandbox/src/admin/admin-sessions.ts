import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/database';
import { admins, adminSessions } from '../db/schema';
import { hashToken, newToken } from '../security/tokens';

/** Admin mode lasts a working day at most, and unlike a player's session no use extends it. */
export const ADMIN_SESSION_TTL_MS = 8 * 60 * 60 * 1000;

export interface AdminSession {
  sessionId: number;
  adminId: number;
  username: string;
  expiresAt: Date;
}

export async function openAdminSession(
  db: Database,
  adminId: number,
  ipAddress: string,
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const { token, hash } = newToken();
  const expiresAt = new Date(now.getTime() + ADMIN_SESSION_TTL_MS);
  await db.insert(adminSessions).values({ tokenHash: hash, adminId, ipAddress, createdAt: now, expiresAt });
  return { token, expiresAt };
}

export async function findAdminSession(db: Database, token: string, now: Date): Promise<AdminSession | null> {
  const [row] = await db
    .select({ sessionId: adminSessions.id, adminId: admins.id, username: admins.username, expiresAt: adminSessions.expiresAt })
    .from(adminSessions)
    .innerJoin(admins, eq(admins.id, adminSessions.adminId))
    .where(and(eq(adminSessions.tokenHash, hashToken(token)), isNull(adminSessions.revokedAt), gt(adminSessions.expiresAt, now)))
    .limit(1);
  return row ?? null;
}

export async function revokeAdminSession(db: Database, sessionId: number, now: Date): Promise<void> {
  await db.update(adminSessions).set({ revokedAt: now }).where(eq(adminSessions.id, sessionId));
}
