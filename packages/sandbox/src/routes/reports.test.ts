import { asc, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { CasinoReport } from '@casino-sdk/core/contract';
import { games, transactions } from '../db/schema';
import { TRANSACTION_TYPE as T } from '../seed/transaction-types';
import { describeOnEachDatabase } from '../testing/test-database';
import { createTestSandbox, type TestSandbox } from '../testing/test-sandbox';

describeOnEachDatabase('casino reports from the ledger', (open) => {
  let sandbox: TestSandbox;
  let token: string;
  let playerId: number;
  let played: { id: number; providerId: number }[];
  beforeAll(async () => {
    sandbox = await open('seeded').then((database) => createTestSandbox(async () => database));
    expect((await sandbox.control('sandbox/players', { method: 'POST', body: { template: 'demo-player', username: 'report-one', password: 'Clone-pass-1!' } })).status).toBe(201);
    token = await sandbox.login('report-one', 'Clone-pass-1!');
    playerId = ((await (await sandbox.call('me', { token })).json()) as { id: number }).id;
    played = await sandbox.db.select({ id: games.id, providerId: games.providerId }).from(games).where(inArray(games.id, [1, 2])).orderBy(asc(games.id));
    const [one, two] = played;
    const row = (typeId: number, amount: string, at: string, game = one!, bonusAmount = '0') => ({
      playerId, typeId, currencyId: 1, amount, bonusAmount, balanceAfter: '0', bonusBalanceAfter: '0', gameId: game.id, providerId: game.providerId, createdAt: new Date(at),
    });
    await sandbox.db.insert(transactions).values([
      // Three bets of 0.10: summed as numbers in JavaScript they would be 0.30000000000000004.
      row(T.casinoBet, '-0.10', '2026-01-10T00:00:00.000Z'),
      row(T.casinoBet, '-0.10', '2026-01-10T08:00:00.000Z'),
      row(T.casinoBet, '-0.10', '2026-01-10T09:00:00.000Z'),
      row(T.casinoWin, '0.20', '2026-01-10T09:00:01.000Z'),
      row(T.casinoBonusBet, '0', '2026-01-10T10:00:00.000Z', one, '-1.00'),
      row(T.casinoBonusWin, '0', '2026-01-10T10:00:01.000Z', one, '2.50'),
      row(T.casinoBet, '-5.00', '2026-01-11T23:59:59.999Z', two),
      // The next day's midnight is after `to`.
      row(T.casinoBet, '-7.00', '2026-01-12T00:00:00.000Z', two),
      row(T.casinoBet, '-9.00', '2026-01-09T23:59:59.999Z', two),
    ]);
  });
  afterAll(() => sandbox?.close());

  const report = async (query: string, as = token) => {
    const response = await sandbox.call(`reports/casino?${query}`, { token: as });
    expect(response.status).toBe(200);
    return (await response.json()) as CasinoReport;
  };
  const figures = (r: CasinoReport) => r.data.map((row) => [row.created_at.slice(0, 10), row.game === r.data[0]!.game ? 'first' : 'other', row.bets_count, row.bets, row.wins, row.net]);

  it('sums each UTC day and game of the period, both days whole, real and bonus money together', async () => {
    const all = await report('from=2026-01-10&to=2026-01-11');
    expect(figures(all)).toEqual([
      ['2026-01-10', 'first', 4, 1.3, 2.7, 1.4],
      ['2026-01-11', 'other', 1, 5, 0, -5],
    ]);
    expect(all.totals).toEqual({ bets: 5.3, bonus_bets: 1, wins: 0.2, bonus_wins: 2.5, net: -3.6 });
    expect(all.total).toBe(2);
    expect(all.data[0]!.currency).toMatchObject({ code: 'EUR', symbol: '€' });
  });

  it('keeps real and bonus money apart by type', async () => {
    const real = await report('from=2026-01-10&to=2026-01-11&type=real');
    expect(figures(real)).toEqual([
      ['2026-01-10', 'first', 3, 0.3, 0.2, -0.1],
      ['2026-01-11', 'other', 1, 5, 0, -5],
    ]);
    expect(real.totals.net).toBe(-5.1);
    const bonus = await report('from=2026-01-10&to=2026-01-11&type=bonus');
    expect(figures(bonus)).toEqual([['2026-01-10', 'first', 1, 1, 2.5, 1.5]]);
    expect(bonus.totals.net).toBe(1.5);
  });

  it("filters by provider and offers the providers of the player's play", async () => {
    const [one, two] = played;
    expect(one!.providerId).not.toBe(two!.providerId);
    const other = await report(`from=2026-01-09&to=2026-01-12&provider=${two!.providerId}`);
    expect(other.data.map((row) => row.bets)).toEqual([9, 5, 7]);
    expect(other.totals.bets).toBe(21);
    const providers = (await (await sandbox.call('reports/casino/providers', { token })).json()) as { data: { id: number }[] };
    expect(providers.data.map((p) => p.id).sort()).toEqual([...new Set([one!.providerId, two!.providerId])].sort());
  });

  it('pages the rows and keeps the totals of the whole period', async () => {
    const first = await report('from=2026-01-01&to=2026-01-31&per_page=2');
    expect([first.total, first.last_page, first.data.length]).toEqual([4, 2, 2]);
    const second = await report('from=2026-01-01&to=2026-01-31&per_page=2&page=2');
    expect(second.data.map((r) => r.created_at.slice(0, 10))).toEqual(['2026-01-11', '2026-01-12']);
    expect(second.totals).toEqual(first.totals);
  });

  it('refuses dates that are not days with 422, a stranger with 401, and shows nobody else the rows', async () => {
    for (const query of ['from=2026-02-30&to=2026-03-01', 'from=2026-01-01&to=yesterday', 'from=1&to=2', 'from=2026-01-01T00:00&to=2026-01-02']) {
      expect((await sandbox.call(`reports/casino?${query}`, { token })).status).toBe(422);
    }
    expect((await sandbox.call('reports/casino?from=2026-01-10&to=2026-01-11')).status).toBe(401);
    expect((await sandbox.call('reports/casino/providers')).status).toBe(401);
    const stranger = await sandbox.login('demo-player', 'Demo-pass-1!');
    expect((await report('from=2026-01-10&to=2026-01-11', stranger)).data).toEqual([]);
  });
});
