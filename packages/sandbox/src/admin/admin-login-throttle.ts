import { and, desc, eq, gt, lte } from 'drizzle-orm';
import type { Database } from '../db/database';
import { adminLoginFailures } from '../db/schema';

/** After this many failures for one address and name within the window, logins are refused. */
export const ADMIN_LOGIN_MAX_FAILURES = 5;
export const ADMIN_LOGIN_WINDOW_MS = 10 * 60 * 1000;

export interface AdminLoginAttempt {
  ipAddress: string;
  username: string;
}

/**
 * Seconds until the next login may be tried, or null when it may be tried now. Counting per
 * address and name (not per name alone) means a stranger's guessing cannot lock the real admin out
 * from their own machine.
 */
export async function adminLoginRetryAfter(db: Database, attempt: AdminLoginAttempt, now: Date): Promise<number | null> {
  const since = new Date(now.getTime() - ADMIN_LOGIN_WINDOW_MS);
  const recent = await db
    .select({ createdAt: adminLoginFailures.createdAt })
    .from(adminLoginFailures)
    .where(and(matching(attempt), gt(adminLoginFailures.createdAt, since)))
    .orderBy(desc(adminLoginFailures.createdAt))
    .limit(ADMIN_LOGIN_MAX_FAILURES);
  if (recent.length < ADMIN_LOGIN_MAX_FAILURES) return null;
  // Free again once the oldest of the last five failures leaves the window.
  const freeAt = recent[ADMIN_LOGIN_MAX_FAILURES - 1]!.createdAt.getTime() + ADMIN_LOGIN_WINDOW_MS;
  return Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
}

export async function recordAdminLoginFailure(db: Database, attempt: AdminLoginAttempt, now: Date): Promise<void> {
  await db.insert(adminLoginFailures).values({ ...normalised(attempt), createdAt: now });
  // Old rows count for nothing; dropping them here keeps the table from growing without a cron.
  await db
    .delete(adminLoginFailures)
    .where(lte(adminLoginFailures.createdAt, new Date(now.getTime() - ADMIN_LOGIN_WINDOW_MS)));
}

/** A successful login starts the count again for that address and name. */
export async function clearAdminLoginFailures(db: Database, attempt: AdminLoginAttempt): Promise<void> {
  await db.delete(adminLoginFailures).where(matching(attempt));
}

function normalised(attempt: AdminLoginAttempt): AdminLoginAttempt {
  return { ipAddress: attempt.ipAddress, username: attempt.username.trim().toLowerCase() };
}

function matching(attempt: AdminLoginAttempt) {
  const { ipAddress, username } = normalised(attempt);
  return and(eq(adminLoginFailures.ipAddress, ipAddress), eq(adminLoginFailures.username, username));
}
