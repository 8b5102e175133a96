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

export interface MoneyFormat {
  /** An offer's round amount ("up to €500"): no cents when there are none. A balance keeps its 2 decimals. */
  dropZeroCents?: boolean;
}

/** An amount in the player's currency and the page's language, with 2 decimals unless told otherwise. */
export function formatMoney(amount: number, currencyCode: string, language: Language, options: MoneyFormat = {}): string {
  const digits = options.dropZeroCents && Number.isInteger(amount) ? 0 : 2;
  const key = `${language}:${currencyCode}:${digits}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, { style: 'currency', currency: currencyCode, minimumFractionDigits: digits, maximumFractionDigits: digits });
    formatters.set(key, format);
  }
  return format.format(amount);
}
