import { readSheet } from 'read-excel-file/node';
import { describe, expect, it } from 'vitest';
import { englishWords, reportsExport, transactionsExport } from './export-fixture';
import { writeXlsx } from './xlsx';

const sheet = async (blob: Blob) => readSheet(Buffer.from(await blob.arrayBuffer()));

describe('writeXlsx', () => {
  it('opens with the header, its totals as numbers and exactly the rows: numbers as numbers, dates as dates, text as it is', async () => {
    const rows = await sheet(await writeXlsx(transactionsExport, englishWords));
    expect(rows.slice(0, 5)).toEqual([
      ['Transactions', null, null, null, null, null],
      ['Period 2026-11-01 – 2026-11-30 (UTC)', null, null, null, null, null],
      ['Deposit total', 200.1, 'EUR', null, null, null],
      ['Withdraw total', 0, 'EUR', null, null, null],
      ['Net', 200.1, 'EUR', null, null, null],
    ]);
    expect(rows.slice(-3)).toEqual([
      ['ID', 'Date (UTC)', 'Type', 'Status', 'Amount', 'Balance'],
      [902, new Date('2026-11-02T10:00:00Z'), '=cmd|"/c calc"!A1', 'Declined', -12.5, 1180.05],
      [901, new Date('2026-11-01T08:30:00Z'), 'Vklad, řádek ł ő ű ä ñ', 'success', 200.1, 1192.55],
    ]);
  });

  it('writes a report’s days as dates', async () => {
    const rows = await sheet(await writeXlsx(reportsExport, englishWords));
    expect(rows.at(-2)).toEqual([new Date('2026-11-20T00:00:00Z'), 'Žluťoučký kůň', '@Reel Works', 12, 24.5, 30.1, 5.6]);
  });
});
