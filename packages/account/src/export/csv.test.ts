import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { moneyText, neutraliseFormula, writeCsv } from './csv';
import type { ExportInput } from './export-input';

const input: ExportInput = {
  title: 'Transactions',
  period: { from: new Date('2026-11-01T00:00:00Z'), to: new Date('2026-11-30T00:00:00Z') },
  columns: [
    { key: 'note', header: 'Note', kind: 'text' },
    { key: 'amount', header: 'Amount', kind: 'money' },
    { key: 'at', header: 'Date', kind: 'date' },
  ],
  rows: [
    { note: '=cmd|"/c calc"!A1', amount: { minor: -1250, currency: 'EUR' }, at: new Date('2026-11-02T10:00:00Z') },
    { note: 'Vklad, řádek', amount: { minor: 500, currency: 'JPY' }, at: new Date('2026-11-03T10:00:00Z') },
  ],
  totals: [{ label: 'Deposits', amount: { minor: 12345, currency: 'EUR' } }],
  language: 'en',
};

describe('writeCsv', () => {
  it('escapes formula-looking text cells and leaves amounts as numbers', () => {
    const lines = writeCsv(input).split('\r\n');
    expect(lines).toEqual([
      'Transactions',
      '2026-11-01,2026-11-30',
      'Deposits,123.45,EUR',
      '',
      'Note,Amount,Date',
      `"'=cmd|""/c calc""!A1",-12.50,2026-11-02T10:00:00.000Z`,
      '"Vklad, řádek",500,2026-11-03T10:00:00.000Z',
      '',
    ]);
  });
});

describe('moneyText', () => {
  it('writes the currency’s decimals from minor units', () => {
    expect(moneyText({ minor: 5, currency: 'EUR' })).toBe('0.05');
    expect(moneyText({ minor: -5, currency: 'CZK' })).toBe('-0.05');
    expect(moneyText({ minor: 1200, currency: 'JPY' })).toBe('1200');
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
