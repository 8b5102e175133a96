import type { Language } from './language';

/** Money in cents as an integer, so sums of JSON floats do not drift (0.1 + 0.2). */
function toCents(amount: number): number {
  return Math.round(amount * 100);
}

/** The spec's displayed balance: total plus bonus, to 2 decimals. */
export function displayedBalance(balance: { total: number; bonus: number }): number {
  return (toCents(balance.total) + toCents(balance.bonus)) / 100;
}

const formatters = new Map<string, Intl.NumberFormat>();

/** An amount in the player's currency and the page's language, always with 2 decimals. */
export function formatMoney(amount: number, currencyCode: string, language: Language): string {
  const key = `${language}:${currencyCode}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, { style: 'currency', currency: currencyCode, minimumFractionDigits: 2, maximumFractionDigits: 2 });
    formatters.set(key, format);
  }
  return format.format(amount);
}
