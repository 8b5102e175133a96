import type { LimitRefusal } from '../contract/error';
import { formatMoment } from '../dates/dates';
import type { FormMessage } from '../form/checks';
import type { Language } from '../rules/language';
import { formatMoney } from './format-money';
import { parseMoney } from './money';

/**
 * A refusal because of one of the player's limits, in words (issue 22): which limit, what its period
 * has used and left, and when it resets, in the player's zone and in UTC. Amounts in `currency`.
 */
export function limitRefusalMessage(refusal: LimitRefusal, currency: string, language: Language): Extract<FormMessage, { key: string }> {
  const money = (amount: number) => formatMoney(parseMoney(amount, currency), language);
  const resets = formatMoment(refusal.resetsAt, language);
  return { key: `limits.refused.${refusal.rule}`, values: { used: money(refusal.used), remaining: money(refusal.remaining), local: resets?.local ?? '', utc: resets?.utc ?? '' } };
}
