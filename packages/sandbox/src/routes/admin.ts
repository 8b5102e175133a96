import { eq, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { api } from '@casino-sdk/core/contract';
import { openAdminSession, revokeAdminSession } from '../admin/admin-sessions';
import { admins } from '../db/schema';
import { clientAddress } from '../http/client-address';
import type { AppEnv } from '../http/env';
import { HttpError } from '../http/errors';
import { route } from '../http/route';
import { adminAccount, captchaNeeded, captchaProof, throttledLogin, tooManyAttempts, unknownAccount } from '../security/login-throttle';
import { burnPasswordCheck, verifyPassword } from '../security/passwords';
import { writeAudit } from '../security/audit';

/** The spec's wording for a refused admin login, for a wrong name and a wrong password alike. */
const INCORRECT = 'Incorrect credentials';

export function registerAdminRoutes(app: Hono<AppEnv>): void {
  route(app, api.admin.login, async ({ c, body }) => {
    const { db, clock, captcha } = c.var.app;
    const now = clock();

    const [admin] = await db
      .select({ id: admins.id, passwordHash: admins.passwordHash })
      .from(admins)
      .where(eq(sql`lower(${admins.username})`, body.username.trim().toLowerCase()));
    // Refused before the password is looked at, so a throttled guesser learns nothing more. An
    // unknown name costs as long as a wrong password, so timing does not reveal the name.
    const attempt = { kind: 'admin' as const, ipAddress: clientAddress(c), account: admin ? adminAccount(admin.id) : unknownAccount(body.username) };
    const outcome = await throttledLogin(db, attempt, now, captchaProof(captcha, body.captcha, now), async () =>
      admin ? verifyPassword(admin.passwordHash, body.password) : (await burnPasswordCheck(body.password), false),
    );
    if (outcome.status === 'refused') {
      await writeAudit(db, {
        playerId: null,
        action: 'admin_login_throttled',
        detail: { username: body.username, limit: outcome.refusal.limit, retry_after: outcome.refusal.retryAfterSeconds },
        ipAddress: attempt.ipAddress,
        now,
      });
      throw tooManyAttempts('Too many failed admin logins. Try again later.', outcome.refusal);
    }
    if (outcome.status === 'captcha') throw captchaNeeded(outcome.problem);

    await writeAudit(db, { playerId: null, action: outcome.valid ? 'admin_login' : 'admin_login_failed', detail: { username: body.username }, ipAddress: attempt.ipAddress, now });
    if (!admin || !outcome.valid) throw new HttpError(401, INCORRECT, { code: 'invalid_credentials' });

    const session = await openAdminSession(db, admin.id, attempt.ipAddress, now);
    return { token: session.token, expires_at: session.expiresAt.toISOString() };
  });

  route(app, api.admin.session, ({ admin }) => ({ username: admin.username, expires_at: admin.expiresAt.toISOString() }));

  route(app, api.admin.logout, async ({ c, admin }) => {
    await revokeAdminSession(c.var.app.db, admin.sessionId, c.var.app.clock());
    return { message: 'Admin mode ended.' };
  });
}
