import { and, eq, inArray } from 'drizzle-orm';
import type { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { api, kycLevels } from '@casino-sdk/core/contract';
import { playerKyc } from '../db/schema';
import { countedAddress } from '../http/client-address';
import type { AppEnv } from '../http/env';
import { HttpError, notFound } from '../http/errors';
import { route } from '../http/route';
import { issueAccessToken } from '../identity-vendor/applicants';
import { DIGEST_HEADER, NOTIFICATION_PATH, signNotification, vendorNotification, type VendorNotification } from '../identity-vendor/vendor-notification';
import { vendorSdkUrl } from '../identity-vendor/vendor-routes';
import { requestProviderOrigin } from '../provider/game-origin';
import { writeAudit } from '../security/audit';
import { enforceLimits } from '../security/rate-limits';
import { secretsEqual } from '../security/tokens';

const KNOWN_LEVELS: readonly string[] = Object.values(kycLevels);

const itemBody = (item: typeof playerKyc.$inferSelect) => ({ id: item.id, level: item.level, status: item.status, created_at: item.createdAt.toISOString(), updated_at: item.updatedAt.toISOString() });

/** Where a notification moves a KYC item, and from which statuses it may. */
function move(notification: VendorNotification): { from: string[]; to: string } {
  if (notification.type === 'applicantPending') return { from: ['initialized', 'rejected'], to: 'pending' };
  return { from: ['pending'], to: notification.review_answer === 'GREEN' ? 'accepted' : 'rejected' };
}

/**
 * The player's KYC (decision 0054). `POST kyc/players/{id} {level}` moves the player to a level by
 * creating its KYC item (`initialized`), or answers the item the player already has there; a level
 * the platform does not know is refused. `GET kyc/players/{id}/access-token?level` asks the identity
 * vendor for a token for that item's check. Both prove the player by session first (`route()`), so
 * another's id is 403. The vendor's signed notifications are the only way a level becomes pending,
 * accepted or rejected: nothing the browser says moves it.
 */
export function registerKycRoutes(app: Hono<AppEnv>): void {
  route(app, api.kyc.setLevel, async ({ c, body, player }) => {
    const { db, clock } = c.var.app;
    if (!KNOWN_LEVELS.includes(body.level)) {
      throw new HttpError(422, 'The KYC level is not known.', { code: 'validation_failed', errors: { level: ['The KYC level is not known.'] } });
    }
    const now = clock();
    await db.insert(playerKyc).values({ playerId: player.playerId, level: body.level, status: 'initialized', createdAt: now, updatedAt: now }).onConflictDoNothing();
    const [item] = await db.select().from(playerKyc).where(and(eq(playerKyc.playerId, player.playerId), eq(playerKyc.level, body.level)));
    return itemBody(item!);
  });

  route(app, api.kyc.accessToken, async ({ c, query, player }) => {
    const { db, clock, limiter } = c.var.app;
    enforceLimits(limiter, [{ name: 'KYC access tokens per player a minute', key: String(player.playerId), max: 10, windowMs: 60_000 }]);
    const [item] = await db.select().from(playerKyc).where(and(eq(playerKyc.playerId, player.playerId), eq(playerKyc.level, query.level)));
    if (!item) throw new HttpError(404, 'The player has no KYC check at this level.', { code: 'kyc_level_missing' });
    if (item.status === 'accepted') throw new HttpError(409, 'This level is accepted already.', { code: 'kyc_already_accepted' });
    const token = await issueAccessToken(db, item.id, clock());
    return { token, user_id: String(item.id), sdk_url: vendorSdkUrl(requestProviderOrigin(c)) };
  });

  app.post(NOTIFICATION_PATH, bodyLimit({ maxSize: 16 * 1024, onError: (c) => c.json({ message: 'The request body is too large.' }, 413) }), async (c) => {
    const { db, clock, limiter, identityVendorSecret } = c.var.app;
    enforceLimits(limiter, [{ name: 'identity vendor notifications per address a minute', key: countedAddress(c), max: 120, windowMs: 60_000 }]);
    const raw = await c.req.text();
    if (!secretsEqual(c.req.header(DIGEST_HEADER) ?? '', signNotification(identityVendorSecret, raw))) {
      throw new HttpError(401, 'The notification is not signed by the identity vendor.', { code: 'signature_invalid' });
    }
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      throw new HttpError(400, 'The request body is not valid JSON.');
    }
    const parsed = vendorNotification.safeParse(json);
    if (!parsed.success) throw new HttpError(400, 'The notification is not one the platform knows.');
    const notification = parsed.data;
    const { from, to } = move(notification);
    const now = clock();
    const moved = await db.transaction(async (tx) => {
      const [item] = await tx
        .update(playerKyc)
        .set({ status: to, updatedAt: now })
        .where(and(eq(playerKyc.id, Number(notification.applicant_id)), eq(playerKyc.level, notification.level), inArray(playerKyc.status, from)))
        .returning();
      if (item) await writeAudit(tx, { playerId: item.playerId, action: 'kyc_status_changed', detail: { level: item.level, status: to, notification: notification.type }, now });
      return item;
    });
    if (!moved) {
      const [known] = await db.select({ id: playerKyc.id }).from(playerKyc).where(eq(playerKyc.id, Number(notification.applicant_id)));
      if (!known) throw notFound('No such applicant.');
    }
    // A notification that finds the item past that step already changes nothing (vendors send again).
    return c.json({ ok: true });
  });
}
