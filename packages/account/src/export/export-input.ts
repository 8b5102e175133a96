import type { Money } from '@casino-sdk/core/money';

/** What a cell holds, so each format writes it as its own type (a spreadsheet number, a date). */
export type ColumnKind = 'text' | 'money' | 'date' | 'number';

export interface ExportColumn {
  readonly key: string;
  readonly header: string;
  readonly kind: ColumnKind;
}

/** A cell by its column's kind: text a string, money Money, date a Date, number a number. */
export type ExportCell = string | number | Date | Money;

/** One input for every export: exactly the rows on screen, with the period's totals for the header. */
export interface ExportInput {
  readonly title: string;
  readonly period: { readonly from: Date; readonly to: Date };
  readonly columns: readonly ExportColumn[];
  readonly rows: readonly Readonly<Record<string, ExportCell>>[];
  readonly totals: readonly { readonly label: string; readonly amount: Money }[];
  readonly language: string;
}
