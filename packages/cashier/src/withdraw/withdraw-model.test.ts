// @vitest-environment jsdom
import { CasinoSDK } from '@casino-sdk/core';
import { COOKIES, deleteCookie } from '@casino-sdk/core/internal';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage, samplePendingWithdrawal, signedInRuntime, type CashierFixtureOptions } from '../cashier/cashier-fixture';
import { createWithdrawModel, withdrawBody, type WithdrawModel } from './withdraw-model';
import { sepaIbanCheck } from '../payment/method-modules';

let model: WithdrawModel | undefined;
afterEach(() => {
  model?.dispose();
  CasinoSDK.destroy();
  deleteCookie(COOKIES.withdrawCooldown);
  vi.useRealTimers();
});

/** A signed-in player (available balance €1,000.00) on the withdrawal page. */
async function start(options: CashierFixtureOptions & { jurisdiction?: 'mga' | 'ukgc' } = {}, now = () => 1_700_000_000_000) {
  const { runtime, calls } = await signedInRuntime(options);
  model = createWithdrawModel(runtime, { storage: memoryStorage(), origin: 'https://casino.example', now });
  model.start();
  await vi.waitFor(() => expect(model!.load.value.kind).toBe('ready'));
  return { model, calls };
}

const withdraws = (calls: { method: string; path: string }[]) => calls.filter((call) => call.path === '/v1/payments/withdraw');

describe('the withdrawal model', () => {
  it('blocks an unverified player, a required questionnaire and a pending withdrawal, in that order; an excluded player may withdraw', async () => {
    expect((await start({ player: { is_verified: false }, questionnaire: 'required' })).model.gate.value).toEqual({ kind: 'unverified' });
    model!.dispose();
    CasinoSDK.destroy();
    expect((await start({ questionnaire: 'required', pendingWithdrawals: [samplePendingWithdrawal] })).model.gate.value).toEqual({ kind: 'questionnaire' });
    model!.dispose();
    CasinoSDK.destroy();
    expect((await start({ pendingWithdrawals: [samplePendingWithdrawal] })).model.gate.value).toEqual({ kind: 'pending', withdrawal: samplePendingWithdrawal });
    model!.dispose();
    CasinoSDK.destroy();
    expect((await start({ player: { status_expires_at: '2999-12-31T00:00:00Z' } })).model.gate.value).toEqual({ kind: 'form' });
  });

  it('takes an amount within the available balance and the method, and an IBAN for a SEPA method', async () => {
    const { model: withdraw, calls } = await start();
    withdraw.form.fields.accountId.set('51');
    withdraw.form.fields.amount.set(500);
    expect(withdraw.form.fields.amount.problem.value).toEqual({ key: 'cashier.invalidAmount' });
    withdraw.form.fields.amount.set(100_001);
    expect(withdraw.form.fields.amount.problem.value).toEqual({ key: 'cashier.invalidAmount' });
    withdraw.form.fields.amount.set(5_000);
    expect(withdraw.form.fields.amount.problem.value).toBeNull();
    await withdraw.submit();
    expect(withdraw.form.fields.iban.error.value).toEqual({ key: 'cashier.required' });
    // The real-IBAN check comes with the SEPA pick, in a module of its own.
    withdraw.form.fields.iban.set('CZ65 0800 0000 1920 0014 5390');
    await sepaIbanCheck.load();
    expect(withdraw.form.fields.iban.problem.value).toEqual({ key: 'cashier.ibanInvalid' });
    withdraw.form.fields.accountId.set('52');
    expect(withdraw.form.fields.iban.problem.value).toBeNull();
    expect(withdraws(calls)).toEqual([]);
  });

  it("sends the spec's payload once, then holds the next request for 10 minutes", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let now = 1_700_000_000_000;
    const { model: withdraw, calls } = await start({}, () => now);
    withdraw.form.fields.accountId.set('51');
    withdraw.form.fields.amount.set(5_000);
    withdraw.form.fields.iban.set('CZ65 0800 0000 1920 0014 5399');
    await withdraw.submit();
    expect(withdraws(calls)).toHaveLength(1);
    expect(withdraw.notice.value).toMatchObject({ tone: 'info' });

    await vi.advanceTimersByTimeAsync(3_000);
    now += 599_000;
    withdraw.form.fields.accountId.set('52');
    withdraw.form.fields.amount.set(1_000);
    await withdraw.submit();
    expect(withdraws(calls)).toHaveLength(1);
    expect(withdraw.notice.value).toEqual({ message: { key: 'cashier.withdrawCooldown' }, tone: 'error' });

    await vi.advanceTimersByTimeAsync(3_000);
    now += 1_000;
    await withdraw.submit();
    expect(withdraws(calls)).toHaveLength(2);
  });

  it('builds the payload the player-area spec names', () => {
    expect(withdrawBody({ accountId: '51', amount: 12_345, iban: 'CZ65 0800 0000 1920 0014 5399' }, 'EUR', 'https://casino.example')).toEqual({
      amount: 123.45,
      account_id: 51,
      cancel_url: '/withdraw',
      redirect_success: 'https://casino.example/transactions/{transaction_id}',
      force_pending: 1,
      accountNumber: 'CZ6508000000192000145399',
    });
  });

  it('cancels the pending withdrawal with its provider and id, then shows the form', async () => {
    const { model: withdraw, calls } = await start({ pendingWithdrawals: [samplePendingWithdrawal] });
    await withdraw.cancelPending();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual(['/v1/payments/sepa/transactions/902']);
    expect(withdraw.gate.value).toEqual({ kind: 'form' });
    expect(withdraw.notice.value).toEqual({ message: { key: 'cashier.withdrawCancelled' }, tone: 'success' });
  });

  it('offers no cancel under UKGC, whose players may not reverse a withdrawal', async () => {
    const { model: withdraw, calls } = await start({ pendingWithdrawals: [samplePendingWithdrawal], jurisdiction: 'ukgc' });
    expect(withdraw.canCancel).toBe(false);
    await withdraw.cancelPending();
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([]);
  });
});
