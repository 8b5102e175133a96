/**
 * The account's ledger views at size, in headless Chromium (Debian's) against the built demo host
 * and a fresh sandbox: the seeded `bench-history-player` has about 10,000 ledger rows over six
 * months (issue 23's speed part).
 *
 * - rows painted: from the end of the last `transactions` answer of a six-month search (Resource
 *   Timing; the view fetches every page of the period) to the end of the frame that drew the rows:
 *   the first after the view's `casino-account:rows-shown` mark, read from the browser's trace
 *   (bench/shown-frame.ts);
 * - table DOM: the nodes of the table with the six months shown, scrolled into its middle — the
 *   table is virtualised, so the count stays flat however many rows the period has.
 *
 * The view only sets the mark (packages/account/src/ledger/rows-shown.ts); everything is measured
 * here. `npm run bench:account` runs only this and merges its figures into bench/results.json (`account`).
 */
import { mkdtempSync, rmSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { configFromEnv, startServer } from '../packages/sandbox/src';
import { freePort } from './free-port';
import { answerEnd, shownAfter, tracedShown } from './shown-frame';

const SHOWN = 'casino-account:rows-shown';

export const ACCOUNT_BUDGET = { rowsPaintedMs: 100, tableNodes: 1_500 };

const RUNS = 5;
const SKIN_AUTH = `Basic ${Buffer.from('demo-skin:demo-skin-secret').toString('base64')}`;
const PLAYER = { username: 'bench-history-player', password: 'History-pass-1!' };

export interface AccountFigures {
  viewport: string;
  rows: number;
  rowsPainted: { medianMs: number; maxMs: number; runs: number[] };
  tableNodes: number;
  budget: typeof ACCOUNT_BUDGET;
  withinBudget: boolean;
  loadAverage: number;
}

const round = (ms: number) => Math.round(ms * 10) / 10;

async function measure(baseUrl: string): Promise<Omit<AccountFigures, 'budget' | 'withinBudget' | 'loadAverage'>> {
  const login = await fetch(`${baseUrl}/v1/auth/login?checkHash=1`, {
    method: 'POST',
    headers: { Authorization: SKIN_AUTH, 'Content-Type': 'application/json' },
    body: JSON.stringify(PLAYER),
  });
  if (!login.ok) throw new Error(`login: ${login.status} ${await login.text()}`);
  const { token, player_id: playerId } = (await login.json()) as { token: string; player_id: number };
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addCookies([{ name: 'cookieConfirmed', value: 'e', url: baseUrl }]);
    await context.addInitScript(
      ({ token, playerId }) => {
        sessionStorage.setItem('casino-sdk.token', token);
        sessionStorage.setItem('casino-sdk.user-id', String(playerId));
        performance.setResourceTimingBufferSize(100_000);
      },
      { token, playerId },
    );
    const page = await context.newPage();
    await page.goto(`${baseUrl}/en/dashboard/transactions`);
    await shownAfter(page, SHOWN, 0);
    const view = page.locator('casino-account');
    const from = new Date(Date.now() - 200 * 86_400_000).toISOString().slice(0, 10);
    await view.getByLabel('From').fill(from);

    const runs: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const before = await page.evaluate(() => performance.now());
      const { shown, painted } = await tracedShown(browser, page, SHOWN, async () => {
        const next = shownAfter(page, SHOWN, before);
        await view.getByRole('button', { name: 'Search' }).click();
        return next;
      });
      runs.push(painted - (await answerEnd(page, ['/v1/transactions?'], before, shown)));
    }
    const rows = Number(await view.locator('table').getAttribute('aria-rowcount')) - 1;
    const table = view.locator('.casino-data-table');
    await table.evaluate((box) => box.scrollTo(0, box.scrollHeight / 2));
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
    const tableNodes = await table.evaluate((box) => box.querySelectorAll('*').length + 1);
    const sorted = [...runs].sort((a, b) => a - b);
    return { viewport: '1280x900', rows, rowsPainted: { medianMs: round(sorted[Math.floor(sorted.length / 2)]!), maxMs: round(sorted.at(-1)!), runs: runs.map(round) }, tableNodes };
  } finally {
    await browser.close();
  }
}

export async function measureAccountRender(): Promise<AccountFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-account-'));
  const sandbox = await startServer(configFromEnv({ ...process.env, PORT: String(await freePort()), DATA_DIR: dataDir }));
  try {
    const figures = await measure(sandbox.url);
    const withinBudget = figures.rowsPainted.medianMs <= ACCOUNT_BUDGET.rowsPaintedMs && figures.tableNodes <= ACCOUNT_BUDGET.tableNodes;
    return { ...figures, budget: ACCOUNT_BUDGET, withinBudget, loadAverage: Math.round(loadavg()[0]! * 100) / 100 };
  } finally {
    await sandbox.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function describeAccount(account: AccountFigures): string {
  return (
    `account transactions at ${account.rows} rows: painted ${account.rowsPainted.medianMs} ms after the last answer (max ${account.rowsPainted.maxMs}, <= ${ACCOUNT_BUDGET.rowsPaintedMs}); ` +
    `table DOM ${account.tableNodes} nodes (<= ${ACCOUNT_BUDGET.tableNodes}); load average ${account.loadAverage} ${account.withinBudget ? 'ok' : 'OVER BUDGET'}`
  );
}

// Run directly (`npm run bench:account`, after `npm run build`): measure and merge into bench/results.json.
if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/').split('/').pop()!)) {
  const account = await measureAccountRender();
  const file = 'bench/results.json';
  const results = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : {};
  writeFileSync(file, `${JSON.stringify({ ...results, account }, null, 2)}\n`);
  console.log(describeAccount(account));
  if (!account.withinBudget) process.exitCode = 1;
}
