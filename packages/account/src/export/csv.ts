import { currencyDigits, type Money } from '@casino-sdk/core/money';
import type { ExportCell, ExportColumn, ExportInput } from './export-input';

/** A spreadsheet runs a cell starting with one of these as a formula (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell a spreadsheet will not run: a leading quote makes a formula-looking text plain text. */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** Quoted when it holds a separator, a quote or a line break; quotes doubled (RFC 4180). */
function quoted(field: string): string {
  return /[",\r\n]/.test(field) ? `"${field.replaceAll('"', '""')}"` : field;
}

/** Money as a plain decimal with its currency's decimals, from integer minor units (no float sums). */
export function moneyText(money: Money): string {
  const digits = currencyDigits(money.currency);
  const sign = money.minor < 0 ? '-' : '';
  const units = String(Math.abs(money.minor)).padStart(digits + 1, '0');
  return digits === 0 ? `${sign}${units}` : `${sign}${units.slice(0, -digits)}.${units.slice(-digits)}`;
}

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Only text cells are escaped: amounts and numbers stay numbers a spreadsheet can add up. */
function cellText(column: ExportColumn, cell: ExportCell | undefined): string {
  if (cell === undefined) return '';
  switch (column.kind) {
    case 'money':
      return moneyText(cell as Money);
    case 'date':
      return (cell as Date).toISOString();
    case 'number':
      return String(cell as number);
    case 'text':
      return quoted(neutraliseFormula(String(cell)));
  }
}

/** The title, the period and its totals above the table, then the header row and exactly the rows given. */
export function writeCsv(input: ExportInput): string {
  const lines = [
    quoted(neutraliseFormula(input.title)),
    `${isoDate(input.period.from)},${isoDate(input.period.to)}`,
    ...input.totals.map((total) => `${quoted(neutraliseFormula(total.label))},${moneyText(total.amount)},${total.amount.currency}`),
    '',
    input.columns.map((column) => quoted(neutraliseFormula(column.header))).join(','),
    ...input.rows.map((row) => input.columns.map((column) => cellText(column, row[column.key])).join(',')),
  ];
  return `${lines.join('\r\n')}\r\n`;
}
