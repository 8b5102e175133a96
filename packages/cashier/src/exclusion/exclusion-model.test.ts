// @vitest-environment jsdom
import { CasinoSDK } from '@casino-sdk/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { playerUpdates, signedInRuntime, type CashierFixtureOptions } from '../cashier/cashier-fixture';
import { createExclusionModel, type ExclusionModel } from './exclusion-model';
import { JURISDICTION_PROFILES } from '@casino-sdk/core/rules';
import { exclusionRequest } from './exclusion-rules';

const NOW = Date.parse('2026-11-26T12:00:00Z');
let model: ExclusionModel | undefined;
afterEach(() => {
  model?.dispose();
  CasinoSDK.destroy();
});

async function start(options: CashierFixtureOptions = {}) {
  const { runtime, calls } = await signedInRuntime(options);
  model = createExclusionModel(runtime, { now: () => NOW });
  model.start();
  await vi.waitFor(() => expect(model!.load.value.kind).toBe('ready'));
  return { model, calls };
}

describe('the self-exclusion model', () => {
  it('asks to confirm, then sends the request for the chosen period', async () => {
    const { model: exclusion, calls } = await start();
    await exclusion.review();
    expect(exclusion.form.fields.period.error.value).toEqual({ key: 'cashier.periodRequired' });
    exclusion.form.fields.period.set('30');
    expect(exclusion.plan.value).toEqual({ period: 30, from: '2026-11-27T12:00:00.000Z', until: '2026-12-27T12:00:00.000Z' });
    await exclusion.review();
    expect(exclusion.confirming.value).toBe(true);
    expect(playerUpdates(calls)).toEqual([]);
    await exclusion.confirm();
    expect(playerUpdates(calls)).toEqual([exclusionRequest(30, '', NOW, JURISDICTION_PROFILES.mga)]);
    expect(exclusion.notice.value).toEqual({ message: { key: 'cashier.exclusionRequested' }, tone: 'success' });
  });

  it('needs a reason for an end before the current exclusion', async () => {
    const { model: exclusion } = await start({ player: { status_expires_at: '2027-01-31T00:00:00Z' } });
    exclusion.form.fields.period.set('7');
    expect(exclusion.reasonRequired.value).toBe(true);
    await exclusion.review();
    expect(exclusion.form.fields.reason.error.value).toEqual({ key: 'cashier.reasonReq' });
    expect(exclusion.confirming.value).toBe(false);
    exclusion.form.fields.period.set('90');
    expect(exclusion.reasonRequired.value).toBe(false);
  });
});
