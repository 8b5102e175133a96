import type { Language } from '@casino-sdk/core';
import { currencyDigits, formatMoney, parseMoney } from '@casino-sdk/core/money';
import type { Translate } from '@casino-sdk/ui';
import type { LedgerExport } from '../ledger/ledger-export';

/** The translator and language a file is written in: the model's labels are text keys. */
export interface ExportWords {
  readonly t: Translate;
  readonly language: Language;
}

/** What every format writes above its table: the title, the period (UTC days) and its totals. */
export interface ExportHeading {
  readonly title: string;
  readonly period: string;
  readonly totals: readonly { readonly label: string; readonly amount: number }[];
  readonly headers: readonly string[];
}

export function exportHeading(input: LedgerExport, { t }: ExportWords): ExportHeading {
  return {
    title: t(`account.${input.name}.title`),
    period: t('account.export.period', { from: input.period.from, to: input.period.to }),
    totals: input.totals.map((total) => ({ label: t(total.label), amount: total.amount })),
    headers: input.columns.map((column) => t(column.label)),
  };
}

/** The rows with their text keys translated, each cell a value a format writes by its column's kind. */
export function exportRows(input: LedgerExport, { t }: ExportWords): (string | number)[][] {
  return input.rows.map((row) =>
    input.columns.map((_, index) => {
      const cell = row[index] ?? '';
      return typeof cell === 'object' ? t(cell.key) : cell;
    }),
  );
}

/** An amount of the platform as a plain decimal with its currency's digits (via minor units, no float drift). */
export function decimalText(amount: number, currency: string): string {
  const { minor } = parseMoney(amount, currency);
  const digits = currencyDigits(currency);
  const sign = minor < 0 ? '-' : '';
  const units = String(Math.abs(minor)).padStart(digits + 1, '0');
  return digits === 0 ? `${sign}${units}` : `${sign}${units.slice(0, -digits)}.${units.slice(-digits)}`;
}

/** An amount as the language writes it, with its currency (the PDF's cells). */
export function amountText(amount: number, currency: string, language: Language): string {
  return formatMoney(parseMoney(amount, currency), language);
}

/** A date cell read as a date: a calendar day (`2026-11-02`) or a timestamp with its time (UTC, as the platform sends it). */
export interface CellDate {
  readonly date: Date;
  readonly withTime: boolean;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)(Z|[+-]\d{2}:?\d{2})?$/;

/**
 * Null for a cell that is not a date, which is then written as escaped text. A time without a zone
 * (`2026-11-02 10:00:00`, as PHP platforms write it) is UTC, never the browser's own zone.
 */
export function cellDate(value: string | number): CellDate | null {
  if (typeof value !== 'string') return null;
  if (DAY.test(value)) return { date: new Date(`${value}T00:00:00Z`), withTime: false };
  const match = TIME.exec(value);
  const time = match ? Date.parse(`${match[1]}T${match[2]}${match[3] ?? 'Z'}`) : Number.NaN;
  return Number.isNaN(time) ? null : { date: new Date(time), withTime: true };
}

/** `2026-11-02` or `2026-11-02 10:00:00` (UTC): what a spreadsheet reads as a date. */
export function dateText({ date, withTime }: CellDate): string {
  const iso = date.toISOString();
  return withTime ? `${iso.slice(0, 10)} ${iso.slice(11, 19)}` : iso.slice(0, 10);
}
