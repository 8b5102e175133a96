/**
 * Amounts as the MoneyField types and shows them: integer minor units (1050 for 10.50) in and out,
 * text in the player's language, exact string arithmetic, no floats. What the player types;
 * `money.ts` holds what the platform sends.
 */
import type { Validator } from '../form';

export interface Separators {
  decimal: string;
  group: string;
}

/** The language's decimal and group marks (the number only shows them; nothing is computed with it). */
export function separatorsOf(language: string): Separators {
  const parts = new Intl.NumberFormat(language).formatToParts(1234567.5);
  return {
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
    group: parts.find((part) => part.type === 'group')?.value ?? '',
  };
}

/**
 * Minor units of what was typed: null for nothing, undefined for text that is no amount (letters,
 * more decimals than the currency has, beyond the safe integers). Spaces are grouping. Of `.` and
 * `,` the language's decimal mark is the decimal; the other one groups thousands when it stands
 * between groups of three (1,000 / 1.000), else it is taken as the decimal mark typed from another
 * keyboard (10.50 in German is 10,50).
 */
export function parseAmount(text: string, decimals: number, { decimal }: Pick<Separators, 'decimal'>): number | null | undefined {
  const compact = text.replace(/[\s\u00a0\u202f']/g, '');
  if (compact === '') return null;
  const mark = decimal === ',' ? ',' : '.';
  const other = mark === ',' ? '.' : ',';
  let whole = compact;
  let fraction = '';
  const at = compact.indexOf(mark);
  if (at >= 0) {
    whole = compact.slice(0, at);
    fraction = compact.slice(at + 1);
  } else {
    const pieces = compact.split(other);
    // One such mark not followed by three digits: the decimal mark of another keyboard.
    if (pieces.length === 2 && pieces[1]!.length !== 3) [whole, fraction] = pieces as [string, string];
  }
  if (whole.includes(other)) {
    if (!new RegExp(`^\\d{1,3}(\\${other}\\d{3})+$`).test(whole)) return undefined;
    whole = whole.split(other).join('');
  }
  if (!/^\d*$/.test(whole) || !/^\d*$/.test(fraction) || (whole === '' && fraction === '')) return undefined;
  if (fraction.length > decimals || (decimals === 0 && at >= 0)) return undefined;
  const digits = (whole + fraction.padEnd(decimals, '0')).replace(/^0+(?=\d)/, '');
  const minor = Number(digits);
  return Number.isSafeInteger(minor) ? minor : undefined;
}

/** Minor units as text: `decimals` places, the language's marks, thousands grouped when asked. */
export function formatAmount(minor: number, decimals: number, separators: Separators, grouped = false): string {
  const digits = String(Math.abs(minor)).padStart(decimals + 1, '0');
  let whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals);
  if (grouped) whole = whole.replace(/\B(?=(\d{3})+$)/g, separators.group);
  return `${minor < 0 ? '-' : ''}${whole}${decimals > 0 ? separators.decimal + fraction : ''}`;
}

/**
 * The caller's limits as a validator: `field.amountMin` / `field.amountMax` with the limit in minor
 * units; the bound MoneyField words it in the player's language and currency.
 */
export function amountLimits<Values>({ min, max }: { min?: number; max?: number }): Validator<number | null, Values> {
  return (amount) => {
    if (amount === null) return null;
    if (min !== undefined && amount < min) return { key: 'field.amountMin', values: { min } };
    if (max !== undefined && amount > max) return { key: 'field.amountMax', values: { max } };
    return null;
  };
}
