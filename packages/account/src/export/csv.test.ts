import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { neutraliseFormula, writeCsv, writeTsv } from './csv';
import { englishWords, reportsExport, transactionsExport } from './export-fixture';

const parsed = (text: string, delimiter: string) => Papa.parse<string[]>(text, { delimiter, skipEmptyLines: false }).data;

describe('writeCsv', () => {
  it('parses back to the title, the period, its totals and exactly the rows, text escaped, keys translated, amounts as numbers', () => {
    const rows = parsed(writeCsv(transactionsExport, englishWords), ',');
    expect(rows).toEqual([
      ['Transactions'],
      ['Period 2026-11-01 – 2026-11-30 (UTC)'],
      ['Deposit total', '200.10', 'EUR'],
      ['Withdraw total', '0.00', 'EUR'],
      ['Net', '200.10', 'EUR'],
      [''],
      ['ID', 'Date (UTC)', 'Type', 'Status', 'Amount', 'Balance'],
      ['902', '2026-11-02 10:00:00', `'=cmd|"/c calc"!A1`, 'Declined', '-12.50', '1180.05'],
      ['901', '2026-11-01 08:30:00', 'Vklad, řádek ł ő ű ä ñ', 'success', '200.10', '1192.55'],
      [''],
    ]);
  });

  it('writes days as days and the currency’s digits (CZK two)', () => {
    const rows = parsed(writeCsv(reportsExport, englishWords), ',');
    expect(rows.slice(7, 9)).toEqual([
      ['2026-11-20', 'Žluťoučký kůň', "'@Reel Works", '12', '24.50', '30.10', '5.60'],
      ['2026-11-22', 'Harbour Lights', 'Demo Games', '5', '10.00', '2.50', '-7.50'],
    ]);
  });

  it('writes JPY without decimals', () => {
    const rows = parsed(writeCsv({ ...reportsExport, currency: 'JPY', rows: [['2026-11-20', 'A', 'B', 1, 1200, 0, -1200]] }, englishWords), ',');
    expect(rows[7]).toEqual(['2026-11-20', 'A', 'B', '1', '1200', '0', '-1200']);
  });

  it('writes a date cell that is not a date as escaped text', () => {
    const rows = parsed(writeCsv({ ...reportsExport, rows: [['=1+1', 'A', 'B', 1, 1, 1, 0]] }, englishWords), ',');
    expect(rows[7]?.[0]).toBe("'=1+1");
  });
});

describe('writeTsv', () => {
  it('separates by tabs and quotes a text holding one', () => {
    const rows = parsed(writeTsv({ ...transactionsExport, rows: [[1, '2026-11-02T10:00:00.000Z', 'a\tb', 'success', 1, 2]] }, englishWords), '\t');
    expect(rows[7]).toEqual(['1', '2026-11-02 10:00:00', 'a\tb', 'success', '1.00', '2.00']);
  });
});

describe('neutraliseFormula', () => {
  it('keeps any text that does not look like a formula as it is', () => {
    fc.assert(
      fc.property(fc.string().filter((text) => !/^[=+\-@\t\r]/.test(text)), (text) => {
        expect(neutraliseFormula(text)).toBe(text);
      }),
    );
  });

  it('makes any formula-looking text start with a quote, and keeps the rest', () => {
    fc.assert(
      fc.property(fc.constantFrom('=', '+', '-', '@', '\t', '\r'), fc.string(), (start, rest) => {
        const text = `${start}${rest}`;
        expect(neutraliseFormula(text)).toBe(`'${text}`);
      }),
    );
  });
});

describe('a date cell', () => {
  it('reads a time without a zone as UTC, and one with a zone as that zone', () => {
    const rows = parsed(
      writeCsv({ ...transactionsExport, rows: [[1, '2026-11-02 10:00:00', 'a', 'b', 1, 1], [2, '2026-11-02T12:00:00+02:00', 'a', 'b', 1, 1]] }, englishWords),
      ',',
    );
    expect(rows.slice(7, 9).map((row) => row[1])).toEqual(['2026-11-02 10:00:00', '2026-11-02 10:00:00']);
  });
});
