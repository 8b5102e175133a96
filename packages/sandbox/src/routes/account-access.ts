import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Hono } from 'hono';
import { api, type TokenStatus } from '@casino-sdk/core/contract';
import type { Database } from '../db/database';
import { outbox, players, tempTokens, users } from '../db/schema';
import type { AppEnv } from '../http/env';
import { HttpError } from '../http/errors';
import { route } from '../http/route';
import { findTempToken, issueRegistrationToken, revokeOtherSessions } from '../http/sessions';
import { send } from '../outbox/outbox';
import { fillText, textsFor } from '../outbox/outbox-texts';
import { findPlayerByLogin } from '../players/player-info';
import { ACTIVATION_TOKEN, issueLinkToken, RESET_TOKEN } from '../registration/link-tokens';
import { passwordProblem } from '../security/password-policy';
import { hashPassword } from '../security/passwords';
import { UNCONFIRMED } from '../registration/account-status';

/** One answer whether or not the account exists, so the form does not tell who plays here. */
const RECOVERY_SENT = { message: 'If the account exists, we have sent it an e-mail.' };
/** The spec's text for a bad restore or reset token. */
const TOKEN_INVALID = 'token expired or not valid or email not valid';
/** Nobody floods an inbox through the recovery form: one mail of a kind a minute at most. */
const MAIL_EVERY_MS = 60 * 1000;
const MAX_RESET_HOURS = 24;
/**
 * Recovery and many-attempts answer no sooner than this after the request came, account or no
 * account: the mail's token and outbox writes take time a stranger could otherwise measure to tell
 * who plays here. Well above what those writes take on a busy machine.
 */
export const SAME_ANSWER_AFTER_MS = 400;

/** Runs `work`, then waits out the rest of `SAME_ANSWER_AFTER_MS` from when the request came. */
async function inEqualTime<T>(work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    const left = SAME_ANSWER_AFTER_MS - (performance.now() - started);
    if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  }
}

