// @vitest-environment jsdom
import { CasinoSDK } from '@casino-sdk/core';
import { sampleBalance } from '@casino-sdk/core/testing/platform-fixture';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage, samplePendingDeposit, SAMPLE_PROVIDER_ORIGIN, signedInRuntime, type CashierFixtureOptions } from '../cashier/cashier-fixture';
import { awayAttempt, rememberAway } from '../payment/payment-attempt';
import { bankTransferFields } from '../payment/method-modules';
import { createDepositModel, depositBody, type DepositModel, type DepositModelOptions } from './deposit-model';

let model: DepositModel | undefined;
afterEach(() => {
  model?.dispose();
  CasinoSDK.destroy();
  vi.useRealTimers();
});

/** A signed-in player's deposit model, and the Idempotency-Key of every deposit call it made. */
async function start(options: CashierFixtureOptions & { offlineDeposits?: number; jurisdiction?: 'mga' | 'ukgc' } = {}, modelOptions: DepositModelOptions = {}) {
  const keys: (string | null)[] = [];
  let offline = options.offlineDeposits ?? 0;
  const { runtime, calls } = await signedInRuntime(options, (fixture) => async (input, init) => {
    if (String(input).endsWith('/v1/payments/deposit')) {
      keys.push(new Headers(init?.headers).get('Idempotency-Key'));
      if (offline-- > 0) throw new TypeError('Failed to fetch');
    }
    return fixture(input, init);
  });
  model = createDepositModel(runtime, { storage: memoryStorage(), openTab: () => undefined, ...modelOptions });
  model.start();
  await vi.waitFor(() => expect(model!.load.value.kind).toBe('ready'));
  return { model, runtime, keys, calls };
}

function fill(deposit: DepositModel, methodId: number, amount: number) {
  deposit.chooseMethod(methodId);
  deposit.form.fields.amount.set(amount);
}

