import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentAttempts, players } from '../../db/schema';
import { createTestSandbox, type TestSandbox } from '../../testing/test-sandbox';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await createTestSandbox();
});
afterAll(() => sandbox.close());

let made = 0;
async function cardDeposit(redirect: string) {
  const username = `psp-${++made}`;
  expect((await sandbox.control('sandbox/players', { method: 'POST', body: { template: 'demo-player', username, password: 'Clone-pass-1!' } })).status).toBe(201);
  const token = await sandbox.login(username, 'Clone-pass-1!');
  const me = (await (await sandbox.call('me', { token })).json()) as { id: number };
  const answer = (await (
    await sandbox.call('payments/deposit', { method: 'POST', token, headers: { 'idempotency-key': `psp-key-${made}-0001` }, body: { amount: 40, payment_method_id: 3, redirect_success: redirect } })
  ).json()) as { url: string; transaction_id: number };
  return { playerId: me.id, path: new URL(answer.url).pathname, id: answer.transaction_id };
}

const balance = async (playerId: number) => (await sandbox.db.select({ total: players.balanceTotal }).from(players).where(eq(players.id, playerId)))[0]!.total;
const pay = (path: string, outcome: string, fields: Record<string, string> = {}) =>
  sandbox.app.request(path, { method: 'POST', body: new URLSearchParams({ outcome, ...fields }), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
const statusOf = async (id: number) => (await sandbox.db.select({ status: paymentAttempts.status, reason: paymentAttempts.reasonCode }).from(paymentAttempts).where(eq(paymentAttempts.id, id)))[0]!;

describe("the payment simulator's hosted page", () => {
  it('shows the amount, pays once, and sends the player back to the cashier with the attempt', async () => {
    const { playerId, path, id } = await cardDeposit('http://localhost/en/deposit?attempt={transaction_id}');
    const page = await sandbox.app.request(path);
    expect(page.status).toBe(200);
    const text = await page.text();
    expect(text).toContain('€40.00');
    expect(text).toMatch(/This page expires at \d\d:\d\d UTC/);
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const before = await balance(playerId);
    const paid = await pay(path, 'success');
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`http://localhost/en/deposit?attempt=${id}`);
    await pay(path, 'success');
    await pay(path, 'declined');
    expect(Number(await balance(playerId))).toBeCloseTo(Number(before) + 40, 2);
  });

  it('never sends the player anywhere but the site, and knows no other token', async () => {
    const { path, id } = await cardDeposit('https://evil.example/steal');
    expect((await pay(path, 'declined')).headers.get('location')).toBe(`http://localhost/en/deposit?attempt=${id}`);
    expect((await sandbox.app.request('/psp/pay/not-a-token')).status).toBe(404);
    expect((await pay('/psp/pay/not-a-token', 'success')).status).toBe(404);
  });

  it('asks a 3-D Secure code: the right one pays, a wrong one declines; "pending" waits for a later notification', async () => {
    const right = await cardDeposit('http://localhost/en/deposit?attempt={transaction_id}');
    expect(await (await pay(right.path, '3ds')).text()).toContain('3-D Secure');
    await pay(right.path, '3ds-code', { code: '1234' });
    expect(await statusOf(right.id)).toEqual({ status: 'success', reason: null });
    const wrong = await cardDeposit('http://localhost/en/deposit?attempt={transaction_id}');
    await pay(wrong.path, '3ds-code', { code: '0000' });
    expect(await statusOf(wrong.id)).toEqual({ status: 'declined', reason: 'authentication_failed' });
    const later = await cardDeposit('http://localhost/en/deposit?attempt={transaction_id}');
    expect((await pay(later.path, 'pending')).status).toBe(303);
    expect((await statusOf(later.id)).status).toBe('pending');
  });
});
