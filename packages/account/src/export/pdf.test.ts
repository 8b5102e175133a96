import { describe, expect, it } from 'vitest';
import { englishWords, reportsExport, transactionsExport } from './export-fixture';
import { writePdf } from './pdf';
import { pdfLines as linesOf } from './pdf-lines';

const pdfLines = async (blob: Blob) => linesOf(new Uint8Array(await blob.arrayBuffer()));

describe('writePdf', () => {
  it('has the title, the period, its totals and exactly the rows, with the diacritics as text', async () => {
    const text = (await pdfLines(await writePdf(transactionsExport, englishWords))).join('\n');
    expect(text).toContain('Transactions');
    expect(text).toContain('Period 2026-11-01 – 2026-11-30 (UTC)');
    expect(text).toMatch(/Deposit total\s*€200\.10/);
    expect(text).toContain('=cmd|"/c calc"!A1');
    expect(text).toContain('Vklad, řádek ł ő ű ä ñ');
    expect(text).toContain('2026-11-02 10:00:00');
    expect(text).toContain('-€12.50');
    expect(text.match(/success|Declined/g)).toEqual(['Declined', 'success']);
  });

  it('writes amounts as the language does', async () => {
    const text = (await pdfLines(await writePdf(reportsExport, { ...englishWords, language: 'cs' }))).join('\n');
    expect(text).toContain('2026-11-20 Žluťoučký kůň @Reel Works 12 24,50 Kč 30,10 Kč 5,60 Kč');
    expect(text).toMatch(/Net -1,90\sKč/);
  });
});
