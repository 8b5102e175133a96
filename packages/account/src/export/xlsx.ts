import { currencyDigits } from '@casino-sdk/core/money';
import writeExcelFile, { type Cell, type Row } from 'write-excel-file/universal';
import type { ExportCellKind, LedgerExport } from '../ledger/ledger-export';
import { cellDate, decimalText, exportHeading, exportRows, type ExportWords } from './export-words';

/**
 * The .xlsx (write-excel-file, loaded only when Excel is pressed). Cells are typed: amounts and
 * counts numbers, dates dates, text strings; a string cell is never read as a formula, so text
 * needs no escaping here.
 */
export async function writeXlsx(input: LedgerExport, words: ExportWords): Promise<Blob> {
  const heading = exportHeading(input, words);
  const digits = currencyDigits(input.currency);
  const moneyFormat = digits === 0 ? '#,##0' : `#,##0.${'0'.repeat(digits)}`;
  // The amount through its decimal text, so 200.1 is written 200.1 and not 200.09999.
  const money = (amount: number): Cell => ({ value: Number(decimalText(amount, input.currency)), type: Number, format: moneyFormat });
  const cell = (kind: ExportCellKind, value: string | number): Cell => {
    if (kind === 'money' && typeof value === 'number') return money(value);
    if (kind === 'number' && typeof value === 'number') return { value, type: Number };
    const date = kind === 'date' ? cellDate(value) : null;
    if (date) return { value: date.date, type: Date, format: date.withTime ? 'yyyy-mm-dd hh:mm:ss' : 'yyyy-mm-dd' };
    return { value: String(value), type: String };
  };
  const data: Row[] = [
    [{ value: heading.title, type: String, fontWeight: 'bold' }],
    [{ value: heading.period, type: String }],
    ...heading.totals.map((total): Row => [{ value: total.label, type: String }, money(total.amount), { value: input.currency, type: String }]),
    [],
    heading.headers.map((header): Cell => ({ value: header, type: String, fontWeight: 'bold' })),
    ...exportRows(input, words).map((row): Row => input.columns.map((column, index) => cell(column.kind, row[index]!))),
  ];
  return writeExcelFile(data, {
    sheet: heading.title.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31),
    columns: input.columns.map((column) => ({ width: column.kind === 'text' ? 24 : column.kind === 'date' ? 20 : 14 })),
    stickyRowsCount: 4 + heading.totals.length,
  }).toBlob();
}
