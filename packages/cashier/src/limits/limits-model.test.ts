// @vitest-environment jsdom
import { CasinoSDK } from '@casino-sdk/core';
import { samplePlayer } from '@casino-sdk/core/testing/platform-fixture';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { playerUpdates, signedInRuntime, type CashierFixtureOptions } from '../cashier/cashier-fixture';
import { createLimitsModel, type LimitsModel } from './limits-model';
import { LIMIT_DELAY_MS } from './limits-rules';

const NOW = Date.parse('2026-11-26T12:00:00Z');
let model: LimitsModel | undefined;
afterEach(() => {
  model?.dispose();
  CasinoSDK.destroy();
});

async function start(options: CashierFixtureOptions = {}) {
  const { runtime, calls } = await signedInRuntime(options);
  model = createLimitsModel(runtime, { now: () => NOW });
  model.start();
  await vi.waitFor(() => expect(model!.load.value.kind).toBe('ready'));
  return { model, calls, runtime };
}

describe('the limits model', () => {
  it('writes 31 times the daily deposit limit into the weekly and monthly ones, and takes digits only', async () => {
    const { model: limits } = await start();
    limits.form.fields.max_daily_deposit.set('50');
    expect(limits.form.values.value).toMatchObject({ max_weekly_deposit: '1550', max_monthly_deposit: '1550' });
    limits.form.fields.max_daily_bet.set('12.5');
    expect(limits.form.fields.max_daily_bet.problem.value).toEqual({ key: 'cashier.limitDigits' });
  });

  it("writes the daily deposit limit itself into the weekly and monthly ones where the skin's document says 'equal'", async () => {
    const { model: limits, runtime } = await start();
    runtime.store.skinSettings.value = { ...runtime.store.skinSettings.value, deposit_limit_periods: 'equal' };
    limits.form.fields.max_daily_deposit.set('50');
    expect(limits.form.values.value).toMatchObject({ max_weekly_deposit: '50', max_monthly_deposit: '50' });
  });

  it('asks for the changed limits in one request, with the time the last of them takes effect', async () => {
    const player = { ...samplePlayer, betLimits: { max_daily_bet: 100, max_daily_loss: 50, max_daily_playing_time: null } };
    const { model: limits, calls } = await start({ player });
    limits.form.fields.max_daily_bet.set('20');
    limits.form.fields.max_daily_loss.set('80');
    await limits.submit();
    expect(playerUpdates(calls)).toEqual([{ max_daily_bet: 20, max_daily_loss: 80, field: 'max_daily_bet', activated_at: new Date(NOW + LIMIT_DELAY_MS).toISOString() }]);
    expect(limits.notice.value).toEqual({ message: { key: 'cashier.limitsSaved' }, tone: 'success' });
  });

  it("locks a limit with a pending request, holds new requests for a day after the last, and deletes a request", async () => {
    const request = { id: 7, field: 'max_daily_loss', status: 'pending', activated_at: '2026-11-27T10:00:00Z', created_at: '2026-11-26T10:00:00Z', response: { max_daily_loss: 80 } };
    const { model: limits, calls } = await start({ requests: [request] });
    expect(limits.pending.value).toEqual({ max_daily_loss: request });
    expect(limits.nextRequestAt.value).toBe(Date.parse('2026-11-27T10:00:00Z'));
    limits.form.fields.max_daily_loss.set('10');
    await limits.submit();
    expect(playerUpdates(calls)).toEqual([]);
    await limits.deleteRequest(7);
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual(['/v1/me/statistics/7']);
    expect(limits.pending.value).toEqual({});
  });

  it('shows the request another tab made when the platform refuses a change because of it, keeping the form on screen', async () => {
    const request = { id: 8, field: 'max_daily_loss', status: 'pending', activated_at: '2026-11-27T11:00:00Z', created_at: '2026-11-26T11:00:00Z', response: { max_daily_loss: 90 } };
    const requests: (typeof request)[] = [];
    const { runtime } = await signedInRuntime({ requests }, (fixture) => async (input, init) => {
      if (init?.method === 'PUT' && String(input).endsWith('/v1/me')) {
        requests.push(request);
        const refusal = { message: 'This limit had a request in the last 24 hours.', code: 'limit_request_locked', errors: { max_daily_loss: ['This limit had a request in the last 24 hours.'] } };
        return new Response(JSON.stringify(refusal), { status: 422, headers: { 'content-type': 'application/json' } });
      }
      return fixture(input, init);
    });
    model = createLimitsModel(runtime, { now: () => NOW });
    model.start();
    await vi.waitFor(() => expect(model!.load.value.kind).toBe('ready'));
    const loads: string[] = [];
    const stop = model.load.subscribe((load) => loads.push(load.kind));
    model.form.fields.max_daily_loss.set('200');
    await model.submit();
    stop();
    expect(model.notice.value?.tone).toBe('error');
    expect(model.pending.value).toEqual({ max_daily_loss: request });
    expect(model.nextRequestAt.value).toBe(Date.parse('2026-11-27T11:00:00Z'));
    expect(loads).toEqual(['ready']);
  });
});
