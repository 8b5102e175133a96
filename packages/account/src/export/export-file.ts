import type { LedgerExport } from '../ledger/ledger-export';
import { writeCsv, writeTsv } from './csv';
import type { ExportWords } from './export-words';

export type FileFormat = 'xlsx' | 'csv' | 'pdf';

export interface ExportedFile {
  readonly blob: Blob;
  readonly fileName: string;
}

/** `reports-2026-11-01-2026-11-30.csv`: the view and the period, so two exports never clash. */
export function exportFileName(input: LedgerExport, format: FileFormat): string {
  return `${input.name}-${input.period.from}-${input.period.to}.${format}`;
}

/**
 * The file of a format. The writers of .xlsx and .pdf come with their libraries, each its own
 * chunk loaded the first time its button is pressed, never with the element.
 */
export async function exportFile(format: FileFormat, input: LedgerExport, words: ExportWords): Promise<ExportedFile> {
  const fileName = exportFileName(input, format);
  switch (format) {
    case 'csv':
      // A byte order mark, so Excel reads the diacritics as UTF-8.
      return { blob: new Blob(['\ufeff', writeCsv(input, words)], { type: 'text/csv;charset=utf-8' }), fileName };
    case 'xlsx':
      return { blob: await (await import('./xlsx')).writeXlsx(input, words), fileName };
    case 'pdf':
      return { blob: await (await import('./pdf')).writePdf(input, words), fileName };
  }
}

/** The rows tab-separated on the clipboard, as a spreadsheet takes a paste. */
export function copyRows(input: LedgerExport, words: ExportWords, clipboard: Pick<Clipboard, 'writeText'> = navigator.clipboard): Promise<void> {
  return clipboard.writeText(writeTsv(input, words));
}
