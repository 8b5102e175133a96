import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, playerMessages, players, skins, transactions } from '../db/schema';
import { createTestSandbox, type TestSandbox } from '../testing/test-sandbox';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await createTestSandbox();
});
afterAll(() => sandbox.close());

let made = 0;
/** A fresh copy of a seeded player, signed in. */
async function player(template = 'demo-player') {
  const username = `pay-${template}-${++made}`.slice(0, 25);
  const created = await sandbox.control('sandbox/players', { method: 'POST', body: { template, username, password: 'Clone-pass-1!' } });
  expect(created.status).toBe(201);
  const token = await sandbox.login(username, 'Clone-pass-1!');
  const me = (await (await sandbox.call('me', { token })).json()) as { id: number };
  return { token, playerId: me.id };
}

const json = async <T>(response: Response) => (await response.json()) as T;
const deposit = (token: string, key: string, body: Record<string, unknown>) =>
  sandbox.call('payments/deposit', { method: 'POST', token, headers: { 'idempotency-key': key }, body: { createLevel: 'BasicAmlLevel', ...body } });
const withdraw = (token: string, key: string, body: Record<string, unknown>) =>
  sandbox.call('payments/withdraw', { method: 'POST', token, headers: { 'idempotency-key': key }, body: { cancel_url: '/withdraw', redirect_success: 'http://localhost/transactions/{transaction_id}', force_pending: 1, accountNumber: '', ...body } });

async function ledger(playerId: number) {
  const [row] = await sandbox.db
    .select({ balance: players.balanceTotal, sum: sql<string>`(select coalesce(sum(amount), 0) from ${transactions} where ${transactions.playerId} = ${playerId})` })
    .from(players)
    .where(eq(players.id, playerId));
  return row!;
}

