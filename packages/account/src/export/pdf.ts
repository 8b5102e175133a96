import pdfMake from 'pdfmake/build/pdfmake';
import type { Content, CustomTableLayout, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { ExportCellKind, LedgerExport } from '../ledger/ledger-export';
import { amountText, cellDate, dateText, exportHeading, exportRows, type ExportWords } from './export-words';
import { exportFontBase64 } from './pdf-font';

const FONT = 'CasinoExport';
const FONT_FILE = 'casino-export.ttf';

// pdfmake's own Roboto (in its vfs_fonts, 855 KB of base64) is not loaded: one cut of it is embedded instead.
pdfMake.addVirtualFileSystem({ [FONT_FILE]: exportFontBase64 });
pdfMake.addFonts({ [FONT]: { normal: FONT_FILE, bold: FONT_FILE, italics: FONT_FILE, bolditalics: FONT_FILE } });

/** One line under the header row and none between rows: a line per row drew 10,000 rows a fifth slower. */
const HEADER_LINE_ONLY: CustomTableLayout = { hLineWidth: (line) => (line === 1 ? 0.5 : 0), vLineWidth: () => 0 };

/** Fixed widths (points) for all but text, which shares the rest, so the columns line up on every page. */
const WIDTHS: Record<ExportCellKind, number | '*'> = { text: '*', date: 82, number: 44, money: 72 };

/** Roboto has no narrow no-break space (U+202F), which Intl puts in some languages' amounts: a no-break space prints instead. */
const pdfText = (text: string) => text.replaceAll('\u202f', '\u00a0');

function cellText(kind: ExportCellKind, value: string | number, input: LedgerExport, language: ExportWords['language']): string {
  if (kind === 'money' && typeof value === 'number') return pdfText(amountText(value, input.currency, language));
  const date = kind === 'date' ? cellDate(value) : null;
  return date ? dateText(date) : String(value);
}

/** The PDF (pdfmake, loaded only when PDF is pressed): A4 landscape, the header with its totals, one table of exactly the rows. */
export function writePdf(input: LedgerExport, words: ExportWords): Promise<Blob> {
  const heading = exportHeading(input, words);
  const end = (kind: ExportCellKind) => kind === 'money' || kind === 'number';
  const header: TableCell[] = heading.headers.map((text, index) => ({ text, style: 'header', alignment: end(input.columns[index]!.kind) ? 'right' : 'left' }));
  const body: TableCell[][] = [
    header,
    ...exportRows(input, words).map((row) =>
      input.columns.map((column, index): TableCell => {
        const text = cellText(column.kind, row[index]!, input, words.language);
        // Figures and dates never wrap: skipping the line breaking of their cells takes a third off 10,000 rows.
        if (end(column.kind)) return { text, alignment: 'right', noWrap: true };
        return column.kind === 'date' ? { text, noWrap: true } : text;
      }),
    ),
  ];
  const totals: Content = {
    table: { body: heading.totals.map((total) => [total.label, { text: pdfText(amountText(total.amount, input.currency, words.language)), alignment: 'right' }]) },
    layout: 'noBorders',
    margin: [0, 4, 0, 12],
  };
  const document: TDocumentDefinitions = {
    info: { title: heading.title },
    pageSize: 'A4',
    pageOrientation: 'landscape',
    pageMargins: 32,
    defaultStyle: { font: FONT, fontSize: 8 },
    styles: { title: { fontSize: 16 }, header: { fillColor: '#e8e8e8' } },
    content: [
      { text: heading.title, style: 'title' },
      { text: heading.period, margin: [0, 4, 0, 0] },
      totals,
      { table: { headerRows: 1, dontBreakRows: true, widths: input.columns.map((column) => WIDTHS[column.kind]), body }, layout: HEADER_LINE_ONLY },
    ],
  };
  return pdfMake.createPdf(document).getBlob();
}
