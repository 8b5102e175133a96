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

export interface PageFigures {
  path: string;
  performance: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
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
      const result = await lighthouse(`${sandbox.url}${path}`, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' });
      if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
      const { audits, categories } = result.lhr;
      const page = {
        path,
        performance: Math.round((categories.performance?.score ?? 0) * 100),
        lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? Number.NaN),
        cls: Number((audits['cumulative-layout-shift']?.numericValue ?? Number.NaN).toFixed(3)),
        tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? Number.NaN),
      };
      figures.push({
        ...page,
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
