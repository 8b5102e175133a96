import { and, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { api, kycLevels } from '@casino-sdk/core/contract';
import { playerKyc } from '../db/schema';
import type { AppEnv } from '../http/env';
import { HttpError } from '../http/errors';
import { route } from '../http/route';

const KNOWN_LEVELS: readonly string[] = Object.values(kycLevels);

/**
 * `POST kyc/players/{id} {level}`: moves the player to a level by creating its KYC item
 * (`initialized`), or answers the item the player already has there; a level the platform does not
 * know is refused. The player is proven by session first (`route()`), so another's id is 403.
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
    return { id: item!.id, level: item!.level, status: item!.status, created_at: item!.createdAt.toISOString(), updated_at: item!.updatedAt.toISOString() };
  });
}
