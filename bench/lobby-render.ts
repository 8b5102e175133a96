/**
 * What a player feels in the lobby, in headless Chromium (Debian's) against the built demo host and
 * a fresh sandbox with the 5,000-game catalogue, then one with 50,000 (SANDBOX_GAMES):
 *
 * - first list: from the end of the grid's `casino/games` answer (Resource Timing) to the end of the
 *   frame that drew its 48 games: the first frame after the lobby's `casino-lobby:shown` mark, read
 *   from the browser's trace (bench/shown-frame.ts);
 * - search or filter: from the lobby's `casino-lobby:filter` mark (the player typed or chose) to
 *   the frame that drew the new list, the API call on loopback included; the answer-to-paint part beside it;
 * - grid DOM: the nodes under `::part(grid)` with 48 games shown, and with 548 and 1,048 shown,
 *   scrolled into the middle of the list.
 *
 * The lobby only sets marks (packages/lobby/src/lobby/lobby-marks.ts); everything is measured here.
 * `npm run bench:lobby` runs only this and merges its figures into bench/results.json (`lobby`).
 */
import { mkdtempSync, rmSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { configFromEnv, startServer } from '../packages/sandbox/src';
import { freePort } from './free-port';
import { answerEnd, shownAfter, tracedShown } from './shown-frame';

/** The lobby's marks (packages/lobby/src/lobby/lobby-marks.ts). */
const SHOWN = 'casino-lobby:shown';
const FILTER = 'casino-lobby:filter';
/** The grid's own pages; the home page's rails ask for 16 games. */
const GRID_ANSWER = ['/v1/casino/games?', 'per_page=48'];

/**
 * Grid DOM: flat in the list's length (the middle of 1,048 games costs what the middle of 548 does).
 * 750, not the 600 of six cards a row (decision 0016): issue 24's eight a row at 1280 px put 48 cards
 * in one 1280 × 900 screen, nine rows of eight with the overscan, about 75 elements a row (decision 0061).
 */
export const LOBBY_BUDGET = { firstPaintMs: 100, filterPaintMs: 50, gridNodes: 750 };

const CATALOGUES = [5_000, 50_000];
const FIRST_RUNS = 5;
const SEARCHES = ['gold', 'dragon', 'fruit', 'book', 'lucky'];
const PROVIDERS = 3;

interface Spread {
  medianMs: number;
  maxMs: number;
  runs: number[];
}

export interface LobbyCatalogueFigures {
  games: number;
  /** Answer of the first `casino/games` → its 48 games painted. */
  firstPaint: Spread;
  /** Search typed or provider chosen → the new list painted (the API call included). */
  filterPaint: Spread;
  /** The same, from the end of the filter's answer. */
  filterAnswerToPaint: Spread;
  gridNodes: { shown48: number; shown548: number; shown1048: number };
}

/** The home page's jackpot poll (every 10 s while shown) over minutes of the page's own clock. */
export interface JackpotPollFigures {
  /** `casino/jackpots` requests while the tab was hidden, over `hiddenMs`: the budget is none. */
  hiddenRequests: number;
  hiddenMs: number;
  /** The same once shown again, over `shownMs`: the poll runs, so the hidden figure is not a dead poll's. */
  shownRequests: number;
  shownMs: number;
}

export interface LobbyFigures {
  viewport: string;
  catalogues: LobbyCatalogueFigures[];
  jackpotPoll: JackpotPollFigures;
  budget: typeof LOBBY_BUDGET;
  withinBudget: boolean;
  loadAverage: number;
}

const round = (ms: number) => Math.round(ms * 10) / 10;

function spread(runs: number[]): Spread {
  const sorted = [...runs].sort((a, b) => a - b);
  return { medianMs: round(sorted[Math.floor(sorted.length / 2)]!), maxMs: round(sorted.at(-1)!), runs: runs.map(round) };
}

const lastMark = (page: Page, name: string) => page.evaluate((mark) => performance.getEntriesByName(mark).at(-1)?.startTime ?? 0, name);

const gridNodes = (page: Page) =>
  page.evaluate(() => {
    const grid = document.querySelector('casino-lobby')!.shadowRoot!.querySelector('[part="grid"]')!;
    return grid.querySelectorAll('*').length + 1;
  });

/** A desktop window on the site with the cookie choice made, so the consent panel does not cover the list. */
async function desktopContext(browser: Browser, baseUrl: string): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addCookies([{ name: 'cookieConfirmed', value: 'e', url: baseUrl }]);
  return context;
}

