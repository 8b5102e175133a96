/**
 * The lobby's catalogue call under load: a fresh sandbox (PGlite on disk, the 5,000-game seed) on
 * loopback gets `casino/games` at a steady 200 requests a second for 10 seconds, a mix of what
 * lobbies ask (a section, a provider, a search, a reel count, devices, pages 1 to n), as an open
 * load (bench/open-load.ts).
 *
 * `npm run bench:api` runs only this and writes its figures into bench/results.json (`api`).
 */
import { Agent, request } from 'node:http';
import { loadavg } from 'node:os';
import { seededRandom } from '../packages/sandbox/src/seeded-random';
import { benchAuthorization, startBenchSandbox } from './bench-sandbox';
import { mergeResults, openLoad, percentile, roundMs as round, runDirectly, type LoadFigures } from './open-load';

export const API_BUDGET = { p99Ms: 25, ratePerSecond: 200, seconds: 10 };

const SEARCHES = ['dragon', 'gold', 'fruit', 'roulette', 'wolf', 'book', 'lucky', 'mega', 'sweet', 'live', 'rocket', 'gems', 'zeus', 'wild', 'blackjack', 'sev', 'ice', 'xyz'];

/** One lobby query, drawn the same way every run. */
function lobbyQuery(random: () => number): string {
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const query = new URLSearchParams({ sort_by: 'rank', per_page: '48' });
  const kind = random();
  if (kind < 0.4) query.set('section_id', String(pick([1, 1, 1, 2, 2, 3, 4, 5])));
  else if (kind < 0.6) query.set('provider_id', String(1 + Math.floor(random() * 20)));
  else if (kind < 0.8) query.set('name', pick(SEARCHES));
  else {
    query.set('section_id', '2');
    query.set('reels', String(pick([3, 4, 5])));
  }
  if (random() < 0.5) query.set(random() < 0.5 ? 'is_mobile' : 'is_desktop', '1');
  // Most players stay on the first pages; some scroll far.
  query.set('page', String(random() < 0.7 ? 1 + Math.floor(random() * 3) : 1 + Math.floor(random() * 30)));
  return query.toString();
}

export async function measureLobbyApi(): Promise<LoadFigures> {
  const sandbox = await startBenchSandbox();
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });

  const get = (path: string) =>
    new Promise<number>((resolve) => {
      const started = performance.now();
      const req = request({ host: '127.0.0.1', port: sandbox.port, path, agent, headers: { authorization: benchAuthorization } }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode === 200 ? performance.now() - started : -1));
      });
      req.on('error', () => resolve(-1));
      req.end();
    });

  // A warm-up on other queries, so the measured requests do not pay for JIT and the first read of the catalogue.
  const warm = seededRandom(7);
  for (let i = 0; i < 200; i++) await get(`/v1/casino/games?${lobbyQuery(warm)}`);

  const random = seededRandom(20_241_124);
  const results = await openLoad(API_BUDGET.ratePerSecond, API_BUDGET.seconds, () => get(`/v1/casino/games?${lobbyQuery(random)}`));

  agent.destroy();
  await sandbox.stop();

  const ok = results.filter((ms) => ms >= 0).sort((a, b) => a - b);
  const p99 = percentile(ok, 99);
  const errors = results.length - ok.length;
  return {
    call: 'GET casino/games (48 per page, mixed lobby queries)',
    ratePerSecond: API_BUDGET.ratePerSecond,
    seconds: API_BUDGET.seconds,
    requests: results.length,
    errors,
    p50Ms: round(percentile(ok, 50)),
    p95Ms: round(percentile(ok, 95)),
    p99Ms: round(p99),
    maxMs: round(ok.at(-1)!),
    budgetP99Ms: API_BUDGET.p99Ms,
    withinBudget: errors === 0 && p99 <= API_BUDGET.p99Ms,
    loadAverage: Math.round(loadavg()[0]! * 100) / 100,
  };
}

export function describeApi(api: LoadFigures): string {
  return `casino/games at ${api.ratePerSecond}/s for ${api.seconds} s: p50 ${api.p50Ms} ms, p95 ${api.p95Ms} ms, p99 ${api.p99Ms} ms (<= ${api.budgetP99Ms}), max ${api.maxMs} ms, ${api.errors} errors, load average ${api.loadAverage} ${api.withinBudget ? 'ok' : 'OVER BUDGET'}`;
}

// Run directly (`npm run bench:api`): measure and merge into bench/results.json.
if (runDirectly(import.meta.url)) {
  const api = await measureLobbyApi();
  mergeResults('api', api);
  console.log(describeApi(api));
  if (!api.withinBudget) process.exitCode = 1;
}
