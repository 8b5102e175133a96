import type { Hono } from 'hono';
import { api } from '@casino-sdk/core/contract';
import { auditEvents } from '../db/schema';
import type { AppEnv } from '../http/env';
import { HttpError } from '../http/errors';
import { route } from '../http/route';
import { openSession, revokeSession } from '../http/sessions';
import { findPlayerByLogin } from '../players/player-info';
import { burnPasswordCheck, verifyPassword } from '../security/passwords';

export function registerAuthRoutes(app: Hono<AppEnv>): void {
  route(app, api.auth.login, async ({ c, body }) => {
    const { db, clock, skinId } = c.var.app;
    const account = await findPlayerByLogin(db, await skinId(), body.username);
    const valid = account ? await verifyPassword(account.passwordHash, body.password) : (await burnPasswordCheck(body.password), false);
    const ipAddress = body.ip_address ?? null;

    await db.insert(auditEvents).values({
      playerId: account?.playerId ?? null,
      action: valid ? 'login' : 'login_failed',
      // Never the password; the attempted name only, to trace guessing.
      detail: valid ? null : { username: body.username },
      ipAddress,
      createdAt: clock(),
    });
    // One message for both cases, so the answer does not tell which usernames exist.
    if (!account || !valid) throw new HttpError(401, 'Invalid username or password.', { code: 'invalid_credentials' });

    const token = await openSession(db, account.playerId, ipAddress, clock());
    return { token, player_id: account.playerId };
  });

  route(app, api.auth.logout, async ({ c, player }) => {
    await revokeSession(c.var.app.db, player.sessionId, c.var.app.clock());
    return { message: 'Successfully logged out.' };
  });
}
