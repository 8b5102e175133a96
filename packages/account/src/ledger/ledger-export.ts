import type { DayRange } from '@casino-sdk/core/dates';

/** How a column's cells are written in a file: text is escaped, money and numbers stay numbers. */
export type ExportCellKind = 'text' | 'money' | 'number' | 'date';

/** A cell's value, or a text key (a status, a known type) translated where the export is made, as the table shows it. */
export type ExportCell = string | number | { readonly key: string };

/**
 * What a ledger view exports: exactly its filtered rows and columns, with the period's totals for
 * the header. Labels are text keys, translated where the export is made.
 */
export interface LedgerExport {
  /** The file's name stem. */
  name: 'reports' | 'transactions';
  period: DayRange;
  currency: string;
  columns: readonly { key: string; label: string; kind: ExportCellKind }[];
  rows: readonly (readonly ExportCell[])[];
  totals: readonly { label: string; amount: number }[];
}
