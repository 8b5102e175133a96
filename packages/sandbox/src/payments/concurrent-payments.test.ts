import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { OpenedDatabase } from '../db/database';
import { players, transactions } from '../db/schema';
import { TRANSACTION_TYPE } from '../seed/transaction-types';
import { ledgerState } from '../testing/ledger-state';
import { openPostgresTestDatabase } from '../testing/test-database';
import { skinAuthorization } from '../testing/test-sandbox';

// Real PostgreSQL with a pool, and ten sandbox apps on it (as processes behind a load balancer would
// be): PGlite runs one statement at a time, so a race never shows there.
describe('150 concurrent deposits and withdrawals of one player, with retries (PostgreSQL)', () => {
  const APPS = 10;
  const DEPOSIT_KEYS = 5;
  const WITHDRAWALS = 5;
  let database: OpenedDatabase;

  beforeAll(async () => {
    database = await openPostgresTestDatabase('seeded');
  });
  afterAll(() => database?.close());

  it('book each deposit key once, at most one withdrawal at a time, and keep the balance equal to the ledger', async () => {
    const errors: unknown[] = [];
    const apps = Array.from({ length: APPS }, () =>
      createApp({ db: database.db, mode: 'sandbox', skin: { refId: 'demo-skin', password: 'demo-skin-secret' }, corsOrigins: [], logError: (_m, error) => errors.push(error) }),
    );
    const login = await apps[0]!.request('/v1/auth/login?checkHash=1', {
      method: 'POST',
      headers: { authorization: skinAuthorization, 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'demo-player', password: 'Demo-pass-1!' }),
    });
    const { token, player_id: playerId } = (await login.json()) as { token: string; player_id: number };
    const before = await ledgerState(database.db, playerId);
    const mine = (type: number) => database.db.$count(transactions, and(eq(transactions.playerId, playerId), eq(transactions.typeId, type)));
    const [depositsBefore, withdrawalsBefore] = [await mine(TRANSACTION_TYPE.deposit), await mine(TRANSACTION_TYPE.withdraw)];
    const call = (app: (typeof apps)[number], path: string, key: string, body: Record<string, unknown>) =>
      app.request(`/v1/${path}`, {
        method: 'POST',
        headers: { authorization: skinAuthorization, 'user-token': token, 'idempotency-key': key, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });

    const sent = apps.flatMap((app, a) => [
      // Each deposit key twice at the same moment, as a double click or a retry after a lost answer.
      ...Array.from({ length: DEPOSIT_KEYS }, (_, k) => [1, 2].map(() => call(app, 'payments/deposit', `deposit-${a}-${k}-key`, { amount: 10, payment_method_id: 22 }))).flat(),
      ...Array.from({ length: WITHDRAWALS }, (_, w) =>
        call(app, 'payments/withdraw', `withdraw-${a}-${w}-key`, { amount: 5, account_id: 52, cancel_url: '/withdraw', redirect_success: 'http://localhost/transactions/{transaction_id}', force_pending: 1, accountNumber: '' }),
      ),
    ]);
    const answers = await Promise.all(sent.map(async (response) => ({ status: (await response).status, body: await (await response).text() })));

    expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
    expect(errors).toEqual([]);
    expect((await mine(TRANSACTION_TYPE.deposit)) - depositsBefore).toBe(APPS * DEPOSIT_KEYS);
    // One withdrawal is taken; every other one meets it pending or its 10 minutes.
    expect((await mine(TRANSACTION_TYPE.withdraw)) - withdrawalsBefore).toBe(1);
    const after = await ledgerState(database.db, playerId);
    expect(after.unexplained).toBe(before.unexplained);
    expect(after.negativeRows).toBe(0);
    const [row] = await database.db.select({ total: players.balanceTotal }).from(players).where(eq(players.id, playerId));
    expect(Number(row!.total)).toBeCloseTo(Number(before.balance) + APPS * DEPOSIT_KEYS * 10 - 5, 2);
  });
});