describe('deposits (front-end spec §7, exactly once per Idempotency-Key)', () => {
  it('credits a wallet deposit once, answers a retry of its key the same, and refuses the key for another amount', async () => {
    const { token, playerId } = await player();
    const before = await ledger(playerId);
    const first = await deposit(token, 'key-card-0001', { amount: 25.5, payment_method_id: 22 });
    expect(first.status).toBe(200);
    const answer = await json<{ message: string; transaction_id: number }>(first);
    expect(answer).toEqual({ message: 'Deposit successful', transaction_id: expect.any(Number) });
    const again = await deposit(token, 'key-card-0001', { amount: 25.5, payment_method_id: 22 });
    expect(await json(again)).toEqual(answer);
    const other = await deposit(token, 'key-card-0001', { amount: 30, payment_method_id: 22 });
    expect(other.status).toBe(422);
    expect(await json(other)).toMatchObject({ code: 'idempotency_mismatch' });
    const after = await ledger(playerId);
    expect(Number(after.balance)).toBeCloseTo(Number(before.balance) + 25.5, 2);
    expect(await sandbox.db.select().from(transactions).where(and(eq(transactions.playerId, playerId), eq(transactions.typeId, 1)))).toHaveLength(1);
  });

  it("keeps concurrent retries of one key to one credit", async () => {
    const { token, playerId } = await player();
    const answers = await Promise.all(Array.from({ length: 5 }, () => deposit(token, 'key-race-0001', { amount: 10, payment_method_id: 22 }).then((r) => r.json())));
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(await sandbox.db.select().from(transactions).where(and(eq(transactions.playerId, playerId), eq(transactions.typeId, 1)))).toHaveLength(1);
  });

  it('keeps no attempt for an amount over the maximum: the corrected amount goes through under the same key', async () => {
    const { token } = await player();
    expect(await json(await deposit(token, 'key-fix-0001', { amount: 2000.01, payment_method_id: 22 }))).toEqual({ amount: ['Amount too high: the maximum is €2000'] });
    expect(await json(await deposit(token, 'key-fix-0001', { amount: 2000, payment_method_id: 22 }))).toMatchObject({ message: 'Deposit successful' });
  });

  it('leaves a bank transfer pending with the bank details to pay to, and moves nothing yet', async () => {
    const { token, playerId } = await player();
    const before = await ledger(playerId);
    const missing = await deposit(token, 'key-bank-0001', { amount: 100, payment_method_id: 14, iban: 'CZ1', bank: '' });
    expect(missing.status).toBe(422);
    expect(await json(missing)).toMatchObject({ errors: { iban: [expect.any(String)], bank: [expect.any(String)], accountnumber: [expect.any(String)] } });
    const registered = await deposit(token, 'key-bank-0002', { amount: 100, payment_method_id: 14, iban: 'CZ6508000000192000145399', bank: 'Česká spořitelna', accountnumber: '42' });
    expect(await json(registered)).toMatchObject({ transaction_id: expect.any(Number) });
    const pending = await json<{ data: { amount: number; payload: Record<string, string> }[] }>(
      await sandbox.call('payments/transactions?date_from=1970-01-01%2000:00:00&date_to=2999-12-31%2023:59:59&type_id=1&status=pending', { token }),
    );
    expect(pending.data).toEqual([expect.objectContaining({ amount: 100, currency: { code: 'EUR', symbol: '€' }, payload: expect.objectContaining({ iban: expect.any(String), variable_symbol: expect.any(String) }) })]);
    expect((await ledger(playerId)).balance).toBe(before.balance);
  });

  it("leaves a crypto transfer pending with the network the platform names and an address of the transfer's own", async () => {
    const { token } = await player();
    await deposit(token, 'key-crypto-0001', { amount: 50, payment_method_id: 161, bank: 'Alex Player', accountnumber: 'REF-1' });
    await deposit(token, 'key-crypto-0002', { amount: 20, payment_method_id: 161, bank: 'Alex Player', accountnumber: 'REF-2' });
    const pending = await json<{ data: { payload: Record<string, string> }[] }>(
      await sandbox.call('payments/transactions?date_from=1970-01-01%2000:00:00&date_to=2999-12-31%2023:59:59&type_id=1&status=pending', { token }),
    );
    const [second, first] = pending.data.map((row) => row.payload);
    expect(first).toMatchObject({ network: expect.stringContaining('TRC-20'), address: expect.stringMatching(/^T[1-9A-HJ-NP-Za-km-z]{33}$/) });
    expect(second!.address).not.toBe(first!.address);
    expect(first!.iban).toBeUndefined();
  });

  it("answers an amount over the method's maximum in amount[], refuses a self-excluded player and a call without a key", async () => {
    const { token } = await player();
    expect(await json(await deposit(token, 'key-high-0001', { amount: 5000.01, payment_method_id: 3 }))).toEqual({ amount: ['Amount too high: the maximum is €5000'] });
    expect((await deposit(token, 'short', { amount: 10, payment_method_id: 3 })).status).toBe(400);
    const excluded = await player('excluded-player');
    const refused = await deposit(excluded.token, 'key-excl-0001', { amount: 10, payment_method_id: 3 });
    expect(refused.status).toBe(403);
    expect(await json(refused)).toMatchObject({ code: 'self_excluded' });
  });

  it('refuses a player who has not accepted the terms, and lets a self-excluded player withdraw', async () => {
    const terms = await player('terms-player');
    const refused = await deposit(terms.token, 'key-terms-001', { amount: 10, payment_method_id: 22 });
    expect(refused.status).toBe(403);
    expect(await json(refused)).toMatchObject({ code: 'terms_not_accepted' });
    const excluded = await player('excluded-player');
    expect(await json(await withdraw(excluded.token, 'key-excl-wd-1', { amount: 10, account_id: 52 }))).toMatchObject({ transaction_id: expect.any(Number) });
  });
});

describe('deposit limits (decision 0049)', () => {
  it("refuses a deposit past the daily limit with the rule, what is used and what remains", async () => {
    // The PEP player's seeded daily deposit limit is 100.00.
    const { token } = await player('pep-player');
    expect((await deposit(token, 'key-limit-0001', { amount: 60, payment_method_id: 22 })).status).toBe(200);
    const refused = await deposit(token, 'key-limit-0002', { amount: 50, payment_method_id: 22 });
    expect(refused.status).toBe(422);
    expect(await json(refused)).toMatchObject({ code: 'limit_reached', refusal: { rule: 'max_daily_deposit', period: 'day', used: 60, remaining: 40 } });
  });
});

