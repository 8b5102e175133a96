import type { Hono } from 'hono';
import { api } from '@casino-sdk/core/contract';
import { deleteActiveBonus, saveBonusCode, unusedCampaigns } from '../campaigns/player-campaigns';
import type { AppEnv } from '../http/env';
import { route } from '../http/route';
import { enforceLimits, type Limit } from '../security/rate-limits';
import { requestLanguage } from '../translations/texts';

const MINUTE = 60_000;

/** Any of the player's bonus calls: a page's worth of loads and clicks a minute. */
export const BONUS_CALLS_PER_PLAYER = { max: 30, windowMs: MINUTE };
/** Saved codes: enough for typos, too few to guess codes. */
export const BONUS_CODES_PER_PLAYER = { max: 10, windowMs: 60 * MINUTE };

const callLimit = (playerId: number): Limit => ({ name: 'bonus call per player', key: String(playerId), ...BONUS_CALLS_PER_PLAYER });

/**
 * My bonus (player-area spec §2, §7): the campaigns offered to the player and not used yet, the
 * active bonus given up, a bonus code saved. Each names the player's user id in its path; the proof
 * checks it is the signed-in player's.
 */
export function registerPlayerCampaignRoutes(app: Hono<AppEnv>): void {
  route(app, api.campaigns.unused, async ({ c, query, player }) => {
    const { db, clock, limiter } = c.var.app;
    enforceLimits(limiter, [callLimit(player.playerId)]);
    const language = requestLanguage(query.language, c.req.header('accept-language'));
    const data = await unusedCampaigns(db, player.playerId, { language, depositOnly: query.is_deposit === 1, visibleOnly: query.campaign_visible === 1 }, clock());
    return { data };
  });

  route(app, api.campaigns.remove, async ({ c, player }) => {
    const { db, clock, limiter } = c.var.app;
    enforceLimits(limiter, [callLimit(player.playerId)]);
    await deleteActiveBonus(db, player.playerId, clock());
    return { message: 'Bonus deleted.' };
  });

  route(app, api.campaigns.saveCode, async ({ c, body, player }) => {
    const { db, clock, limiter } = c.var.app;
    enforceLimits(limiter, [callLimit(player.playerId), { name: 'bonus code per player', key: String(player.playerId), ...BONUS_CODES_PER_PLAYER }], 'Too many bonus codes. Please try again later.');
    const saved = await saveBonusCode(db, player.playerId, body.bonus_code, clock());
    return { message: saved === 'activated' ? 'Bonus activated.' : 'Bonus code saved: the bonus comes with your next deposit.' };
  });
}