/** Recovery, the token check (reset and restore), the reset itself, and the many-attempts mail (spec §4). */
export function registerAccountAccessRoutes(app: Hono<AppEnv>): void {
  route(app, api.auth.recoverPassword, ({ c, body }) => inEqualTime(async () => {
    const { db, clock, skinId, publicUrl } = c.var.app;
    const now = clock();
    const account = await findPlayerByLogin(db, await skinId(), body.email ?? body.username ?? '');
    if (!account || (await mailedRecently(db, account.userId, RESET_TOKEN, now))) return RECOVERY_SENT;
    const player = await playerOf(db, account.playerId);
    const hours = Math.min(body.expiration_hours, MAX_RESET_HOURS);
    const token = await issueLinkToken(db, RESET_TOKEN, account.userId, player.email, hours * 60 * 60 * 1000, now);
    const texts = textsFor(player.language);
    const link = `${publicUrl}/${player.language}/password/reset/${token}`;
    await send(db, { channel: 'email', to: player.email.toLowerCase(), subject: texts.recoverySubject, body: fillText(texts.recoveryBody, { name: player.name, link }), playerId: account.playerId, now });
    return RECOVERY_SENT;
  }));

  route(app, api.auth.manyAttempts, ({ c, body }) => inEqualTime(async () => {
    const { db, clock, skinId } = c.var.app;
    const now = clock();
    const account = await findPlayerByLogin(db, await skinId(), body.username);
    if (!account) return RECOVERY_SENT;
    const player = await playerOf(db, account.playerId);
    const [recent] = await db
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(eq(outbox.playerId, account.playerId), eq(outbox.subject, textsFor(player.language).manyAttemptsSubject), gt(outbox.createdAt, new Date(now.getTime() - MAIL_EVERY_MS))))
      .limit(1);
    if (recent) return RECOVERY_SENT;
    const texts = textsFor(player.language);
    await send(db, { channel: 'email', to: player.email.toLowerCase(), subject: texts.manyAttemptsSubject, body: fillText(texts.manyAttemptsBody, { name: player.name }), playerId: account.playerId, now });
    return RECOVERY_SENT;
  }));

  // A reset link's token, or with type=activation-token the restore of registration step −1.
  route(app, api.auth.status, async ({ c, params, query }) => {
    const { db, clock } = c.var.app;
    const now = clock();
    const invalid: TokenStatus = { is_valid: false, tokenable: null };
    const token = await findTempToken(db, params.token ?? '', now);
    const restore = query.type === 'activation-token';
    if (!token || token.userId === null || token.type !== (restore ? ACTIVATION_TOKEN : RESET_TOKEN)) return invalid;
    if (restore && (query.email ?? '').trim().toLowerCase() !== (token.email ?? '').toLowerCase()) return invalid;
    const [player] = await db
      .select({ id: players.id, status: players.status, email: players.email, emailVerifiedAt: players.emailVerifiedAt, firstname: players.firstname, lastname: players.lastname, createdAt: players.createdAt })
      .from(players)
      .where(eq(players.userId, token.userId));
    if (!player) return invalid;
    const tokenable = {
      user_id: token.userId,
      // The reset form sends it back; the restore form already has it.
      email: player.email,
      email_verified_at: player.emailVerifiedAt?.toISOString() ?? null,
      firstname: player.firstname,
      lastname: player.lastname,
      created_at: player.createdAt.toISOString(),
    };
    if (!restore) return { is_valid: true, tokenable };
    // Restore confirms the e-mail (the link came by e-mail) and hands the browser a fresh
    // registration token for step 2; an account already confirmed gets neither, and the form
    // tells the player to log in or recover the password.
    if (player.status !== UNCONFIRMED || player.emailVerifiedAt) return { is_valid: true, tokenable };
    if (query.email_verified) await db.update(players).set({ emailVerifiedAt: now, updatedAt: now }).where(eq(players.id, player.id));
    await db.update(tempTokens).set({ usedAt: now }).where(eq(tempTokens.id, token.id));
    return { is_valid: true, tokenable, registration_token: await issueRegistrationToken(db, token.userId, now) };
  });

  route(app, api.auth.resetPassword, async ({ c, body }) => {
    const { db, clock } = c.var.app;
    const now = clock();
    const token = await findTempToken(db, body.token, now);
    if (!token || token.type !== RESET_TOKEN || token.userId === null || (token.email ?? '').toLowerCase() !== body.email.trim().toLowerCase()) {
      throw new HttpError(422, TOKEN_INVALID, { code: 'token_invalid' });
    }
    const problem = passwordProblem(body.password) ?? (body.password === body.password_confirmation ? null : 'The password doesn\u2019t match.');
    if (problem) throw new HttpError(422, problem, { code: 'validation_failed', errors: { password: [problem] } });
    const passwordHash = await hashPassword(body.password);
    const userId = token.userId;
    await db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash, isCrypt: true, passwordChangedAt: now, updatedAt: now }).where(eq(users.id, userId));
      // Every reset link of the player dies with the one used.
      await tx.update(tempTokens).set({ usedAt: now }).where(and(eq(tempTokens.userId, userId), eq(tempTokens.type, RESET_TOKEN), isNull(tempTokens.usedAt)));
      const [player] = await tx.select({ id: players.id }).from(players).where(eq(players.userId, userId));
      // Whoever held a session (perhaps whoever made the reset necessary) must log in again.
      if (player) await revokeOtherSessions(tx, player.id, null, now);
    });
    return undefined;
  });
}

async function playerOf(db: Database, playerId: number) {
  const [player] = await db.select({ email: players.email, name: players.name, language: players.language }).from(players).where(eq(players.id, playerId));
  return player!;
}

async function mailedRecently(db: Database, userId: number, type: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: tempTokens.id })
    .from(tempTokens)
    .where(and(eq(tempTokens.userId, userId), eq(tempTokens.type, type), gt(tempTokens.createdAt, new Date(now.getTime() - MAIL_EVERY_MS))))
    .orderBy(desc(tempTokens.createdAt))
    .limit(1);
  return row !== undefined;
}