describe('withdrawals (player-area spec §7)', () => {
  it('gives a declined withdrawal back once, however often the decline is reported', async () => {
    const { token, playerId } = await player();
    const before = await ledger(playerId);
    const { transaction_id: id } = await json<{ transaction_id: number }>(await withdraw(token, 'key-wd-decl-1', { amount: 20, account_id: 52 }));
    expect(Number((await ledger(playerId)).balance)).toBeCloseTo(Number(before.balance) - 20, 2);
    for (const report of [{ status: 'declined', reason_code: 'account_closed' }, { status: 'declined' }, { status: 'success' }]) {
      await sandbox.control(`sandbox/payments/${id}/settle`, { method: 'POST', body: report });
    }
    const after = await ledger(playerId);
    expect(after.balance).toBe(before.balance);
    expect(after.sum).toBe(after.balance);
  });

  it("writes the request in the ledger as pending until it is settled: paid out, it is success; declined, it is declined and its amount comes back as reverted", async () => {
    const rows = async (token: string) =>
      (await json<{ data: { type: { id: number }; status: string; amount: number }[] }>(await sandbox.call('transactions?from=1970-01-01&to=2999-12-31&type=2', { token }))).data.map((row) => [row.status, row.amount]);
    const paid = await player();
    const { transaction_id: paidId } = await json<{ transaction_id: number }>(await withdraw(paid.token, 'key-wd-rows-1', { amount: 12.5, account_id: 52 }));
    expect(await rows(paid.token)).toEqual([['pending', -12.5]]);
    await sandbox.control(`sandbox/payments/${paidId}/settle`, { method: 'POST', body: { status: 'success' } });
    expect(await rows(paid.token)).toEqual([['success', -12.5]]);

    const declined = await player();
    const { transaction_id: declinedId } = await json<{ transaction_id: number }>(await withdraw(declined.token, 'key-wd-rows-2', { amount: 7, account_id: 52 }));
    await sandbox.control(`sandbox/payments/${declinedId}/settle`, { method: 'POST', body: { status: 'declined' } });
    expect((await rows(declined.token)).sort()).toEqual([['declined', -7], ['reverted', 7]]);
    const success = await json<{ amount: number }>(await sandbox.call('transactions/total?from=1970-01-01&to=2999-12-31&type=2&status=success', { token: declined.token }));
    expect(success.amount).toBe(0);
  });

  it('takes the amount out at once, pending; a cancel gives it back', async () => {
    const { token, playerId } = await player();
    const before = await ledger(playerId);
    const badIban = await withdraw(token, 'key-wd-0001', { amount: 50, account_id: 51, accountNumber: 'CZ65 0800 0000 1920 0014 5390' });
    expect(badIban.status).toBe(422);
    const taken = await withdraw(token, 'key-wd-0002', { amount: 50, account_id: 51, accountNumber: 'CZ65 0800 0000 1920 0014 5399' });
    const { transaction_id: id } = await json<{ transaction_id: number }>(taken);
    expect(Number((await ledger(playerId)).balance)).toBeCloseTo(Number(before.balance) - 50, 2);
    expect((await sandbox.call(`payments/ewallet/transactions/${id}`, { method: 'DELETE', token })).status).toBe(404);
    expect((await sandbox.call(`payments/sepa/transactions/${id}`, { method: 'DELETE', token })).status).toBe(200);
    const after = await ledger(playerId);
    expect(after.balance).toBe(before.balance);
    expect(Number(after.sum)).toBeCloseTo(Number(before.sum), 2);
  });

  it('holds the next request for 10 minutes, refuses an unverified player, and answers an amount beyond the balance in amount[]', async () => {
    const { token } = await player();
    expect(await json(await withdraw(token, 'key-wd-0010', { amount: 1_000_000, account_id: 52 }))).toEqual({ amount: ['Invalid amount chosen'] });
    expect((await withdraw(token, 'key-wd-0011', { amount: 5, account_id: 52 })).status).toBe(200);
    const soon = await withdraw(token, 'key-wd-0012', { amount: 5, account_id: 52 });
    expect(soon.status).toBe(429);
    // How long is left: the SDK shows the refusal at once rather than retrying into it.
    expect(Number(soon.headers.get('retry-after'))).toBeGreaterThan(590);
    expect(await json(soon)).toMatchObject({ message: 'The withdrawal requests that can be made are one every 10 minutes' });
    const unverified = await player('unverified-player');
    expect((await withdraw(unverified.token, 'key-wd-0013', { amount: 5, account_id: 52 })).status).toBe(403);
    // A PEP player owes the source-of-wealth questionnaire first, as GET surveys/sowq says.
    const pep = await player('pep-player');
    expect(await json(await sandbox.call('surveys/sowq', { token: pep.token }))).toMatchObject({ status: 'required', survey_answers: [] });
    expect(await json(await sandbox.call('surveys/sowq', { token }))).toMatchObject({ status: 'not_required' });
    const owed = await withdraw(pep.token, 'key-wd-0014', { amount: 5, account_id: 52 });
    expect(await json(owed)).toMatchObject({ code: 'questionnaire_required' });
  });

  it("never lets one player cancel another's withdrawal", async () => {
    const a = await player();
    const b = await player();
    const { transaction_id: id } = await json<{ transaction_id: number }>(await withdraw(a.token, 'key-wd-0020', { amount: 5, account_id: 52 }));
    expect((await sandbox.call(`payments/ewallet/transactions/${id}`, { method: 'DELETE', token: b.token })).status).toBe(404);
  });
});

