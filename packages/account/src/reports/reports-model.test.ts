// @vitest-environment jsdom
import { CasinoSDK } from '@casino-sdk/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ledgerRuntime, sampleReportRows, sampleReportTotals, type LedgerFixtureOptions } from '../ledger/ledger-fixture';
import { createReportsModel, netPerDay, reportCards, type ReportsModel } from './reports-model';

const NOW = Date.parse('2026-11-26T23:30:00Z');
let model: ReportsModel | undefined;
afterEach(() => {
  model?.dispose();
  CasinoSDK.destroy();
});

async function start(options: LedgerFixtureOptions = {}) {
  const { runtime, asked } = await ledgerRuntime(options);
  model = createReportsModel(runtime, { now: () => NOW });
  model.start();
  return { model, calls: asked };
}
const reportCalls = (asked: string[]) => asked.filter((url) => url.startsWith('/v1/reports/casino?'));

describe('the reports model', () => {
  it('searches today (UTC) at first, with from at most yesterday and to at most today', async () => {
    const { model: reports, calls } = await start();
    await vi.waitFor(() => expect(reports.load.value.kind).toBe('ready'));
    expect(reports.range.value).toEqual({ from: '2026-11-26', to: '2026-11-26' });
    expect(reports.limits).toEqual({ fromMax: '2026-11-25', toMax: '2026-11-26' });
    expect(reportCalls(calls)).toEqual(['/v1/reports/casino?from=2026-11-26&to=2026-11-26&type=all&per_page=500&page=1']);
    expect(reports.rows.value).toHaveLength(3);
    expect(reports.providers.value.map((p) => p.name)).toEqual(['Demo Games', 'Reel Works']);
  });

  it('disables the search while from is after to, and sends type and provider', async () => {
    const { model: reports, calls } = await start();
    await vi.waitFor(() => expect(reports.load.value.kind).toBe('ready'));
    reports.setRange({ from: '2026-11-20', to: '2026-11-19' });
    expect(reports.canSearch.value).toBe(false);
    await reports.search();
    expect(reportCalls(calls)).toHaveLength(1);
    reports.setRange({ from: '2026-11-19', to: '2026-11-22' });
    reports.setType('bonus');
    reports.setProvider(10);
    await reports.search();
    expect(reportCalls(calls).at(-1)).toBe('/v1/reports/casino?from=2026-11-19&to=2026-11-22&type=bonus&provider=10&per_page=500&page=1');
  });

  it('fetches every page of a long period', async () => {
    const many = Array.from({ length: 1203 }, (_, i) => ({ ...sampleReportRows[0]!, id: i + 1 }));
    const { model: reports, calls } = await start({ reportRows: many });
    await vi.waitFor(() => expect(reports.load.value.kind).toBe('ready'));
    expect(reports.rows.value).toHaveLength(1203);
    expect(reportCalls(calls).map((url) => new URLSearchParams(url.split('?')[1]).get('page'))).toEqual(['1', '2', '3']);
  });

  it('shows the cards of the type searched, summed in cents', () => {
    expect(reportCards(sampleReportTotals, 'all')).toEqual({ bets: 34.8, wins: 32.6, net: -2.2 });
    expect(reportCards(sampleReportTotals, 'real')).toEqual({ bets: 29.8, wins: 30.6, net: -2.2 });
    expect(reportCards({ bets: 0.1, bonus_bets: 0.2, wins: 0, bonus_wins: 0, net: -0.3 }, 'all').bets).toBe(0.3);
  });

  it("charts each day's net, days without play at zero", () => {
    expect(netPerDay(sampleReportRows, { from: '2026-11-19', to: '2026-11-22' })).toEqual([
      { day: '2026-11-19', net: 0 },
      { day: '2026-11-20', net: 5.3 },
      { day: '2026-11-21', net: 0 },
      { day: '2026-11-22', net: -7.5 },
    ]);
  });

  it('exports exactly the rows shown with the totals of the period', async () => {
    const { model: reports } = await start();
    await vi.waitFor(() => expect(reports.load.value.kind).toBe('ready'));
    const input = reports.exportInput.value!;
    expect(input).toMatchObject({ name: 'reports', period: { from: '2026-11-26', to: '2026-11-26' }, currency: 'EUR' });
    expect(input.rows[0]).toEqual(['2026-11-20', 'Harbour Lights', 'Demo Games', 12, 24.5, 30.1, 5.6]);
    expect(input.rows).toHaveLength(3);
    expect(input.totals.map((total) => total.amount)).toEqual([34.8, 32.6, -2.2]);
  });

  it('says why a search failed, with nothing to export', async () => {
    const { model: failing } = await start({ reports: 'fail' });
    await vi.waitFor(() => expect(failing.load.value).toEqual({ kind: 'error', message: { text: 'The history is not available.' } }));
    expect(failing.exportInput.value).toBeNull();
  });
});
