// Writing an amount: apart from money.ts, which the store needs on every page, so only the elements
// that write amounts carry the formatters.
import type { Language } from '../rules/language';
import { currencyDigits, type Money } from './money';

/**
 * How an amount is written:
 * - 'amount': the currency's decimals, always (a balance, a bet: "€1,050.00"; spec: amounts to 2 decimals);
 * - 'offer': an offer's round amount drops zero cents ("up to €500"), never other cents;
 * - 'bonus': a bonus amount; CZK without decimals (player-area spec, section 9), others as 'amount'.
 */
export type MoneyStyle = 'amount' | 'offer' | 'bonus';

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(language: Language, currency: string, fractionDigits: number): Intl.NumberFormat {
  const key = `${language}:${currency}:${fractionDigits}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, {
      style: 'currency',
      currency,
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    formatters.set(key, format);
  }
  return format;
}

/** An amount in its currency and the page's language (the language's separators: 1 234,50 Kč, €1,234.50). */
export function formatMoney(money: Money, language: Language, style: MoneyStyle = 'amount'): string {
  const digits = currencyDigits(money.currency);
  const scale = 10 ** digits;
  const whole = money.minor % scale === 0;
  const shown = (style === 'offer' && whole) || (style === 'bonus' && money.currency === 'CZK') ? 0 : digits;
  return formatter(language, money.currency, shown).format(money.minor / scale);
}
