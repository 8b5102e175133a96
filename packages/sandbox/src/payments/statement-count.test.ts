import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import * as schema from '../db/schema';
import { openTestDatabase } from '../testing/test-database';
import { createTestSandbox, type TestSandbox } from '../testing/test-sandbox';

// The shape of the hot path, pinned (issue 22's budget: p99 ≤ 50 ms at 100 payments a second). On
// PGlite a statement costs ~0.4–1 ms and they run one at a time, so the count is the service time;
// a timed test would measure the machine. Counted: every statement drizzle sends (the session
// lookup included); the transaction's BEGIN and COMMIT are PGlite's own and not among them.
const MAX_STATEMENTS = { deposit: 8, withdraw: 8 };

let statements: string[] | null = null;
let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await createTestSandbox(async (contents) => {
    const opened = await openTestDatabase(contents);
    const client = (opened.db as unknown as { $client: PGlite }).$client;
    const logger = { logQuery: (query: string) => statements?.push(query) };
    return { ...opened, db: drizzle(client, { schema, logger }) as unknown as Database };
  });
});
afterAll(() => sandbox.close());

async function counted(call: () => Promise<Response>): Promise<{ status: number; statements: string[] }> {
  statements = [];
  const response = await call();
  const sent = statements;
  statements = null;
  return { status: response.status, statements: sent };
}

describe('how many statements a payment takes (PGlite)', () => {
  it(`a wallet deposit paid at once takes at most ${MAX_STATEMENTS.deposit}, and a withdrawal at most ${MAX_STATEMENTS.withdraw}`, async () => {
    const created = await sandbox.control('sandbox/players', { method: 'POST', body: { template: 'demo-player', username: 'count-statements', password: 'Clone-pass-1!' } });
    expect(created.status).toBe(201);
    const token = await sandbox.login('count-statements', 'Clone-pass-1!');
    const pay = (path: string, key: string, body: Record<string, unknown>) =>
      sandbox.call(`payments/${path}`, { method: 'POST', token, headers: { 'idempotency-key': key }, body });

    const deposit = await counted(() => pay('deposit', 'count-deposit-1', { createLevel: 'BasicAmlLevel', amount: 25, payment_method_id: 22 }));
    const withdraw = await counted(() =>
      pay('withdraw', 'count-withdraw-1', { amount: 10, account_id: 52, cancel_url: '/withdraw', redirect_success: 'http://localhost/transactions/{transaction_id}', force_pending: 1, accountNumber: '' }),
    );

    expect(deposit.status).toBe(200);
    expect(withdraw.status).toBe(200);
    expect(deposit.statements.length).toBeLessThanOrEqual(MAX_STATEMENTS.deposit);
    expect(withdraw.statements.length).toBeLessThanOrEqual(MAX_STATEMENTS.withdraw);
  });
});
