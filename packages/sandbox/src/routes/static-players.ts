import { and, eq, ne, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { api, interfaceLanguages, realityMinutesOptions, type PlayerPatch } from '@casino-sdk/core/contract';
import { importedPasswordProblem } from '@casino-sdk/core/rules';
import { postgresErrorCode, UNIQUE_VIOLATION } from '../db/pg-errors';
import { players, users } from '../db/schema';
import type { AppEnv } from '../http/env';
import { HttpError, notFound } from '../http/errors';
import { route } from '../http/route';
import { revokeOtherSessions } from '../http/sessions';
import { toE164 } from '../players/phone-number';
import { endTempTokens, RESET_TOKEN } from '../registration/link-tokens';
import { saveRegistration } from '../registration/save-registration';
import { mobileTaken } from '../registration/uniqueness';
import { passwordProblem } from '../security/password-policy';
import { hashPassword } from '../security/passwords';

/**
 * The patch fields this route applies: the player area's "update player by user id" (spec §7:
 * {mobile}, {email}, {reality_minutes} or {password, is_crypt: true}) and the language.
 * The save payload of registration step 2 (`status: 'active'`) goes to `saveRegistration`; any
 * other field is refused rather than silently dropped.
 */
const appliedFields = ['password', 'is_crypt', 'mobile', 'email', 'reality_minutes', 'language'] as const;

type Body = Record<string, unknown> & Partial<Pick<PlayerPatch, (typeof appliedFields)[number]>>;

// Spec §9: phone numbers have 8 to 20 digits; the player area sends one international number.
const MOBILE = /^\+?\d{8,20}$/;
// Deliberately loose (the platform's own check is not in the spec): one @, no spaces, a dot after it.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * PUT static/players/{id}, `{id}` being the player's user id. The contract asks for the player's
 * own session, or during registration the registration token issued for that player, and the
 * route layer has checked `{id}` is that player (403 otherwise) before this runs.
 */
export function registerStaticPlayerRoutes(app: Hono<AppEnv>): void {
  route(app, api.me.updateById, async ({ c, body: parsed, owner }) => {
    const { db, clock } = c.var.app;
    const body = parsed as Body;
    // The save payload of registration step 2 always says status active; nothing else sends a status.
    if (body.status !== undefined) return saveRegistration(c, owner, parsed);
    const now = clock();
    const { userId } = owner;

    const [account] = await db
      .select({ playerId: players.id, isCrypt: users.isCrypt, email: players.email, emailVerifiedAt: players.emailVerifiedAt, mobile: players.mobile, mobilePrefix: players.mobilePrefix, smsVerifiedAt: players.smsVerifiedAt })
      .from(players)
      .innerJoin(users, eq(users.id, players.userId))
      .where(eq(players.id, owner.playerId))
      .limit(1);
    if (!account) throw notFound('Player not found.');

    const unsupported = Object.keys(body).filter((field) => body[field] !== undefined && !(appliedFields as readonly string[]).includes(field));
    if (unsupported.length > 0) {
      throw new HttpError(422, 'These player fields cannot be changed in this sandbox yet.', {
        code: 'not_supported',
        errors: Object.fromEntries(unsupported.map((field) => [field, ['Not supported yet.']])),
      });
    }
    if (appliedFields.every((field) => body[field] === undefined)) {
      throw new HttpError(422, 'Nothing to change.', { code: 'validation_failed' });
    }

    if (body.password !== undefined && account.isCrypt) {
      // Only an imported account sets its password here (its session is the proof): any other
      // account changes it with the current one (PUT me/password) or a reset link.
      throw new HttpError(403, 'Change this password with the current one.', { code: 'password_change_not_allowed' });
    }

    const errors: Record<string, string[]> = {};
    if (body.password !== undefined) {
      const problem = passwordProblem(body.password) ?? (importedPasswordProblem(body.password) ? 'The password may only contain letters, digits and @$!%*?&.' : null);
      if (problem) errors.password = [problem];
    }
    if (body.is_crypt !== undefined) {
      if (!body.is_crypt) errors.is_crypt = ['An account cannot be turned back into an imported one.'];
      else if (body.password === undefined) errors.is_crypt = ['is_crypt comes with the new password.'];
    }
    const mobile = body.mobile === undefined ? undefined : toE164(body.mobile);
    const mobileChanges = mobile !== undefined && mobile !== `${account.mobilePrefix ?? ''}${account.mobile ?? ''}`;
    if (mobile !== undefined && !MOBILE.test(mobile)) errors.mobile = ['The mobile number must have 8 to 20 digits.'];
    else if (mobileChanges && account.smsVerifiedAt) errors.mobile = ['A confirmed mobile number cannot be changed.'];
    // One number, one player: the registration's check (auth/checkmobile) and its save hold it, and so does every write here.
    else if (mobileChanges && (await mobileTaken(db, mobile, account.playerId))) errors.mobile = ['phone_already_used'];
    const email = body.email?.trim();
    const emailChanges = email !== undefined && email.toLowerCase() !== account.email.toLowerCase();
    if (email !== undefined && !EMAIL.test(email)) errors.email = ['The email must be a valid email address.'];
    else if (emailChanges && account.emailVerifiedAt) errors.email = ['A confirmed email cannot be changed.'];
    else if (emailChanges) {
      const [taken] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), ne(users.id, userId)))
        .limit(1);
      if (taken) errors.email = ['email_already_used'];
    }
    if (body.reality_minutes !== undefined && !(realityMinutesOptions as readonly number[]).includes(body.reality_minutes)) {
      errors.reality_minutes = [`The reality check interval must be one of ${realityMinutesOptions.join(', ')} minutes.`];
    }
    if (body.language !== undefined && !(interfaceLanguages as readonly string[]).includes(body.language)) {
      errors.language = [`The language must be one of ${interfaceLanguages.join(', ')}.`];
    }
    const fields = Object.keys(errors);
    if (fields.length > 0) throw new HttpError(422, errors[fields[0]!]![0]!, { code: 'validation_failed', errors });

    const playerChanges: Partial<typeof players.$inferInsert> = {};
    if (mobile !== undefined && mobileChanges) {
      // Stored whole in E.164, without a separate prefix: GET me shows it as the one spelling of the number.
      Object.assign(playerChanges, { mobilePrefix: null, mobile, smsVerifiedAt: null });
    }
    if (email !== undefined && emailChanges) Object.assign(playerChanges, { email, emailVerifiedAt: null });
    if (body.reality_minutes !== undefined) playerChanges.realityMinutes = body.reality_minutes;
    if (body.language !== undefined) playerChanges.language = body.language;

    const userChanges: Partial<typeof users.$inferInsert> = {};
    if (email !== undefined && emailChanges) userChanges.email = email;
    if (body.password !== undefined) {
      // A new Argon2id hash ends the imported state: the guard stops sending the player to changePassword.
      Object.assign(userChanges, { passwordHash: await hashPassword(body.password), isCrypt: true, passwordChangedAt: now, updatedAt: now });
    }

    const saved = db.transaction(async (tx) => {
      if (Object.keys(playerChanges).length > 0) await tx.update(players).set({ ...playerChanges, updatedAt: now }).where(eq(players.id, account.playerId));
      if (Object.keys(userChanges).length > 0) await tx.update(users).set(userChanges).where(eq(users.id, userId));
      // Whoever else held a session of the imported account must log in with the new password.
      if (body.password !== undefined) {
        await revokeOtherSessions(tx, account.playerId, owner.sessionId, now);
        // A reset link mailed before the change would undo it.
        await endTempTokens(tx, userId, RESET_TOKEN, now);
      }
    });
    await saved.catch((error: unknown) => {
      // Two players racing for one new e-mail: the unique index decides, and the loser hears it as the check would say.
      if (postgresErrorCode(error) === UNIQUE_VIOLATION) {
        throw new HttpError(422, 'email_already_used', { code: 'validation_failed', errors: { email: ['email_already_used'] } });
      }
      throw error;
    });
    return { message: 'Player updated.' };
  });
}