describe('attempts settled once, and resumed by their id (decision 0046)', () => {
  const settle = (id: number, body: Record<string, unknown>) => sandbox.control(`sandbox/payments/${id}/settle`, { method: 'POST', body });
  const attempt = async (token: string, id: number) => json<Record<string, unknown>>(await sandbox.call(`payments/attempts/${id}`, { token }));

  it('sends a card to the hosted page, credits it once when paid, and a late decline changes nothing but the log', async () => {
    const { token, playerId } = await player();
    const before = await ledger(playerId);
    const answer = await json<{ url: string; transaction_id: number }>(await deposit(token, 'key-hosted-01', { amount: 40, payment_method_id: 3, redirect_success: '/deposit/done' }));
    expect(answer.url).toMatch(/\/psp\/pay\/[0-9a-f-]{36}$/);
    const settings = await json<{ payment_origins: string[] }>(await sandbox.call('cms/skin-settings'));
    expect(settings.payment_origins).toContain(new URL(answer.url).origin);
    expect(await attempt(token, answer.transaction_id)).toMatchObject({ status: 'initialized', kind: 'deposit', amount: 40, payment_method_id: 3, return_route: '/deposit/done', balance_after: null });
    expect(await json(await settle(answer.transaction_id, { status: 'success' }))).toEqual({ id: answer.transaction_id, status: 'success' });
    expect(await json(await settle(answer.transaction_id, { status: 'success' }))).toEqual({ id: answer.transaction_id, status: 'success' });
    expect(await json(await settle(answer.transaction_id, { status: 'declined', reason_code: 'late' }))).toEqual({ id: answer.transaction_id, status: 'success' });
    const after = await ledger(playerId);
    expect(Number(after.balance)).toBeCloseTo(Number(before.balance) + 40, 2);
    expect(after.sum).toBe(after.balance);
    expect(await attempt(token, answer.transaction_id)).toMatchObject({ status: 'success', reason_code: null, balance_after: Number(after.balance) });
    const audit = await sandbox.db.select({ action: auditEvents.action }).from(auditEvents).where(eq(auditEvents.playerId, playerId)).orderBy(auditEvents.id);
    expect(audit.map((row) => row.action).filter((action) => action.startsWith('payment_'))).toEqual(['payment_deposit_initialized', 'payment_success', 'payment_notification_refused']);
  });

  it("keeps a declined card's reason and moves nothing; another player's attempt is not found", async () => {
    const { token, playerId } = await player();
    const before = await ledger(playerId);
    const { transaction_id: id } = await json<{ transaction_id: number }>(await deposit(token, 'key-hosted-02', { amount: 15, payment_method_id: 3 }));
    await settle(id, { status: 'declined', reason_code: 'insufficient_funds' });
    expect(await attempt(token, id)).toMatchObject({ status: 'declined', reason_code: 'insufficient_funds' });
    expect((await ledger(playerId)).balance).toBe(before.balance);
    const stranger = await player();
    expect((await sandbox.call(`payments/attempts/${id}`, { token: stranger.token })).status).toBe(404);
    expect((await settle(999_999_999, { status: 'success' })).status).toBe(404);
  });

  it('credits a bank transfer when the money arrives and takes it off the pending list', async () => {
    const { token, playerId } = await player();
    const before = await ledger(playerId);
    const { transaction_id: id } = await json<{ transaction_id: number }>(
      await deposit(token, 'key-arrive-01', { amount: 100, payment_method_id: 14, iban: 'CZ6508000000192000145399', bank: 'Bank', accountnumber: '42' }),
    );
    await settle(id, { status: 'success' });
    expect(Number((await ledger(playerId)).balance)).toBeCloseTo(Number(before.balance) + 100, 2);
    const pending = await json<{ data: unknown[] }>(await sandbox.call('payments/transactions?date_from=1970-01-01%2000:00:00&date_to=2100-01-01%2023:59:59&type_id=1&status=pending', { token }));
    expect(pending.data).toEqual([]);
  });
});

