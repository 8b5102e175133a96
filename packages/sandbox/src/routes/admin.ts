import { eq, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { api } from '@casino-sdk/core/contract';
import { adminLoginRetryAfter, clearAdminLoginFailures, recordAdminLoginFailure } from '../admin/admin-login-throttle';
import { openAdminSession, revokeAdminSession } from '../admin/admin-sessions';
import { admins, auditEvents } from '../db/schema';
import { clientAddress } from '../http/client-address';
import type { AppEnv } from '../http/env';
import { HttpError } from '../http/errors';
import { route } from '../http/route';
import { burnPasswordCheck, verifyPassword } from '../security/passwords';

/** The spec's wording for a refused admin login, for a wrong name and a wrong password alike. */
const INCORRECT = 'Incorrect credentials';

export function registerAdminRoutes(app: Hono<AppEnv>): void {
  route(app, api.admin.login, async ({ c, body }) => {
    const { db, clock } = c.var.app;
    const now = clock();
    const attempt = { ipAddress: clientAddress(c), username: body.username };

    // Refused before the password is looked at, so a throttled guesser learns nothing more.
    const retryAfter = await adminLoginRetryAfter(db, attempt, now);
    if (retryAfter !== null) {
      throw new HttpError(429, 'Too many failed admin logins. Try again later.', { code: 'too_many_attempts' }, { 'Retry-After': String(retryAfter) });
    }

    const [admin] = await db
      .select({ id: admins.id, passwordHash: admins.passwordHash })
      .from(admins)
      .where(eq(sql`lower(${admins.username})`, body.username.trim().toLowerCase()));
    // An unknown name costs as long as a wrong password, so timing does not reveal the name.
    const valid = admin ? await verifyPassword(admin.passwordHash, body.password) : (await burnPasswordCheck(body.password), false);

    await db.insert(auditEvents).values({
      action: valid ? 'admin_login' : 'admin_login_failed',
      detail: { username: body.username },
      ipAddress: attempt.ipAddress,
      createdAt: now,
    });
    if (!admin || !valid) {
      await recordAdminLoginFailure(db, attempt, now);
      throw new HttpError(401, INCORRECT, { code: 'invalid_credentials' });
    }

    await clearAdminLoginFailures(db, attempt);
    const session = await openAdminSession(db, admin.id, attempt.ipAddress, now);
    return { token: session.token, expires_at: session.expiresAt.toISOString() };
  });

  route(app, api.admin.session, ({ admin }) => ({ username: admin.username, expires_at: admin.expiresAt.toISOString() }));

  route(app, api.admin.logout, async ({ c, admin }) => {
    await revokeAdminSession(c.var.app.db, admin.sessionId, c.var.app.clock());
    return { message: 'Admin mode ended.' };
  });
}
