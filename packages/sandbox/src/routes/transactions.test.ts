import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TransactionRow } from '@casino-sdk/core/contract';
import { players, transactions, users } from '../db/schema';
import { TRANSACTION_TYPE as T } from '../seed/transaction-types';
import { describeOnEachDatabase } from '../testing/test-database';
import { createTestSandbox, type TestSandbox } from '../testing/test-sandbox';

describeOnEachDatabase('transactions from the ledger', (open) => {
  let sandbox: TestSandbox;
  let token: string;
  beforeAll(async () => {
    sandbox = await open('seeded').then((database) => createTestSandbox(async () => database));
    expect((await sandbox.control('sandbox/players', { method: 'POST', body: { template: 'demo-player', username: 'ledger-one', password: 'Clone-pass-1!' } })).status).toBe(201);
    token = await sandbox.login('ledger-one', 'Clone-pass-1!');
    const playerId = ((await (await sandbox.call('me', { token })).json()) as { id: number }).id;
    const row = (typeId: number, amount: string, at: string, status = 'success', bonusAmount = '0') => ({
      playerId, typeId, status, currencyId: 1, amount, bonusAmount, balanceAfter: '100.00', bonusBalanceAfter: '0', createdAt: new Date(at),
    });
    await sandbox.db.insert(transactions).values([
      row(T.deposit, '0.10', '2026-01-10T00:00:00.000Z'),
      row(T.deposit, '0.20', '2026-01-10T12:00:00.000Z'),
      row(T.withdraw, '-50.00', '2026-01-11T08:00:00.000Z', 'pending'),
      row(T.bonusAssigned, '0', '2026-01-11T09:00:00.000Z', 'success', '10.00'),
      row(T.deposit, '20.00', '2026-01-11T23:59:59.999Z'),
      row(T.deposit, '70.00', '2026-01-12T00:00:00.000Z'),
    ]);
  });
  afterAll(() => sandbox?.close());

  const get = async <R>(path: string, as = token) => {
    const response = await sandbox.call(path, { token: as });
    expect(response.status).toBe(200);
    return (await response.json()) as R;
  };
  const list = (query: string, as = token) => get<{ data: TransactionRow[]; total: number }>(`transactions?${query}`, as);

  it("lists the period's rows newest first, both days whole, with their type, status and balance", async () => {
    const { data, total } = await list('from=2026-01-10&to=2026-01-11');
    expect(total).toBe(5);
    expect(data.map((r) => [r.type.name, r.status, r.amount])).toEqual([
      ['deposit', 'success', 20],
      ['bonus_assigned', 'success', 10],
      ['withdraw', 'pending', -50],
      ['deposit', 'success', 0.2],
      ['deposit', 'success', 0.1],
    ]);
    expect(data[0]).toMatchObject({ type: { id: T.deposit, description: 'Deposit' }, currency: { code: 'EUR' }, balance: 100, created_at: '2026-01-11T23:59:59.999Z' });
  });

  it('filters by type and status', async () => {
    expect((await list('from=2026-01-10&to=2026-01-12&type=1')).data.map((r) => r.amount)).toEqual([70, 20, 0.2, 0.1]);
    expect((await list('from=2026-01-10&to=2026-01-12&status=pending')).data.map((r) => r.type.name)).toEqual(['withdraw']);
    expect((await list('from=2026-01-10&to=2026-01-12&type=2&status=success')).total).toBe(0);
  });

  it('sums the deposit and withdraw totals in the database', async () => {
    const deposits = await get<{ amount: number; count: number }>('transactions/total?from=2026-01-10&to=2026-01-11&type=1&total=1');
    // 0.1 + 0.2 + 20 in JavaScript numbers would be 20.300000000000001.
    expect(deposits).toEqual({ amount: 20.3, count: 3 });
    expect(await get('transactions/total?from=2026-01-10&to=2026-01-11&type=2')).toEqual({ amount: -50, count: 1 });
    expect(await get('transactions/total?from=2025-01-10&to=2025-01-11&type=2')).toEqual({ amount: 0, count: 0 });
  });

  it('refuses bad dates with 422 and strangers with 401, and shows a player only their own rows', async () => {
    for (const query of ['from=2026-13-01&to=2026-01-02', 'from=2026-01-01&to=', 'from=x&to=y']) {
      expect((await sandbox.call(`transactions?${query}`, { token })).status).toBe(422);
      expect((await sandbox.call(`transactions/total?${query}&type=1`, { token })).status).toBe(422);
    }
    expect((await sandbox.call('transactions?from=2026-01-10&to=2026-01-11')).status).toBe(401);
    expect((await sandbox.call('transactions/total?from=2026-01-10&to=2026-01-11&type=1')).status).toBe(401);
    const stranger = await sandbox.login('demo-player', 'Demo-pass-1!');
    expect((await list('from=2026-01-10&to=2026-01-11', stranger)).total).toBe(0);
  });

  it('seeds six months of play whose balances add up and never go below zero', async () => {
    for (const [username, least] of [['history-player', 1_000], ['bench-history-player', 10_000]] as const) {
      const [ledger] = await sandbox.db
        .select({
          rows: sql<number>`count(*)::int`,
          first: sql<Date>`min(${transactions.createdAt})`,
          lowest: sql<string>`min(${transactions.balanceAfter})`,
          lowestBonus: sql<string>`min(${transactions.bonusBalanceAfter})`,
          sum: sql<string>`sum(${transactions.amount})`,
          balance: sql<string>`min(${players.balanceTotal})`,
          types: sql<number>`count(distinct ${transactions.typeId})::int`,
        })
        .from(transactions)
        .innerJoin(players, eq(players.id, transactions.playerId))
        .innerJoin(users, and(eq(users.id, players.userId), eq(users.username, username)));
      expect(ledger!.rows).toBeGreaterThanOrEqual(least);
      expect(Date.now() - new Date(ledger!.first).getTime()).toBeGreaterThan(182 * 86_400_000);
      expect(Number(ledger!.lowest)).toBeGreaterThanOrEqual(0);
      expect(Number(ledger!.lowestBonus)).toBeGreaterThanOrEqual(0);
      expect(ledger!.sum).toBe(ledger!.balance);
      expect(ledger!.types).toBe(7);
    }
  });

  it("answers a payment's status to its own player only; another player's id, a made-up one and a malformed one are alike not found", async () => {
    const deposit = await sandbox.call('payments/deposit', { method: 'POST', token, headers: { 'idempotency-key': 'status-page-0001' }, body: { amount: 10, payment_method_id: 22, createLevel: 'BasicAmlLevel' } });
    const { transaction_id: id } = (await deposit.json()) as { transaction_id: number };
    expect(await get(`transactions/${id}/status`)).toEqual({ id, status: 'success' });
    expect((await sandbox.control('sandbox/players', { method: 'POST', body: { template: 'demo-player', username: 'ledger-other', password: 'Clone-pass-1!' } })).status).toBe(201);
    const stranger = await sandbox.login('ledger-other', 'Clone-pass-1!');
    for (const [path, as] of [[`transactions/${id}/status`, stranger], ['transactions/999999999/status', token], ['transactions/12abc/status', token]] as const) {
      const response = await sandbox.call(path, { token: as });
      expect(response.status, path).toBe(404);
    }
  });
});

