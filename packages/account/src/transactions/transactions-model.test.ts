// @vitest-environment jsdom
import { CasinoSDK } from '@casino-sdk/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ledgerRuntime, sampleTransactionRows, type LedgerFixtureOptions } from '../ledger/ledger-fixture';
import { createTransactionsModel, transactionCards, type TransactionsModel } from './transactions-model';

const NOW = Date.parse('2026-11-26T00:10:00Z');
let model: TransactionsModel | undefined;
afterEach(() => {
  model?.dispose();
  CasinoSDK.destroy();
});

async function start(options: LedgerFixtureOptions = {}) {
  const { runtime, asked } = await ledgerRuntime(options);
  model = createTransactionsModel(runtime, { now: () => NOW });
  model.start();
  return { model, asked };
}
const ledgerCalls = (asked: string[]) => asked.filter((url) => url.startsWith('/v1/transactions'));

describe('the transactions model', () => {
  it("searches today (UTC) at first: the rows and the deposit and withdraw totals", async () => {
    const { model: history, asked } = await start();
    await vi.waitFor(() => expect(history.load.value.kind).toBe('ready'));
    expect(history.limits).toEqual({ fromMax: '2026-11-25', toMax: '2026-11-26' });
    expect(ledgerCalls(asked).sort()).toEqual([
      '/v1/transactions/total?from=2026-11-26&to=2026-11-26&type=1',
      '/v1/transactions/total?from=2026-11-26&to=2026-11-26&type=2',
      '/v1/transactions?from=2026-11-26&to=2026-11-26&per_page=500&page=1',
    ]);
    expect(history.rows.value.map((row) => row.status)).toEqual(['reverted', 'authorized', 'pending', 'initialized', 'declined', 'success']);
    // Deposits 200.10 + 75 + 50 + 100; withdrawals -40 + 40 (a reverted one given back).
    expect(history.cards.value).toEqual({ deposits: 425.1, withdrawals: 0, net: 425.1 });
  });

  it('sends the type and status filters, and no search while from is after to', async () => {
    const { model: history, asked } = await start();
    await vi.waitFor(() => expect(history.load.value.kind).toBe('ready'));
    history.setRange({ from: '2026-11-25', to: '2026-11-24' });
    expect(history.canSearch.value).toBe(false);
    await history.search();
    expect(ledgerCalls(asked)).toHaveLength(3);
    history.setRange({ from: '2026-11-01', to: '2026-11-25' });
    history.setType(4);
    history.setStatus('pending');
    await history.search();
    expect(ledgerCalls(asked)).toContain('/v1/transactions?from=2026-11-01&to=2026-11-25&type=4&status=pending&per_page=500&page=1');
  });

  it("shows the latest search's rows when an earlier search answers after it", async () => {
    let release = () => {};
    const slow = new Promise<void>((resolve) => (release = resolve));
    const { runtime } = await ledgerRuntime({}, (url) => (url.pathname === '/v1/transactions' && url.searchParams.get('from') === '2026-11-26' ? slow : undefined));
    model = createTransactionsModel(runtime, { now: () => NOW });
    const first = model.search();
    model.setRange({ from: '2026-11-01', to: '2026-11-25' });
    await model.search();
    const latest = model.rows.value;
    expect(model.cards.value).not.toBeNull();
    release();
    await first;
    expect(model.rows.value).toBe(latest);
    expect(model.load.value.kind).toBe('ready');
  });

  it('shows withdrawals as money out and net as what stays, in cents', () => {
    expect(transactionCards(0.3, -0.1)).toEqual({ deposits: 0.3, withdrawals: 0.1, net: 0.2 });
    expect(transactionCards(100.1, -250.05)).toEqual({ deposits: 100.1, withdrawals: 250.05, net: -149.95 });
  });

  it('exports the rows shown with the period totals', async () => {
    const { model: history } = await start({ transactionRows: sampleTransactionRows.slice(4) });
    await vi.waitFor(() => expect(history.load.value.kind).toBe('ready'));
    const input = history.exportInput.value!;
    expect(input.rows).toEqual([
      [902, '2026-11-20T09:00:00.000Z', { key: 'account.transactions.type.1' }, { key: 'account.transactions.status.declined' }, 75, 1180.5],
      [901, '2026-11-20T08:00:00.000Z', { key: 'account.transactions.type.1' }, { key: 'account.transactions.status.success' }, 200.1, 1180.5],
    ]);
    expect(input.totals.map((total) => total.amount)).toEqual([275.1, 0, 275.1]);
  });

  it('says why a search failed', async () => {
    const { model: history } = await start({ transactions: 'fail' });
    await vi.waitFor(() => expect(history.load.value).toEqual({ kind: 'error', message: { text: 'The history is not available.' } }));
    expect(history.exportInput.value).toBeNull();
  });
});
