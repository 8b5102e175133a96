import type { Hono } from 'hono';
import { api } from '@casino-sdk/core/contract';
import { eq } from 'drizzle-orm';
import { players } from '../db/schema';
import { clientAddress } from '../http/client-address';
import type { AppEnv } from '../http/env';
import { HttpError } from '../http/errors';
import { route } from '../http/route';
import { openSession, revokeSession } from '../http/sessions';
import { findPlayerByLogin } from '../players/player-info';
import { UNCONFIRMED } from '../registration/account-status';
import { captchaNeeded, captchaProof, playerAccount, throttledLogin, tooManyAttempts, unknownAccount, type LoginRefusal } from '../security/login-throttle';
import { writeAudit } from '../security/audit';
import { burnPasswordCheck, verifyPassword } from '../security/passwords';

export function registerAuthRoutes(app: Hono<AppEnv>): void {
  route(app, api.auth.login, async ({ c, body }) => {
    const { db, clock, skinId, captcha } = c.var.app;
    const now = clock();
    // The throttle counts the connection's address, never the body's ip_address: the client writes that.
    const address = clientAddress(c);
    const reported = body.ip_address ? { reported_ip: body.ip_address } : {};
    const account = await findPlayerByLogin(db, await skinId(), body.username);
    // Never the password in the audit trail; the attempted name only, to trace guessing.
    const audit = (action: string, detail: Record<string, unknown>) =>
      writeAudit(db, { playerId: account?.playerId ?? null, action, detail: Object.keys(detail).length > 0 ? detail : null, ipAddress: address, now });

    // Refused before the password is looked at, for known and unknown names alike. An unknown name
    // costs as long as a wrong password, so timing does not reveal the name.
    const attempt = { kind: 'player' as const, account: account ? playerAccount(account.userId) : unknownAccount(body.username), ipAddress: address };
    const outcome = await throttledLogin(db, attempt, now, captchaProof(captcha, body.captcha, now), async () =>
      account ? verifyPassword(account.passwordHash, body.password) : (await burnPasswordCheck(body.password), false),
    );
    if (outcome.status === 'refused') {
      const { limit, retryAfterSeconds } = outcome.refusal;
      await audit('login_throttled', { username: body.username, limit, retry_after: retryAfterSeconds, ...reported });
      throw tooManyLogins(outcome.refusal);
    }
    if (outcome.status === 'captcha') {
      await audit('login_captcha', { username: body.username, problem: outcome.problem, ...reported });
      throw captchaNeeded(outcome.problem);
    }

    await audit(outcome.valid ? 'login' : 'login_failed', outcome.valid ? reported : { username: body.username, ...reported });
    // One message for both cases, so the answer does not tell which usernames exist.
    if (!account || !outcome.valid) throw new HttpError(401, 'Invalid username or password.', { code: 'invalid_credentials' });

    // A registration stopped before step 2 has no details, terms or age check yet: it is finished
    // from its e-mail's restore link, never played. Told only to whoever knows the password.
    const [{ status } = { status: '' }] = await db.select({ status: players.status }).from(players).where(eq(players.id, account.playerId));
    if (status === UNCONFIRMED) {
      throw new HttpError(403, 'Your registration is not finished yet: open the link in your registration e-mail.', { code: 'registration_incomplete' });
    }
    const token = await openSession(db, account.playerId, body.ip_address ?? null, clock());
    return { token, player_id: account.playerId };
  });

  route(app, api.auth.logout, async ({ c, player }) => {
    const now = c.var.app.clock();
    await revokeSession(c.var.app.db, player.sessionId, now);
    await writeAudit(c.var.app.db, { playerId: player.playerId, action: 'logout', ipAddress: clientAddress(c), now });
    return { message: 'Successfully logged out.' };
  });
}

/** The spec's wording for the too-many-attempts dialog, with the real wait (10 minutes at most). */
function tooManyLogins(refusal: LoginRefusal) {
  const minutes = Math.max(1, Math.ceil(refusal.retryAfterSeconds / 60));
  const message = `You have made too many login attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
  return tooManyAttempts(message, refusal);
}
