import type { ActiveBonus } from '../contract/bonus';
import { type Money, moneyTimes, parseMoney, subtractMoney } from './money';

/** What the game page's bonus bar and My bonus show of the bonus being played through. */
export interface BonusProgress {
  /** Wagering done, 0–100 (the platform's counter_percentage, held inside the bar). */
  percent: number;
  /** The wagering target and how much of it is wagered and left, in the player's currency. */
  target: Money;
  wagered: Money;
  left: Money;
  /** Free spins granted and still to play (freespins minus freespins_counter, never below 0). */
  freespins: number;
  freespinsLeft: number;
  /** The campaign's largest bet while bonus money plays; null when it has none. */
  maxBet: Money | null;
}

/** The bonus in the player's currency (the platform sends its amounts without one). */
export function bonusProgress(bonus: ActiveBonus, currency: string): BonusProgress {
  const percent = Math.min(100, Math.max(0, Number.isFinite(bonus.counter_percentage) ? bonus.counter_percentage : 0));
  const target = parseMoney(Math.max(0, bonus.target), currency);
  const wagered = moneyTimes(target, percent / 100);
  return {
    percent,
    target,
    wagered,
    left: subtractMoney(target, wagered),
    freespins: Math.max(0, bonus.freespins),
    freespinsLeft: Math.max(0, bonus.freespins - bonus.freespins_counter),
    maxBet: bonus.campaign?.max_bet == null ? null : parseMoney(bonus.campaign.max_bet, currency),
  };
}
