import type { PlayerInfo } from '../contract/player';

/**
 * When the player's self-exclusion ends, while it holds (spec §6: `status_expires_at` in the future),
 * else null. The deposit page then shows only the exclusion message; withdrawals stay open.
 */
export function selfExclusionEnd(player: Pick<PlayerInfo, 'status_expires_at'> | null, now: Date): string | null {
  const end = player?.status_expires_at;
  if (!end) return null;
  const time = Date.parse(end);
  return Number.isFinite(time) && time > now.getTime() ? end : null;
}
