import { and, eq, gt } from 'drizzle-orm';
import type { Hono } from 'hono';
import { api } from '@casino-sdk/core/contract';
import { players, tempTokens, users } from '../db/schema';
import { countedAddress } from '../http/client-address';
import type { AppEnv } from '../http/env';
import { HttpError, notFound } from '../http/errors';
import { route } from '../http/route';
import { send } from '../outbox/outbox';
import { findPlayerByLogin } from '../players/player-info';
import { issueLinkToken } from '../registration/link-tokens';
import { writeAudit } from '../security/audit';
import { enforceLimits } from '../security/rate-limits';
import { hashToken } from '../security/tokens';

/** The kind of temp token a newsletter's opt-out link carries. */
export const OPT_OUT_TOKEN = 'newsletter-opt-out';
/** An opt-out link keeps working as long as a newsletter is read: 90 days. */
export const OPT_OUT_TTL_MS = 90 * 86_400_000;

// The spec's answers (player-area §8): the client judges success by 'successfully'.
export const ALREADY_UNSUBSCRIBED = "You're already unsubscribed from our newsletter";
export const OPT_OUT_SENT = 'Newsletter opt-out request sent successfully';
export const OPT_OUT_FAILED = 'Failed to send the request';

/** Strangers call both: a guess per token is bounded by address. */
const optOutLimits = (address: string) => [{ name: 'newsletter opt-out per address a minute', key: address, max: 20, windowMs: 60_000 }];

/**
 * The newsletter opt-out (player-area spec §2, §4, §7, §8): the link's token is checked, then the
 * request with a reason turns the player's newsletter off. The token stays good until it expires,
 * so a second request answers "already unsubscribed" rather than an error.
 */
export function registerNewsletterRoutes(app: Hono<AppEnv>): void {
  async function playerOfToken(c: Parameters<Parameters<typeof route>[2]>[0]['c'], token: string) {
    const { db, clock } = c.var.app;
    const [row] = await db
      .select({ playerId: players.id, newsletter: players.newsletter })
      .from(tempTokens)
      .innerJoin(users, eq(users.id, tempTokens.userId))
      .innerJoin(players, eq(players.userId, users.id))
      .where(and(eq(tempTokens.tokenHash, hashToken(token)), eq(tempTokens.type, OPT_OUT_TOKEN), gt(tempTokens.expiresAt, clock())));
    return row ?? null;
  }

  route(app, api.notifications.optOutToken, async ({ c, query }) => {
    enforceLimits(c.var.app.limiter, optOutLimits(countedAddress(c)));
    const player = await playerOfToken(c, query.token);
    if (!player) return { is_valid: false };
    return player.newsletter ? { is_valid: true } : { is_valid: true, message: ALREADY_UNSUBSCRIBED };
  });

  route(app, api.notifications.optOut, async ({ c, body }) => {
    enforceLimits(c.var.app.limiter, optOutLimits(countedAddress(c)));
    const player = await playerOfToken(c, body.token);
    if (!player) throw new HttpError(422, OPT_OUT_FAILED, { code: 'token_invalid' });
    if (!player.newsletter) return { message: ALREADY_UNSUBSCRIBED };
    const now = c.var.app.clock();
    await c.var.app.db.transaction(async (tx) => {
      await tx.update(players).set({ newsletter: false, updatedAt: now }).where(eq(players.id, player.playerId));
      await writeAudit(tx, { playerId: player.playerId, action: 'newsletter_opt_out', detail: { reason: body.reason }, now });
    });
    return { message: OPT_OUT_SENT };
  });

  route(app, api.sandbox.sendNewsletter, async ({ c, params }) => {
    const { db, clock, skinId, publicUrl } = c.var.app;
    const account = await findPlayerByLogin(db, await skinId(), params.username ?? '');
    if (!account) throw notFound('Player not found.');
    const [player] = await db.select({ email: players.email, language: players.language, userId: players.userId }).from(players).where(eq(players.id, account.playerId));
    const now = clock();
    const token = await issueLinkToken(db, OPT_OUT_TOKEN, player!.userId, player!.email, OPT_OUT_TTL_MS, now);
    const link = `${publicUrl}/${player!.language}/newsletter/opt-out?token=${token}`;
    await send(db, { channel: 'email', to: player!.email, subject: 'Our newsletter', body: `This week at the casino.\n\nNo more newsletters: ${link}`, playerId: account.playerId, now });
    return { message: 'Newsletter sent.' };
  });
}
