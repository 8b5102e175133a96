/**
 * The account's exports (issue 23, Speed) in headless Chromium (Debian's): the time from pressing
 * to the file's Blob for CSV, XLSX and PDF of 10,000 transaction rows, the library's load (a
 * dynamic import over loopback) included in the first press; and each library's chunk in the CDN
 * build (dist/cdn), gzip, apart from the `<casino-account>` entry.
 *
 * The exporters are bundled here with esbuild from packages/account/src/export, the same code the
 * element runs, into a page served by Playwright's router, so no sandbox or sign-in is timed.
 * `npm run bench:exports` runs only this and merges its figures into bench/results.json (`exports`).
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { build } from 'esbuild';

export const EXPORTS_BUDGET = { csvMs: 300, xlsxMs: 1_500, pdfMs: 3_000 };

const ROWS = 10_000;
const WARM_RUNS = 3;
const FORMATS = ['csv', 'xlsx', 'pdf'] as const;
type Format = (typeof FORMATS)[number];

export interface ExportFigures {
  rows: number;
  /** First press (the library loaded) and the median of the presses after it, from press to Blob. */
  formats: { format: Format; firstMs: number; warmMedianMs: number; bytes: number; budgetMs: number }[];
  libraries: { library: string; chunk: string; gzip: number }[];
  accountEntryGzip: number;
  budget: typeof EXPORTS_BUDGET;
  withinBudget: boolean;
  loadAverage: number;
}

/** The page: 10,000 rows of six months, texts with diacritics, through the element's own exportFile. */
const PAGE = `
import { exportFile } from './packages/account/src/export/export-file';
import { englishWords, transactionsExport } from './packages/account/src/export/export-fixture';

const types = ['Vklad ř', 'Výběr ł', 'Sázka ő', 'Výhra ű', 'Bónusz ä', 'Reembolso ñ'];
const rows = Array.from({ length: ${ROWS} }, (_, i) => [
  ${ROWS} - i,
  new Date(Date.UTC(2026, 5, 1) + i * 1_555_000).toISOString(),
  types[i % types.length],
  i % 7 === 0 ? 'declined' : 'success',
  (i % 400) - 200 + (i % 100) / 100,
  10_000 + (i % 997) + 0.5,
]);
const input = { ...transactionsExport, period: { from: '2026-06-01', to: '2026-11-30' }, rows };

window.benchExport = async (format) => {
  const start = performance.now();
  const { blob } = await exportFile(format, input, englishWords);
  return { ms: performance.now() - start, bytes: blob.size };
};
`;

const median = (runs: number[]) => [...runs].sort((a, b) => a - b)[Math.floor(runs.length / 2)]!;

/** The CDN chunk whose source map holds the library (pdfmake maps to its own webpack sources), gzip. */
function libraryChunks(): ExportFigures['libraries'] {
  const dir = 'dist/cdn/runtime';
  const chunks = readdirSync(dir).filter((name) => name.endsWith('.js'));
  return ['pdfmake', 'write-excel-file'].map((library) => {
    const chunk = chunks.find((name) => readFileSync(join(dir, `${name}.map`), 'utf8').includes(`${library}/`));
    if (!chunk) throw new Error(`No chunk of dist/cdn holds ${library}: run npm run build first.`);
    return { library, chunk, gzip: gzipSync(readFileSync(join(dir, chunk)), { level: 9 }).length };
  });
}

export async function measureExports(): Promise<ExportFigures> {
  const libraries = libraryChunks();
  const accountEntryGzip = gzipSync(readFileSync('dist/cdn/elements/casino-account.js'), { level: 9 }).length;
  const out = mkdtempSync(join(tmpdir(), 'bench-exports-'));
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  try {
    await build({
      stdin: { contents: PAGE, resolveDir: process.cwd(), loader: 'ts', sourcefile: 'exports-page.ts' },
      bundle: true,
      splitting: true,
      format: 'esm',
      minify: true,
      outdir: out,
      platform: 'browser',
      target: 'es2022',
      logLevel: 'error',
    });
    const page = await browser.newPage();
    await page.route('http://bench.local/**', (route) => {
      const name = new URL(route.request().url()).pathname.slice(1);
      if (name === '') return route.fulfill({ contentType: 'text/html', body: '<!doctype html><script type="module" src="/stdin.js"></script>' });
      return route.fulfill({ contentType: 'text/javascript', body: readFileSync(join(out, name)) });
    });
    await page.goto('http://bench.local/');
    await page.waitForFunction(() => 'benchExport' in window);
    const formats: ExportFigures['formats'] = [];
    for (const format of FORMATS) {
      const runs: { ms: number; bytes: number }[] = [];
      for (let run = 0; run <= WARM_RUNS; run++) {
        runs.push(await page.evaluate((f) => (window as unknown as { benchExport: (f: string) => Promise<{ ms: number; bytes: number }> }).benchExport(f), format));
      }
      formats.push({
        format,
        firstMs: Math.round(runs[0]!.ms),
        warmMedianMs: Math.round(median(runs.slice(1).map((r) => r.ms))),
        bytes: runs[0]!.bytes,
        budgetMs: EXPORTS_BUDGET[`${format}Ms`],
      });
    }
    // The budget is the player's first press, the library's load included.
    const withinBudget = formats.every((f) => f.firstMs <= f.budgetMs);
    return { rows: ROWS, formats, libraries, accountEntryGzip, budget: EXPORTS_BUDGET, withinBudget, loadAverage: Math.round(loadavg()[0]! * 100) / 100 };
  } finally {
    await browser.close();
    rmSync(out, { recursive: true, force: true });
  }
}

export function describeExports(figures: ExportFigures): string {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  return [
    ...figures.formats.map((f) => `export ${f.format} of ${figures.rows} rows: ${f.firstMs} ms on the first press (library loaded; <= ${f.budgetMs}), ${f.warmMedianMs} ms after, ${kb(f.bytes)}`),
    ...figures.libraries.map((l) => `export library ${l.library}: ${kb(l.gzip)} gzip (${l.chunk}), apart from casino-account's entry (${kb(figures.accountEntryGzip)})`),
    `exports load average ${figures.loadAverage} ${figures.withinBudget ? 'ok' : 'OVER BUDGET'}`,
  ].join('\n');
}

// Run directly (`npm run bench:exports`, after `npm run build`): measure and merge into bench/results.json.
if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/').split('/').pop()!)) {
  const exports = await measureExports();
  const file = 'bench/results.json';
  const results = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : {};
  writeFileSync(file, `${JSON.stringify({ ...results, exports }, null, 2)}\n`);
  console.log(describeExports(exports));
  if (!exports.withinBudget) process.exitCode = 1;
}
