/**
 * What a visitor on a phone feels on the first page: Lighthouse (mobile emulation, simulated
 * throttling) against the built demo host served by a fresh sandbox, in Debian's Chromium.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { configFromEnv, startServer } from '../packages/sandbox/src';
import { freePort } from './free-port';

/** The targets for a fast first page. */
export const PAGE_BUDGETS = { performance: 95, cls: 0.02, lcpMs: 1800 };

/** The home page (the casino lobby) and a content page. */
const PAGES = ['/en/casino', '/en/privacy'];

/**
 * Runs a page: the figures are the median run's (by score), as Lighthouse's own guidance on
 * variability advises; one run swung 86 to 99 on this shared machine with the same code. A first,
 * unscored run warms the sandbox (its catalogue snapshot, the art it draws on first request, its
 * JIT), as a visitor's page comes from a warm server and CDN: it shares this machine's two cores
 * with the browser, and its first-request work landed in the first run's tasks (88 against 96
 * and 98 after it).
 */
const RUNS = 3;

export interface PageFigures {
  path: string;
  performance: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Every run's score, the median's figures above. */
  scores: number[];
  withinBudget: boolean;
}

export async function measurePages(): Promise<PageFigures[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-sandbox-'));
  const sandbox = await startServer(configFromEnv({ ...process.env, PORT: String(await freePort()), DATA_DIR: dataDir }));
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const figures: PageFigures[] = [];
    for (const path of PAGES) {
      const runs: Omit<PageFigures, 'withinBudget' | 'scores'>[] = [];
      for (let run = -1; run < RUNS; run++) {
        const result = await lighthouse(`${sandbox.url}${path}`, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' });
        if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
        if (run < 0) continue;
        const { audits, categories } = result.lhr;
        runs.push({
          path,
          performance: Math.round((categories.performance?.score ?? 0) * 100),
          lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? Number.NaN),
          cls: Number((audits['cumulative-layout-shift']?.numericValue ?? Number.NaN).toFixed(3)),
          tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? Number.NaN),
        });
      }
      const page = [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(RUNS / 2)]!;
      figures.push({
        ...page,
        scores: runs.map((run) => run.performance),
        withinBudget: page.performance >= PAGE_BUDGETS.performance && page.cls <= PAGE_BUDGETS.cls && page.lcpMs <= PAGE_BUDGETS.lcpMs,
      });
    }
    return figures;
  } finally {
    chrome.kill();
    await sandbox.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
