import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { api, interfaceLanguages } from '@casino-sdk/core/contract';
import { registrationPasswordProblem } from '@casino-sdk/core/rules';
import { players, users } from '../db/schema';
import { clientAddress } from '../http/client-address';
import { playerAccount, throttledLogin, tooManyAttempts } from '../security/login-throttle';
import type { AppEnv } from '../http/env';
import { HttpError } from '../http/errors';
import { route } from '../http/route';
import { loadBalance, loadPlayerInfo } from '../players/player-info';
import { passwordProblem } from '../security/password-policy';
import { hashPassword, verifyPassword } from '../security/passwords';
import { revokeOtherSessions } from '../http/sessions';
import { endTempTokens, RESET_TOKEN } from '../registration/link-tokens';
import { asksExclusion, requestExclusion } from '../protection/exclusion-requests';
import { activateDueRequests, askedLimits, deleteStatistic, listStatistics, playerProfile, playerSkinRules, requestLimits } from '../protection/limit-requests';
import { writeAudit } from '../security/audit';

/** The spec's words (player-area §8) for a new password equal to the current one. */
const SAME_PASSWORD = 'You must choose a different password';


export function registerPlayerRoutes(app: Hono<AppEnv>): void {
  route(app, api.me.get, async ({ c, query, player }) => {
    await activateDueRequests(c.var.app.db, player.playerId, c.var.app.clock());
    return loadPlayerInfo(c.var.app.db, player.playerId, {
      kyc: query.kyc === 1,
      marketing: query.marketing === 1,
      riskyCountry: query.riskyCountry === 1,
    });
  });

  route(app, api.me.statistics, async ({ c, query, player }) => {
    await activateDueRequests(c.var.app.db, player.playerId, c.var.app.clock());
    return { data: await listStatistics(c.var.app.db, player.playerId, query.type, query.to_activate === 1) };
  });

  route(app, api.me.deleteStatistic, async ({ c, params, player }) => {
    const id = params.id ?? '';
    if (!/^\d{1,9}$/.test(id)) throw new HttpError(404, 'No such pending request.', { code: 'not_found' });
    await deleteStatistic(c.var.app.db, player.playerId, Number(id), c.var.app.clock());
    return { message: 'Request deleted.' };
  });

  route(app, api.me.balance, ({ c, player }) => loadBalance(c.var.app.db, player.playerId));

  route(app, api.me.update, async ({ c, body, player }) => {
    const { db, clock } = c.var.app;
    const now = clock();

    if (body.password !== undefined) {
      // A token alone must not be enough to take the account over: the current password comes with a change.
      throw new HttpError(422, 'The password is changed with the current one (PUT me/password).', {
        code: 'current_password_required',
        errors: { password: ['The current password is required to change the password.'] },
      });
    }

    const errors: Record<string, string[]> = {};
    if (body.language !== undefined && !(interfaceLanguages as readonly string[]).includes(body.language)) {
      errors.language = [`The language must be one of ${interfaceLanguages.join(', ')}.`];
    }
    if (body.dob !== undefined && !isAdultBirthDate(body.dob, now)) {
      errors.dob = ['The date of birth must be a real Y-M-D date of a person at least 18 years old.'];
    }
    const fields = Object.keys(errors);
    if (fields.length > 0) throw new HttpError(422, errors[fields[0]!]![0]!, { code: 'validation_failed', errors });
    const limits = askedLimits(body, (await playerSkinRules(db, player.playerId)).periodFactor);

    const changes: Partial<typeof players.$inferInsert> = {};
    if (body.language !== undefined) changes.language = body.language;
    if (body.dob !== undefined) changes.dob = body.dob;
    if (body.terms_and_conditions !== undefined) {
      changes.termsAndConditions = body.terms_and_conditions;
      changes.termsAcceptedAt = body.terms_and_conditions ? now : null;
    }

    await activateDueRequests(db, player.playerId, now);
    await db.transaction(async (tx) => {
      const profile = await playerProfile(tx, player.playerId);
      if (Object.keys(limits).length > 0) await requestLimits(tx, player.playerId, limits, now, profile);
      if (asksExclusion(body)) await requestExclusion(tx, player.playerId, body, now, profile);
      if (Object.keys(changes).length > 0) {
        await tx.update(players).set({ ...changes, updatedAt: now }).where(eq(players.id, player.playerId));
      }
    });
    return loadPlayerInfo(db, player.playerId, { kyc: true, marketing: true, riskyCountry: true });
  });

  // Player area §7: {current, new, confirm}. The current password proves the player is at the
  // keyboard, not just holding a session; the other sessions end.
  route(app, api.me.changePassword, async ({ c, body, player }) => {
    const { db, clock } = c.var.app;
    const now = clock();
    const [user] = await db.select({ username: users.username, email: users.email, passwordHash: users.passwordHash, createdAt: users.createdAt, updatedAt: users.updatedAt }).from(users).where(eq(users.id, player.userId));
    if (!user) throw new HttpError(401, 'Unauthenticated.');
    // Player-area spec §2: an account never changed since it was made cannot change its password here.
    if (user.createdAt.getTime() === user.updatedAt.getTime()) throw new HttpError(403, 'The password of this account cannot be changed.', { code: 'password_unchangeable' });
    // A wrong current password counts as a failed login of the account: a stolen session must not
    // become an unthrottled way to guess the password. This form shows no captcha: where the login
    // would ask for one, the change waits instead.
    const attempt = { kind: 'player' as const, account: playerAccount(player.userId), ipAddress: clientAddress(c) };
    const outcome = await throttledLogin(db, attempt, now, 'unavailable', () => verifyPassword(user.passwordHash, body.current));
    const valid = outcome.status === 'checked' && outcome.valid;
    if (!valid) {
      await writeAudit(db, { playerId: player.playerId, action: outcome.status === 'refused' ? 'password_change_throttled' : 'password_change_failed', ipAddress: clientAddress(c), now });
    }
    if (outcome.status === 'refused') throw tooManyAttempts('Too many wrong passwords. Please try again later.', outcome.refusal);
    if (!valid) {
      throw new HttpError(422, 'The current password is not correct.', { code: 'wrong_current_password', errors: { current: ['The current password is not correct.'] } });
    }
    const errors: Record<string, string[]> = {};
    if (body.new === body.current) errors.new = [SAME_PASSWORD];
    else {
      const weak = passwordProblem(body.new);
      if (weak) errors.new = [weak];
      // Spec §5: not the nickname or the e-mail's local part, in any case.
      else if (registrationPasswordProblem(body.new, user.username, user.email) === 'password_nickname_email_check') errors.new = ['password_nickname_email_check'];
    }
    if (body.confirm !== body.new) errors.confirm = ['passwords_no_match'];
    const fields = Object.keys(errors);
    if (fields.length > 0) throw new HttpError(422, errors[fields[0]!]![0]!, { code: 'validation_failed', errors });

    const passwordHash = await hashPassword(body.new);
    await db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash, isCrypt: true, passwordChangedAt: now, updatedAt: now }).where(eq(users.id, player.userId));
      await revokeOtherSessions(tx, player.playerId, player.sessionId, now);
      // A reset link mailed before the change would undo it.
      await endTempTokens(tx, player.userId, RESET_TOKEN, now);
    });
    return { message: 'Password changed.' };
  });
}

function isAdultBirthDate(value: string, now: Date): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return false;
  const eighteenth = new Date(Date.UTC(year + 18, month - 1, day));
  return eighteenth.getTime() <= now.getTime() && year >= now.getUTCFullYear() - 115;
}
