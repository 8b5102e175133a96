import { formatMoney, parseMoney } from '@casino-sdk/core/money';
import type { Language } from '@casino-sdk/core/rules';

/** An amount of the platform in its currency as the language writes it. */
export function moneyText(amount: number, currency: string, language: Language): string {
  return formatMoney(parseMoney(amount, currency), language);
}
