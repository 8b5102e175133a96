import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openAdminSession } from '../admin/admin-sessions';
import { admins, auditEvents, players, transactions } from '../db/schema';
import { TRANSACTION_TYPE } from '../seed/transaction-types';
import { describeOnEachDatabase } from '../testing/test-database';
import { createTestSandbox, type TestSandbox } from '../testing/test-sandbox';
import { HOSTED_PAGE_TTL_MS } from './settle-attempt';

// Decision 0046's addendum: a crypto transfer underpaid or on the wrong network, and a hosted page
// that expires by the sandbox clock; each credits what arrived once, or nothing, whatever comes late.
describeOnEachDatabase('crypto scenarios and expiring attempts', (open) => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await open('seeded').then((database) => createTestSandbox(async () => database));
  });
  afterAll(() => sandbox?.close());

  let made = 0;
  async function player() {
    const username = `scenario-${++made}`;
    expect((await sandbox.control('sandbox/players', { method: 'POST', body: { template: 'demo-player', username, password: 'Clone-pass-1!' } })).status).toBe(201);
    const token = await sandbox.login(username, 'Clone-pass-1!');
    const me = (await (await sandbox.call('me', { token })).json()) as { id: number };
    return { token, playerId: me.id };
  }

  const json = async <T>(response: Response) => (await response.json()) as T;
  const deposit = async (token: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    (await json<{ transaction_id: number; url?: string }>(await sandbox.call('payments/deposit', { method: 'POST', token, headers: { 'idempotency-key': `scenario-key-${++made}`, ...headers }, body }))).transaction_id;
  const crypto = (token: string) => deposit(token, { amount: 50, payment_method_id: 161, bank: 'Alex Player', accountnumber: 'REF-1' });
  const settle = (id: number, body: Record<string, unknown>, headers: Record<string, string> = {}) => sandbox.control(`sandbox/payments/${id}/settle`, { method: 'POST', body, headers });
  const attempt = async (token: string, id: number, headers: Record<string, string> = {}) => json<Record<string, unknown>>(await sandbox.call(`payments/attempts/${id}`, { token, headers }));

  async function ledger(playerId: number) {
    const [row] = await sandbox.db
      .select({ balance: players.balanceTotal, sum: sql<string>`(select coalesce(sum(amount), 0) from ${transactions} where ${transactions.playerId} = ${playerId})::numeric(14,2)` })
      .from(players)
      .where(eq(players.id, playerId));
    const deposits = await sandbox.db.select({ amount: transactions.amount }).from(transactions).where(and(eq(transactions.playerId, playerId), eq(transactions.typeId, TRANSACTION_TYPE.deposit)));
    return { ...row!, deposits: deposits.map((d) => d.amount) };
  }
  const actions = async (playerId: number) =>
    (await sandbox.db.select({ action: auditEvents.action }).from(auditEvents).where(eq(auditEvents.playerId, playerId)).orderBy(auditEvents.id)).map((row) => row.action).filter((action) => action.startsWith('payment_'));

  it('credits what arrived of an underpaid crypto transfer, once, and shows both amounts', async () => {
    const { token, playerId } = await player();
    const id = await crypto(token);
    expect(await json(await settle(id, { status: 'underpaid', received_amount: 42.5 }))).toEqual({ id, status: 'underpaid' });
    expect(await json(await settle(id, { status: 'underpaid', received_amount: 42.5 }))).toEqual({ id, status: 'underpaid' });
    expect(await json(await settle(id, { status: 'success' }))).toEqual({ id, status: 'underpaid' });
    const after = await ledger(playerId);
    expect(after.deposits).toEqual(['42.50']);
    expect(after.sum).toBe(after.balance);
    expect(await attempt(token, id)).toMatchObject({ status: 'underpaid', amount: 50, received_amount: 42.5, balance_after: Number(after.balance) });
    expect(await actions(playerId)).toEqual(['payment_deposit_pending', 'payment_underpaid', 'payment_notification_refused']);
  });

  it('refuses an underpayment that is not one: no amount, the whole amount or more, a third decimal, or not a crypto transfer', async () => {
    const { token, playerId } = await player();
    const id = await crypto(token);
    for (const body of [{ status: 'underpaid' }, { status: 'underpaid', received_amount: 50 }, { status: 'underpaid', received_amount: 60 }, { status: 'underpaid', received_amount: 10.005 }, { status: 'success', received_amount: 10 }]) {
      expect((await settle(id, body)).status).toBe(422);
    }
    const card = await deposit(token, { amount: 20, payment_method_id: 3 });
    expect((await settle(card, { status: 'underpaid', received_amount: 10 })).status).toBe(422);
    expect((await settle(card, { status: 'declined', reason_code: 'wrong_network' })).status).toBe(422);
    expect((await ledger(playerId)).deposits).toEqual([]);
    expect(await attempt(token, id)).toMatchObject({ status: 'pending', received_amount: null });
  });

  it('declines a crypto transfer on the wrong network with nothing credited, however late the money is reported', async () => {
    const { token, playerId } = await player();
    const before = await ledger(playerId);
    const id = await crypto(token);
    expect(await json(await settle(id, { status: 'declined', reason_code: 'wrong_network' }))).toEqual({ id, status: 'declined' });
    expect(await json(await settle(id, { status: 'success' }))).toEqual({ id, status: 'declined' });
    expect(await json(await settle(id, { status: 'underpaid', received_amount: 20 }))).toEqual({ id, status: 'declined' });
    expect(await ledger(playerId)).toEqual(before);
    expect(await attempt(token, id)).toMatchObject({ status: 'declined', reason_code: 'wrong_network', received_amount: null, balance_after: null });
  });

  it('expires a hosted page left unfinished past its time by the sandbox clock; a late success is refused and logged, never credited', async () => {
    const { token, playerId } = await player();
    const before = await ledger(playerId);
    const scope = `expiry-${made}`;
    const inScope = { cookie: `sandbox-scope=${scope}` };
    const id = await deposit(token, { amount: 40, payment_method_id: 3 }, inScope);
    const moveClock = async (offset_ms: number) => expect((await sandbox.control('sandbox/clock', { method: 'PUT', body: { scope, offset_ms } })).status).toBe(200);
    await moveClock(HOSTED_PAGE_TTL_MS - 60_000);
    expect(await attempt(token, id, inScope)).toMatchObject({ status: 'initialized' });
    await moveClock(HOSTED_PAGE_TTL_MS);
    expect(await attempt(token, id)).toMatchObject({ status: 'initialized' });
    expect(await attempt(token, id, inScope)).toMatchObject({ status: 'expired', balance_after: null });
    expect(await json(await settle(id, { status: 'success' }, inScope))).toEqual({ id, status: 'expired' });
    expect(await ledger(playerId)).toEqual(before);
    expect(await actions(playerId)).toEqual(['payment_deposit_initialized', 'payment_expired', 'payment_notification_refused']);
  });

  it("expires an overdue page when the provider's late notification is the first to come, and on the simulator's page", async () => {
    const { token, playerId } = await player();
    const before = await ledger(playerId);
    const scope = `late-${made}`;
    const inScope = { cookie: `sandbox-scope=${scope}` };
    const byCall = await deposit(token, { amount: 30, payment_method_id: 3 }, inScope);
    const url = await json<{ url: string }>(
      await sandbox.call('payments/deposit', { method: 'POST', token, headers: { 'idempotency-key': `scenario-page-${made}`, ...inScope }, body: { amount: 35, payment_method_id: 3 } }),
    );
    expect((await sandbox.control('sandbox/clock', { method: 'PUT', body: { scope, offset_ms: HOSTED_PAGE_TTL_MS } })).status).toBe(200);
    expect(await json(await settle(byCall, { status: 'success' }, inScope))).toEqual({ id: byCall, status: 'expired' });
    const path = new URL(url.url).pathname;
    // Outside the scope whose clock moved, the page is still open.
    expect(await (await sandbox.app.request(path)).text()).toContain('This page expires at');
    expect(await (await sandbox.app.request(path, { headers: inScope })).text()).toContain('Payment expired');
    const paid = await sandbox.app.request(path, { method: 'POST', body: new URLSearchParams({ outcome: 'success' }), headers: { 'content-type': 'application/x-www-form-urlencoded', ...inScope } });
    expect(paid.status).toBe(303);
    expect(await ledger(playerId)).toEqual(before);
    expect((await actions(playerId)).filter((action) => action === 'payment_expired')).toHaveLength(2);
  });

  it('counts settlements per admin: one admin past the limit is refused, another is not', async () => {
    const app = sandbox.appWith({});
    const [other] = await sandbox.db.insert(admins).values({ username: `second-admin-${made}`, passwordHash: 'not-a-login' }).returning({ id: admins.id });
    const { token: otherToken } = await openAdminSession(sandbox.db, other!.id, '127.0.0.1', new Date());
    const unknown = (headers: Record<string, string> = {}) => sandbox.control('sandbox/payments/999999999/settle', { method: 'POST', body: { status: 'success' }, headers }, app);
    for (let call = 0; call < 120; call++) expect((await unknown()).status).toBe(404);
    const refused = await unknown();
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeTruthy();
    expect((await unknown({ 'admin-token': otherToken })).status).toBe(404);
  });
});