describe("the player told of a payment settled while away (the inbox)", () => {
  it('writes a message when a transfer arrives short or a withdrawal is declined, and none for a card payment followed on screen', async () => {
    const { token, playerId } = await player();
    const inbox = async () => json(await sandbox.call('me/messages/readone', { token }));
    const crypto = await json<{ transaction_id: number }>(await deposit(token, 'key-told-0001', { amount: 50, payment_method_id: 161, bank: 'Alex Player', accountnumber: 'REF-1' }));
    await sandbox.control(`sandbox/payments/${crypto.transaction_id}/settle`, { method: 'POST', body: { status: 'underpaid', received_amount: 42.5 } });
    expect(await inbox()).toMatchObject({ type: 'payment', subject: 'Deposit arrived short', body: expect.stringMatching(/EUR 50\.00 arrived short: EUR 42\.50 arrived/) });
    const card = await json<{ transaction_id: number }>(await deposit(token, 'key-told-0002', { amount: 20, payment_method_id: 3 }));
    await sandbox.control(`sandbox/payments/${card.transaction_id}/settle`, { method: 'POST', body: { status: 'declined' } });
    const { transaction_id: withdrawal } = await json<{ transaction_id: number }>(await withdraw(token, 'key-told-0003', { amount: 10, account_id: 52 }));
    await sandbox.control(`sandbox/payments/${withdrawal}/settle`, { method: 'POST', body: { status: 'declined' } });
    const subjects = (await sandbox.db.select({ subject: playerMessages.subject }).from(playerMessages).where(eq(playerMessages.playerId, playerId)).orderBy(playerMessages.id)).map((row) => row.subject);
    expect(subjects).toEqual(['Deposit arrived short', 'Withdrawal declined']);
  });
});

describe('net deposits (decision 0048: a UKGC account shows them)', () => {
  type Money = { deposited: number; net_deposits: number };
  const balance = async (token: string) => json<Money>(await sandbox.call('me/balance', { token }));

  it('counts deposits less withdrawals over the history, a cancelled withdrawal giving its amount back, in GET me and GET me/balance', async () => {
    const { token } = await player();
    const start = await balance(token);
    expect(start.net_deposits).toBe(start.deposited);
    await deposit(token, 'key-net-0001', { amount: 100.1, payment_method_id: 22 });
    await deposit(token, 'key-net-0002', { amount: 1.2, payment_method_id: 22 });
    const { transaction_id: id } = await json<{ transaction_id: number }>(await withdraw(token, 'key-net-0003', { amount: 30.05, account_id: 52 }));
    // Exact to the cent: 100.10 + 1.20 − 30.05, the database's arithmetic, no float drift.
    const cents = (amount: number) => Number(amount.toFixed(2));
    expect(await balance(token)).toMatchObject({ deposited: cents(start.deposited + 101.3), net_deposits: cents(start.deposited + 71.25) });
    await sandbox.control(`sandbox/payments/${id}/settle`, { method: 'POST', body: { status: 'declined' } });
    const me = await json<{ balance: Money }>(await sandbox.call('me', { token }));
    expect(me.balance).toMatchObject({ net_deposits: cents(start.deposited + 101.3) });
  });
});

describe('no cancelling a withdrawal under UKGC (decision 0048)', () => {
  it('refuses the cancel and keeps the withdrawal pending; under MGA it is cancelled', async () => {
    const { token } = await player();
    const { transaction_id: id } = await json<{ transaction_id: number }>(await withdraw(token, 'key-ukgc-wd-1', { amount: 10, account_id: 52 }));
    const provider = await json<{ data: { provider: string }[] }>(await sandbox.call('payments/transactions?date_from=1970-01-01%2000:00:00&date_to=2999-12-31%2023:59:59&type_id=2&status=pending', { token }));
    const cancel = () => sandbox.call(`payments/${provider.data[0]!.provider}/transactions/${id}`, { method: 'DELETE', token });
    await sandbox.db.update(skins).set({ jurisdiction: 'UKGC' });
    try {
      const refused = await cancel();
      expect(refused.status).toBe(403);
      expect(await json(refused)).toMatchObject({ code: 'withdrawal_cancel_not_allowed' });
    } finally {
      await sandbox.db.update(skins).set({ jurisdiction: 'MGA' });
    }
    expect((await cancel()).status).toBe(200);
  });
});

describe("the jurisdiction's KYC gate (decision 0048)", () => {
  it('refuses a deposit of an unverified player under UKGC, and takes it under MGA', async () => {
    const unverified = await player('unverified-player');
    await sandbox.db.update(skins).set({ jurisdiction: 'UKGC' });
    try {
      const refused = await deposit(unverified.token, 'key-kyc-0001', { amount: 10, payment_method_id: 22 });
      expect(refused.status).toBe(403);
      expect(await json(refused)).toMatchObject({ code: 'not_verified' });
    } finally {
      await sandbox.db.update(skins).set({ jurisdiction: 'MGA' });
    }
    expect((await deposit(unverified.token, 'key-kyc-0002', { amount: 10, payment_method_id: 22 })).status).toBe(200);
  });
});