describe('the deposit model', () => {
  it('loads the methods with their pictures and limits in minor units, and the pending deposits', async () => {
    const { model: deposit } = await start({ pendingDeposits: [samplePendingDeposit] });
    expect(deposit.methods.value.map((method) => [method.id, method.minimum, method.maximum, method.image !== null])).toEqual([
      [3, 100, 500_000, true],
      [22, 100, 200_000, true],
      [14, 100, 2_000_000, false],
      [161, 100, 1_000_000, false],
      [40, 100, 300_000, false],
    ]);
    expect(deposit.pending.value).toEqual([samplePendingDeposit]);
  });

  it("shows only the exclusion to a self-excluded player, and the terms to one who has not accepted them", async () => {
    expect((await start({ player: { status_expires_at: '2999-12-31T00:00:00Z' } })).model.gate.value).toEqual({ kind: 'excluded', until: '2999-12-31T00:00:00Z' });
    model!.dispose();
    CasinoSDK.destroy();
    expect((await start({ player: { marketing: { terms_and_conditions: false, newsletter: false } } })).model.gate.value).toEqual({ kind: 'terms' });
  });

  it('takes at least 1 and at most the chosen method maximum, and a transfer its own fields', async () => {
    const { model: deposit, keys } = await start();
    fill(deposit, 3, 500_001);
    await deposit.submit();
    expect(deposit.form.fields.amount.error.value).toEqual({ key: 'field.amountMax', values: { max: 500_000 } });
    deposit.form.fields.amount.set(99);
    expect(deposit.form.fields.amount.problem.value).toEqual({ key: 'field.amountMin', values: { min: 100 } });
    deposit.chooseMethod(14);
    // The transfer's fields come with its pick, in a module of its own.
    await bankTransferFields.load();
    deposit.form.fields.amount.set(10_000);
    deposit.form.fields.iban.set('CZ12');
    expect(deposit.form.fields.iban.problem.value).toEqual({ key: 'cashier.ibanShort' });
    expect(deposit.form.fields.bank.problem.value).toEqual({ key: 'cashier.required' });
    expect(keys).toEqual([]);
  });

  it("sends the spec's payload: the amount in the platform's decimals, a transfer's details", () => {
    const values = { methodId: 14, amount: 123_456, bonusCode: ' WELCOME ', iban: 'CZ65 0800 0000 1920 0014 5399', bank: 'Česká spořitelna', reference: '42', senderName: '', referenceCode: '' };
    expect(depositBody(values, 'EUR')).toEqual({ amount: 1234.56, payment_method_id: 14, bonus_code: 'WELCOME', createLevel: 'BasicAmlLevel', iban: 'CZ6508000000192000145399', bank: 'Česká spořitelna', accountnumber: '42' });
    expect(depositBody({ ...values, methodId: 161, senderName: 'Alex', referenceCode: 'ABC' }, 'EUR')).toMatchObject({ bank: 'Alex', accountnumber: 'ABC' });
    expect(depositBody({ ...values, methodId: 3, bonusCode: '' }, 'EUR')).toEqual({ amount: 1234.56, payment_method_id: 3, bonus_code: null, createLevel: 'BasicAmlLevel' });
  });

  it('retries a lost attempt under its key, across a reload, and starts a new one after an answer', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const storage = memoryStorage();
    const { model: deposit, keys, runtime } = await start({ offlineDeposits: 4 }, { storage });
    fill(deposit, 3, 2_000);
    const lost = deposit.submit();
    // The client's back-off between its retries.
    await vi.advanceTimersByTimeAsync(30_000);
    await lost;
    // The client's own retries and the player's next press: one attempt, one key.
    expect(new Set(keys).size).toBe(1);
    expect(keys).toHaveLength(4);

    const reloaded = createDepositModel(runtime, { storage, openTab: () => undefined });
    reloaded.start();
    await vi.waitFor(() => expect(reloaded.load.value.kind).toBe('ready'));
    fill(reloaded, 3, 2_000);
    await reloaded.submit();
    expect(keys[4]).toBe(keys[0]);
    expect(reloaded.notice.value).toEqual({ message: { key: 'depositreceived', values: { defaultValue: 'Deposit received' } }, tone: 'info' });

    await vi.advanceTimersByTimeAsync(3_000);
    await reloaded.submit();
    expect(keys[5]).not.toBe(keys[0]);
    reloaded.dispose();
  });

  it('rests the button 3 s after a press, and shows a message its 4 s, a transfer success its 8 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { model: deposit, keys } = await start({ depositAnswer: { message: 'Transfer registered' } });
    fill(deposit, 14, 10_000);
    deposit.form.fields.iban.set('CZ6508000000192000145399');
    deposit.form.fields.bank.set('Česká spořitelna');
    deposit.form.fields.reference.set('42');
    await deposit.submit();
    expect(deposit.locked.value).toBe(true);
    await deposit.submit();
    expect(keys).toHaveLength(1);
    expect(deposit.notice.value).toMatchObject({ tone: 'success' });
    await vi.advanceTimersByTimeAsync(3_000);
    expect(deposit.locked.value).toBe(false);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(deposit.notice.value).not.toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(deposit.notice.value).toBeNull();
  });

  it("follows a provider's form only to an allowed origin, and opens an allowed page in a new tab", async () => {
    const form = `<form action="${SAMPLE_PROVIDER_ORIGIN}/3ds" method="post"><input type="hidden" name="MD" value="7"></form>`;
    const accepted = await start({ depositAnswer: { form } });
    fill(accepted.model, 3, 2_000);
    await accepted.model.submit();
    expect(accepted.model.providerForm.value).toEqual({ action: `${SAMPLE_PROVIDER_ORIGIN}/3ds`, method: 'post', fields: [{ name: 'MD', value: '7' }] });
    model!.dispose();
    CasinoSDK.destroy();

    const opened: string[] = [];
    const hostile = await start({ depositAnswer: { url: 'https://evil.example/pay' } }, { openTab: (url) => void opened.push(url) });
    fill(hostile.model, 3, 2_000);
    await hostile.model.submit();
    expect(opened).toEqual([]);
    expect(hostile.model.notice.value).toEqual({ message: { key: 'cashier.providerRefused' }, tone: 'error' });
    model!.dispose();
    CasinoSDK.destroy();

    const page = await start({ depositAnswer: { url: `${SAMPLE_PROVIDER_ORIGIN}/pay/1` } }, { openTab: (url) => void opened.push(url) });
    fill(page.model, 3, 2_000);
    await page.model.submit();
    expect(opened).toEqual([`${SAMPLE_PROVIDER_ORIGIN}/pay/1`]);
  });

  it("says which limit refused a deposit, what is used and left, and when it resets, for 8 s", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const refusal = { rule: 'max_weekly_deposit', period: 'week', used: 450, remaining: 50, resetsAt: '2026-11-30T00:00:00.000Z' } as const;
    const { model: deposit } = await start({ depositAnswer: { status: 422, message: 'This deposit would go past your deposit limit.', code: 'limit_reached', refusal } });
    fill(deposit, 3, 10_000);
    await deposit.submit();
    expect(deposit.notice.value).toEqual({
      tone: 'error',
      message: { key: 'limits.refused.max_weekly_deposit', values: { used: '€450.00', remaining: '€50.00', local: expect.stringContaining('2026'), utc: 'Nov 30, 2026, 12:00 AM' } },
    });
    await vi.advanceTimersByTimeAsync(7_999);
    expect(deposit.notice.value).not.toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(deposit.notice.value).toBeNull();
  });

  it('shows the first amount error capitalised', async () => {
    const { model: deposit } = await start({ depositAnswer: { amount: ['amount too high: € 5000', 'second'] } });
    fill(deposit, 3, 2_000);
    await deposit.submit();
    expect(deposit.notice.value).toEqual({ message: { text: 'Amount too high: € 5000' }, tone: 'error' });
  });

  it('asks a wallet method whether to connect or identify, resting the button meanwhile, and says which in the payload', async () => {
    const { model: deposit, calls } = await start({ walletPinRegistered: true });
    fill(deposit, 40, 2_000);
    expect(deposit.walletStep.value).toBe('checking');
    expect(deposit.locked.value).toBe(true);
    await vi.waitFor(() => expect(deposit.walletStep.value).toBe('identify'));
    expect(deposit.locked.value).toBe(false);
    await deposit.submit();
    expect(calls.find((call) => call.path === '/v1/payments/deposit')?.body).toMatchObject({ payment_method_id: 40, neterapay_endpoint: 'identify', skip_amount_limits: false });
    deposit.chooseMethod(3);
    expect(deposit.walletStep.value).toBeNull();
  });

  it('shows the attempt a provider sent the player back with, as the platform has it, asking again while it waits', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const attempt = { id: 77, kind: 'deposit', status: 'initialized', amount: 40, received_amount: null, currency: 'EUR', payment_method_id: 3, reason_code: null, return_route: null, balance_after: null } as const;
    const { model: deposit, calls } = await start(
      { attempts: [attempt, { ...attempt, status: 'success', balance_after: 1074.5 }] },
      { location: { origin: 'https://casino.example', pathname: '/en/deposit', search: '?attempt=77' } },
    );
    await vi.waitFor(() => expect(deposit.resumed.value?.status).toBe('initialized'));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(deposit.resumed.value).toMatchObject({ status: 'success', balance_after: 1074.5 });
    await vi.advanceTimersByTimeAsync(20_000);
    expect(calls.filter((call) => call.path === '/v1/payments/attempts/77')).toHaveLength(2);
  });

  it("finds the attempt the player took to a provider's page again on any page of the site, for that player only, until it is settled", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const away = memoryStorage();
    const attempt = { id: 78, kind: 'deposit', status: 'initialized', amount: 40, received_amount: null, currency: 'EUR', payment_method_id: 3, reason_code: null, return_route: null, balance_after: null } as const;
    const options = { depositAnswer: { url: `${SAMPLE_PROVIDER_ORIGIN}/psp/pay/t`, transaction_id: 78 }, attempts: [attempt, attempt, { ...attempt, status: 'declined', reason_code: 'card_declined' }] } as const;
    const { model: deposit } = await start({ ...options, attempts: [...options.attempts] }, { awayStorage: away });
    fill(deposit, 3, 4000);
    await deposit.submit();
    await vi.waitFor(() => expect(deposit.resumed.value?.id).toBe(78));
    deposit.dispose();
    CasinoSDK.destroy();

    const { model: reloaded, calls } = await start({ ...options, attempts: [...options.attempts] }, { awayStorage: away });
    await vi.waitFor(() => expect(reloaded.resumed.value?.status).toBe('initialized'));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(reloaded.resumed.value).toMatchObject({ status: 'declined', reason_code: 'card_declined' });
    expect(calls.filter((call) => call.path === '/v1/payments/attempts/78')).toHaveLength(3);
    reloaded.dispose();
    CasinoSDK.destroy();

    // Settled: the next visit starts afresh; another player's attempt is not this one's.
    expect(awayAttempt(away, 'deposit', 42)).toBeNull();
    rememberAway(away, 'deposit', 7, 78);
    const { model: later, calls: laterCalls } = await start({ ...options, attempts: [...options.attempts] }, { awayStorage: away });
    expect(later.resumed.value).toBeNull();
    expect(laterCalls.some((call) => call.path.startsWith('/v1/payments/attempts/'))).toBe(false);
  });

  it('under UKGC asks a player with no deposit limit and no deposit yet to set one first (once on a device when they choose none); under MGA tells of the tools instead', async () => {
    const firstTimer = { balance: { ...sampleBalance, deposited: 0 } };
    const { model: deposit, calls } = await start({ jurisdiction: 'ukgc', player: firstTimer });
    expect(deposit.gate.value).toEqual({ kind: 'limit' });
    await deposit.answerLimitPrompt(100);
    expect(calls.find((call) => call.method === 'PUT' && call.path === '/v1/me')?.body).toMatchObject({ max_daily_deposit: 100, field: 'max_daily_deposit' });
    expect(deposit.gate.value).toEqual({ kind: 'form' });
    expect(deposit.firstDepositNotice.value).toBe(false);
    model!.dispose();
    CasinoSDK.destroy();
    // "No limit for now" is asked once on this device: a reload goes straight to the form.
    const device = memoryStorage();
    const { model: declined } = await start({ jurisdiction: 'ukgc', player: firstTimer }, { awayStorage: device });
    await declined.answerLimitPrompt(null);
    expect(declined.gate.value).toEqual({ kind: 'form' });
    model!.dispose();
    CasinoSDK.destroy();
    const { model: reloaded } = await start({ jurisdiction: 'ukgc', player: firstTimer }, { awayStorage: device });
    expect(reloaded.gate.value).toEqual({ kind: 'form' });
    model!.dispose();
    CasinoSDK.destroy();
    // MGA: no prompt, a notice of the responsible-gaming tools beside the form, until the first deposit.
    const { model: mga, runtime } = await start({ jurisdiction: 'mga', player: firstTimer });
    expect(mga.gate.value).toEqual({ kind: 'form' });
    expect(mga.firstDepositNotice.value).toBe(true);
    runtime.store.balance.value = { ...sampleBalance, deposited: 25 };
    expect(mga.firstDepositNotice.value).toBe(false);
  });

  it('shows net deposits, exact in minor units, and the limits link only where the jurisdiction does (UKGC), the newest balance winning', async () => {
    const player = { balance: { ...sampleBalance, net_deposits: 70.25 } };
    const { model: deposit, runtime } = await start({ jurisdiction: 'ukgc', player });
    expect(deposit.netDeposits.value).toEqual({ minor: 7025, currency: 'EUR' });
    expect(deposit.limitsLink).toBe(true);
    runtime.store.balance.value = { ...sampleBalance, net_deposits: -19.9 };
    expect(deposit.netDeposits.value).toEqual({ minor: -1990, currency: 'EUR' });
    model!.dispose();
    CasinoSDK.destroy();
    expect((await start({ jurisdiction: 'mga', player })).model.netDeposits.value).toBeNull();
    expect(model!.limitsLink).toBe(false);
  });

  it("under UKGC shows an unverified player the KYC gate instead of the form; under MGA the form", async () => {
    const unverified = { is_verified: false };
    expect((await start({ jurisdiction: 'ukgc', player: unverified })).model.gate.value).toEqual({ kind: 'kyc' });
    model!.dispose();
    CasinoSDK.destroy();
    expect((await start({ jurisdiction: 'mga', player: unverified })).model.gate.value).toEqual({ kind: 'form' });
    model!.dispose();
    CasinoSDK.destroy();
    // An exclusion still comes first.
    expect((await start({ jurisdiction: 'ukgc', player: { ...unverified, status_expires_at: '2999-12-31T00:00:00Z' } })).model.gate.value.kind).toBe('excluded');
  });
});
