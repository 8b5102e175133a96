import type * as z from 'zod/mini';
import type { activeBonus } from '@casino-sdk/core/contract';
import type { playerBonuses } from '../db/schema';

export type ActiveBonusBody = z.input<typeof activeBonus>;

/**
 * Player info's `bonus`: how far the wagering has come towards the target, in percent. `name`: the
 * campaign's name in the player's language, where known; else the name copied when it was given.
 */
export function bonusBody(row: typeof playerBonuses.$inferSelect, name: string = row.campaignName): ActiveBonusBody {
  const target = Number(row.target);
  const wagered = Number(row.wagered);
  const percentage = target > 0 ? Math.min(100, Math.floor((wagered / target) * 10_000) / 100) : 100;
  return {
    target,
    freespins: row.freespins,
    freespins_counter: row.freespinsCounter,
    counter_percentage: percentage,
    campaign_id: row.campaignId,
    campaign: { id: row.campaignId, name, code: row.campaignCode, max_bet: row.maxBet === null ? null : Number(row.maxBet) },
    countdown: row.expiresAt ? row.expiresAt.toISOString() : null,
  };
}