const launch = () => chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });

async function measureCatalogue(baseUrl: string, games: number): Promise<LobbyCatalogueFigures> {
  const browser = await launch();
  try {
    const context = await desktopContext(browser, baseUrl);
    // Art fills the default 250-entry Resource Timing buffer within a few searches.
    await context.addInitScript(() => performance.setResourceTimingBufferSize(100_000));
    const page = await context.newPage();
    // A first load warms the server's catalogue snapshot and the browser's cache of the build.
    await page.goto(`${baseUrl}/en/casino`);
    await shownAfter(page, SHOWN, 0);

    const first: number[] = [];
    for (let run = 0; run < FIRST_RUNS; run++) {
      const { shown, painted } = await tracedShown(browser, page, SHOWN, async () => {
        await page.goto(`${baseUrl}/en/casino`);
        return shownAfter(page, SHOWN, 0);
      });
      first.push(painted - (await answerEnd(page, GRID_ANSWER, 0, shown)));
    }

    const lobby = page.locator('casino-lobby');
    const filter: number[] = [];
    const filterAnswer: number[] = [];
    const measureChange = async (change: () => Promise<unknown>) => {
      // From a settled page, as a player chooses after looking at the list: the last list's art (SVG,
      // parsed on the main thread) and its history write (after its paint) would land in this one's frames.
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 1_000 })));
      const before = await page.evaluate(() => performance.now());
      const { shown, painted } = await tracedShown(browser, page, SHOWN, async () => {
        // Armed before the change: compiling and running the bench's own script would otherwise land
        // in the frames it measures (7–17 ms of main thread in a trace).
        const next = shownAfter(page, SHOWN, before);
        await change();
        return next;
      });
      filter.push(painted - (await lastMark(page, FILTER)));
      filterAnswer.push(painted - (await answerEnd(page, GRID_ANSWER, before, shown)));
    };
    for (const word of SEARCHES) await measureChange(() => lobby.getByRole('searchbox', { name: 'Search games' }).fill(word));
    await measureChange(() => lobby.getByRole('searchbox', { name: 'Search games' }).fill(''));
    const select = lobby.getByRole('combobox', { name: 'Provider' });
    for (let index = 1; index <= PROVIDERS; index++) await measureChange(() => select.selectOption({ index }));
    await measureChange(() => select.selectOption({ index: 0 }));

    await page.goto(`${baseUrl}/en/casino`);
    await shownAfter(page, SHOWN, 0);
    // The rows beyond the viewport follow the first frame of a list: counted once they are in.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)))));
    const shown48 = await gridNodes(page);
    // Into the middle of the list: rows above and below are padding, only those near the viewport are
    // nodes. Flat: the middle of 1,048 costs what the middle of 548 does.
    let shownNow = 48;
    const loadTo = async (shown: number) => {
      while (shownNow < shown) {
        await lobby.getByRole('button', { name: 'Load more' }).dispatchEvent('click');
        shownNow += 50;
        await lobby.getByText(new RegExp(`^Showing ${shownNow} of`)).waitFor();
      }
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
      return gridNodes(page);
    };
    const shown548 = await loadTo(548);
    const shown1048 = await loadTo(1048);
    return { games, firstPaint: spread(first), filterPaint: spread(filter), filterAnswerToPaint: spread(filterAnswer), gridNodes: { shown48, shown548, shown1048 } };
  } finally {
    await browser.close();
  }
}

/**
 * Counts the home page's jackpot requests while the tab is hidden and after it is shown again, on the
 * page's fake clock (minutes pass at once). Hidden is the document's own `hidden` and
 * `visibilitychange`, the two things the SDK's scheduler reads: headless Chromium shows every tab.
 */
