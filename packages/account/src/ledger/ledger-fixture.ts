import type { CasinoReportRow, CasinoReportTotals } from '@casino-sdk/core/contract/report';
import type { TransactionRow } from '@casino-sdk/core/contract/transaction';
import type { CasinoStoryParameters } from '../../../../.storybook/platform';
import { CasinoSDK, type Runtime } from '@casino-sdk/core';
import { startSession } from '@casino-sdk/core/internal';
import { jsonResponse } from '@casino-sdk/core/testing/fixtures';
import { createPlatformFixture, type Behaviour, type FixtureAnswers, type PlatformFixtureOptions } from '@casino-sdk/core/testing/platform-fixture';

const EUR = { id: 1, code: 'EUR', symbol: '€' };

/** Three report rows over two days; the totals below are theirs. */
export const sampleReportRows: CasinoReportRow[] = [
  { id: 11, created_at: '2026-11-20T00:00:00.000Z', currency: EUR, game: 'Harbour Lights', provider: 'Demo Games', bets_count: 12, bets: 24.5, wins: 30.1, net: 5.6 },
  { id: 12, created_at: '2026-11-20T00:00:00.000Z', currency: EUR, game: 'Blue Reef', provider: 'Reel Works', bets_count: 3, bets: 0.3, wins: 0, net: -0.3 },
  { id: 13, created_at: '2026-11-22T00:00:00.000Z', currency: EUR, game: 'Harbour Lights', provider: 'Demo Games', bets_count: 5, bets: 10, wins: 2.5, net: -7.5 },
];
export const sampleReportTotals: CasinoReportTotals = { bets: 29.8, bonus_bets: 5, wins: 30.6, bonus_wins: 2, net: -2.2 };

/** One row of each status, newest first. */
export const sampleTransactionRows: TransactionRow[] = [
  { id: 906, created_at: '2026-11-22T18:10:00.000Z', type: { id: 2, name: 'withdraw', description: 'Withdrawal' }, status: 'reverted', currency: EUR, amount: 40, balance: 1180.5 },
  { id: 905, created_at: '2026-11-22T17:00:00.000Z', type: { id: 2, name: 'withdraw', description: 'Withdrawal' }, status: 'authorized', currency: EUR, amount: -40, balance: 1140.5 },
  { id: 904, created_at: '2026-11-21T12:30:00.000Z', type: { id: 1, name: 'deposit', description: 'Deposit' }, status: 'pending', currency: EUR, amount: 100, balance: 1180.5 },
  { id: 903, created_at: '2026-11-21T12:00:00.000Z', type: { id: 1, name: 'deposit', description: 'Deposit' }, status: 'initialized', currency: EUR, amount: 50, balance: 1180.5 },
  { id: 902, created_at: '2026-11-20T09:00:00.000Z', type: { id: 1, name: 'deposit', description: 'Deposit' }, status: 'declined', currency: EUR, amount: 75, balance: 1180.5 },
  { id: 901, created_at: '2026-11-20T08:00:00.000Z', type: { id: 1, name: 'deposit', description: 'Deposit' }, status: 'success', currency: EUR, amount: 200.1, balance: 1180.5 },
];

export interface LedgerFixtureOptions extends PlatformFixtureOptions {
  /** GET reports/casino: 'ok' answers the rows below, paged as asked. */
  reports?: Behaviour;
  reportRows?: CasinoReportRow[];
  transactions?: Behaviour;
  transactionRows?: TransactionRow[];
}

function paged<Row>(rows: readonly Row[], query: URLSearchParams) {
  const perPage = Number(query.get('per_page') ?? 50);
  const page = Number(query.get('page') ?? 1);
  return { data: rows.slice((page - 1) * perPage, page * perPage), current_page: page, last_page: Math.max(1, Math.ceil(rows.length / perPage)), per_page: perPage, total: rows.length };
}

function refusal(behaviour: Behaviour | undefined): Response | Promise<Response> | undefined {
  if (behaviour === 'hang') return new Promise<Response>(() => {});
  if (behaviour === 'fail') return jsonResponse({ message: 'The history is not available.' }, 422);
  return undefined;
}

/** The reports' and transactions' calls on top of the shared platform fixture. */
export function ledgerAnswers(options: LedgerFixtureOptions): FixtureAnswers {
  return (method, path, _body, query) => {
    if (method !== 'GET') return undefined;
    if (path === '/v1/reports/casino/providers') return jsonResponse({ data: [{ id: 3, name: 'Demo Games' }, { id: 10, name: 'Reel Works' }] }, 200);
    if (path === '/v1/reports/casino') {
      return refusal(options.reports) ?? jsonResponse({ ...paged(options.reportRows ?? sampleReportRows, query), totals: options.reportRows?.length === 0 ? { bets: 0, bonus_bets: 0, wins: 0, bonus_wins: 0, net: 0 } : sampleReportTotals }, 200);
    }
    if (path === '/v1/transactions/total') {
      const type = Number(query.get('type'));
      const rows = (options.transactionRows ?? sampleTransactionRows).filter((row) => row.type.id === type);
      return refusal(options.transactions) ?? jsonResponse({ amount: rows.reduce((sum, row) => sum + Math.round(row.amount * 100), 0) / 100, count: rows.length }, 200);
    }
    if (path === '/v1/transactions') return refusal(options.transactions) ?? jsonResponse(paged(options.transactionRows ?? sampleTransactionRows, query), 200);
    return undefined;
  };
}

/** A story's signed-in player on this fixture. */
export function ledgerStory(options: LedgerFixtureOptions = {}): { casino: CasinoStoryParameters } {
  return { casino: { session: 'player', platform: { ...options, answers: ledgerAnswers(options) } } };
}

/** A signed-in player's runtime on this fixture, for the models' tests. */
/** `hold`: a call's answer waits for the promise it returns (a slow answer, released by the test). */
export async function ledgerRuntime(options: LedgerFixtureOptions = {}, hold?: (url: URL) => Promise<void> | undefined): Promise<{ runtime: Runtime; asked: string[] }> {
  const fixture = createPlatformFixture({ ...options, answers: ledgerAnswers(options) });
  // Every GET with its query, as the platform saw it (the fixture's own record keeps the path only).
  const asked: string[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'https://platform.example');
    asked.push(url.pathname + url.search);
    await hold?.(url);
    return fixture(input, init);
  };
  const runtime = CasinoSDK.init({ skin: { refId: 'skin', password: 'secret' }, fetch });
  await startSession(runtime, { token: 't', playerId: 42 });
  return { runtime, asked };
}
