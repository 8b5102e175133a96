import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { api, type TokenStatus } from '@casino-sdk/core/contract';
import type { Database } from '../db/database';
import { players, users } from '../db/schema';
import { countedAddress } from '../http/client-address';
import type { AppEnv } from '../http/env';
import { HttpError } from '../http/errors';
import { route } from '../http/route';
import { findTempToken, issueRegistrationToken, REGISTRATION_TOKEN, revokeOtherSessions } from '../http/sessions';
import { send } from '../outbox/outbox';
import { fillText, textsFor } from '../outbox/outbox-texts';
import { findPlayerByLogin } from '../players/player-info';
import { ACTIVATION_TOKEN, claimTempToken, endTempTokens, issueLinkToken, RESET_TOKEN, RESET_TTL_MS } from '../registration/link-tokens';
import { accountFailuresSince, clearFailures, FAILURES_KEPT_MS, playerAccount } from '../security/login-throttle';
import { passwordProblem } from '../security/password-policy';
import { hashPassword } from '../security/passwords';
import { enforceLimits } from '../security/rate-limits';
import { UNCONFIRMED } from '../registration/account-status';

/** One answer whether or not the account exists, so the form does not tell who plays here. */
const RECOVERY_SENT = { message: 'If the account exists, we have sent it an e-mail.' };
/** The spec's text for a bad restore or reset token. */
const TOKEN_INVALID = 'token expired or not valid or email not valid';
const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
/**
 * Recovery requests from one address (an IPv6 address by its /64), answered or not: past them a
 * 429. Counted whether or not the account exists, so the refusal tells nothing about who plays here.
 */
export const RECOVERY_REQUESTS_PER_ADDRESS = { max: 20, windowMs: HOUR_MS };
/**
 * Recovery mails to one account: one a minute and five a day. Past them the request is answered as
 * always and no mail goes, so nobody floods an inbox through the form, and nobody learns the account exists.
 */
export const RECOVERY_MAILS_PER_ACCOUNT = [{ max: 1, windowMs: MINUTE_MS }, { max: 5, windowMs: DAY_MS }];
/**
 * The many-attempts mail goes only to an account whose own failure record shows this many failed
 * logins (from any address) within `FAILURES_KEPT_MS`, and at most once a day. The client asks for it
 * after its third block in the recovery status's hour, having sent four refused logins before each
 * block (its 5th is never sent), so a player who really met the dialog has at least eight.
 */
export const MANY_ATTEMPTS_FROM_FAILURES = 5;
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
    const { db, clock, skinId, publicUrl, limiter } = c.var.app;
    const now = clock();
    enforceLimits(limiter, [{ name: 'recovery per address', key: countedAddress(c), ...RECOVERY_REQUESTS_PER_ADDRESS }]);
    const account = await findPlayerByLogin(db, await skinId(), body.email ?? body.username ?? '');
    if (!account) return RECOVERY_SENT;
    const mailLimits = RECOVERY_MAILS_PER_ACCOUNT.map((limit, index) => ({ name: `recovery mail per account ${index}`, key: String(account.userId), ...limit }));
    if (limiter.take(mailLimits) !== null) return RECOVERY_SENT;
    const player = await playerOf(db, account.playerId);
    // The link's life is the server's: body.expiration_hours (the spec's 1) cannot make it longer.
    const token = await issueLinkToken(db, RESET_TOKEN, account.userId, player.email, RESET_TTL_MS, now);
    const texts = textsFor(player.language);
    const link = `${publicUrl}/${player.language}/password/reset/${token}`;
    await send(db, { channel: 'email', to: player.email.toLowerCase(), subject: texts.recoverySubject, body: fillText(texts.recoveryBody, { name: player.name, link }), playerId: account.playerId, now });
    return RECOVERY_SENT;
  }));

  // Anyone can name any player here: the mail goes only when the server's own record shows the
  // failures the client's dialog speaks of, and once a day at most.
  route(app, api.auth.manyAttempts, ({ c, body }) => inEqualTime(async () => {
    const { db, clock, skinId, limiter } = c.var.app;
    const now = clock();
    const account = await findPlayerByLogin(db, await skinId(), body.username);
    if (!account) return RECOVERY_SENT;
    const failures = await accountFailuresSince(db, 'player', playerAccount(account.userId), new Date(now.getTime() - FAILURES_KEPT_MS));
    if (failures < MANY_ATTEMPTS_FROM_FAILURES) return RECOVERY_SENT;
    if (limiter.take([{ name: 'many-attempts mail per account', key: String(account.userId), max: 1, windowMs: DAY_MS }]) !== null) return RECOVERY_SENT;
    const player = await playerOf(db, account.playerId);
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
    // The link is claimed in one statement: of restores racing with it, one gets a registration token.
    if (!(await claimTempToken(db, token.id, now))) return invalid;
    if (query.email_verified) await db.update(players).set({ emailVerifiedAt: now, updatedAt: now }).where(eq(players.id, player.id));
    // The registration goes on in this browser only: tokens handed out before (step 0's) end.
    await endTempTokens(db, token.userId, REGISTRATION_TOKEN, now);
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
      // Of resets racing with one link, one claims it; the others change nothing.
      if (!(await claimTempToken(tx, token.id, now))) throw new HttpError(422, TOKEN_INVALID, { code: 'token_invalid' });
      await tx.update(users).set({ passwordHash, isCrypt: true, passwordChangedAt: now, updatedAt: now }).where(eq(users.id, userId));
      // Every other reset link of the player dies with the one used.
      await endTempTokens(tx, userId, RESET_TOKEN, now);
      const [player] = await tx.select({ id: players.id }).from(players).where(eq(players.userId, userId));
      // Whoever held a session (perhaps whoever made the reset necessary) must log in again.
      if (player) await revokeOtherSessions(tx, player.id, null, now);
    });
    // The link proved the account's owner at this address, as a login does: its failures there end.
    await clearFailures(db, { kind: 'player', account: playerAccount(userId), ipAddress: countedAddress(c) }, now);
    return undefined;
  });
}

async function playerOf(db: Database, playerId: number) {
  const [player] = await db.select({ email: players.email, name: players.name, language: players.language }).from(players).where(eq(players.id, playerId));
  return player!;
}