async function measureJackpotPoll(baseUrl: string): Promise<JackpotPollFigures> {
  const hiddenMs = 5 * 60_000;
  const shownMs = 60_000;
  const browser = await launch();
  try {
    const context = await desktopContext(browser, baseUrl);
    const page = await context.newPage();
    await page.clock.install();
    let requests = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/v1/casino/jackpots') requests++;
    });
    await page.goto(`${baseUrl}/en/casino`);
    await page.locator('casino-lobby [part="jackpots"] li').first().waitFor();
    const setHidden = (hidden: boolean) =>
      page.evaluate((value) => {
        if (value) {
          // Values, not getters: tsx names every arrow it sees, and the page has no `__name`.
          Object.defineProperty(document, 'hidden', { configurable: true, value: true });
          Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
        } else {
          Reflect.deleteProperty(document, 'hidden');
          Reflect.deleteProperty(document, 'visibilityState');
        }
        document.dispatchEvent(new Event('visibilitychange'));
      }, hidden);

    await setHidden(true);
    const beforeHidden = requests;
    await page.clock.runFor(hiddenMs);
    const hiddenRequests = requests - beforeHidden;
    await setHidden(false);
    const beforeShown = requests;
    await page.clock.runFor(shownMs);
    // The answers of the requests just made arrive on the real clock: let them land before counting.
    await page.waitForLoadState('networkidle');
    return { hiddenRequests, hiddenMs, shownRequests: requests - beforeShown, shownMs };
  } finally {
    await browser.close();
  }
}

export async function measureLobbyRender(): Promise<LobbyFigures> {
  const catalogues: LobbyCatalogueFigures[] = [];
  let jackpotPoll: JackpotPollFigures | undefined;
  for (const games of CATALOGUES) {
    const dataDir = mkdtempSync(join(tmpdir(), 'bench-lobby-'));
    const env = { ...process.env, PORT: String(await freePort()), DATA_DIR: dataDir, SANDBOX_GAMES: String(games) };
    const sandbox = await startServer(configFromEnv(env));
    try {
      catalogues.push(await measureCatalogue(sandbox.url, games));
      jackpotPoll ??= await measureJackpotPoll(sandbox.url);
    } finally {
      await sandbox.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const withinBudget =
    jackpotPoll!.hiddenRequests === 0 &&
    jackpotPoll!.shownRequests > 0 &&
    catalogues.every(
      (c) =>
        c.firstPaint.medianMs <= LOBBY_BUDGET.firstPaintMs &&
        c.filterPaint.medianMs <= LOBBY_BUDGET.filterPaintMs &&
        Math.max(c.gridNodes.shown48, c.gridNodes.shown548, c.gridNodes.shown1048) <= LOBBY_BUDGET.gridNodes,
    );
  return { viewport: '1280x900', catalogues, jackpotPoll: jackpotPoll!, budget: LOBBY_BUDGET, withinBudget, loadAverage: Math.round(loadavg()[0]! * 100) / 100 };
}

export function describeLobby(lobby: LobbyFigures): string {
  return lobby.catalogues
    .map(
      (c) =>
        `lobby at ${c.games} games: first 48 painted ${c.firstPaint.medianMs} ms after the answer (max ${c.firstPaint.maxMs}, <= ${LOBBY_BUDGET.firstPaintMs}); ` +
        `search/filter painted ${c.filterPaint.medianMs} ms after input (max ${c.filterPaint.maxMs}, <= ${LOBBY_BUDGET.filterPaintMs}; ${c.filterAnswerToPaint.medianMs} ms after its answer); ` +
        `grid DOM ${c.gridNodes.shown48} nodes with 48 shown, ${c.gridNodes.shown548} with 548, ${c.gridNodes.shown1048} with 1048 (<= ${LOBBY_BUDGET.gridNodes})`,
    )
    .concat(
      `jackpot poll: ${lobby.jackpotPoll.hiddenRequests} requests in ${lobby.jackpotPoll.hiddenMs / 60_000} min hidden (none allowed), ` +
        `${lobby.jackpotPoll.shownRequests} in the ${lobby.jackpotPoll.shownMs / 60_000} min shown after`,
    )
    .concat(`lobby load average ${lobby.loadAverage} ${lobby.withinBudget ? 'ok' : 'OVER BUDGET'}`)
    .join('\n');
}

// Run directly (`npm run bench:lobby`, after `npm run build`): measure and merge into bench/results.json.
if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/').split('/').pop()!)) {
  const lobby = await measureLobbyRender();
  const file = 'bench/results.json';
  const results = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : {};
  writeFileSync(file, `${JSON.stringify({ ...results, lobby }, null, 2)}\n`);
  console.log(describeLobby(lobby));
  if (!lobby.withinBudget) process.exitCode = 1;
}
