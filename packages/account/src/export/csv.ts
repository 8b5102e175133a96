import type { ExportCellKind, LedgerExport } from '../ledger/ledger-export';
import { cellDate, dateText, decimalText, exportHeading, exportRows, type ExportWords } from './export-words';

/** A spreadsheet runs a cell starting with one of these as a formula (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell a spreadsheet will not run: a leading quote makes a formula-looking text plain text. */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** Text escaped, then quoted when it holds the separator, a quote or a line break; quotes doubled (RFC 4180). */
function textField(text: string, separator: string): string {
  const field = neutraliseFormula(text);
  return field.includes(separator) || /["\r\n]/.test(field) ? `"${field.replaceAll('"', '""')}"` : field;
}

/** Only text is escaped: amounts and counts stay numbers a spreadsheet can add up, dates stay dates. */
function field(kind: ExportCellKind, cell: string | number, currency: string, separator: string): string {
  if (kind === 'money' && typeof cell === 'number') return decimalText(cell, currency);
  if (kind === 'number' && typeof cell === 'number') return String(cell);
  const date = kind === 'date' ? cellDate(cell) : null;
  return date ? dateText(date) : textField(String(cell), separator);
}

/** The title, the period and its totals above the table, then the header row and exactly the rows given. */
function writeDelimited(input: LedgerExport, words: ExportWords, separator: string): string {
  const heading = exportHeading(input, words);
  const line = (fields: readonly string[]) => fields.join(separator);
  const lines = [
    textField(heading.title, separator),
    textField(heading.period, separator),
    ...heading.totals.map((total) => line([textField(total.label, separator), decimalText(total.amount, input.currency), textField(input.currency, separator)])),
    '',
    line(heading.headers.map((header) => textField(header, separator))),
    ...exportRows(input, words).map((row) => line(input.columns.map((column, index) => field(column.kind, row[index]!, input.currency, separator)))),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

export function writeCsv(input: LedgerExport, words: ExportWords): string {
  return writeDelimited(input, words, ',');
}

/** Tab-separated, as a spreadsheet takes a paste. */
export function writeTsv(input: LedgerExport, words: ExportWords): string {
  return writeDelimited(input, words, '\t');
}
