// @vitest-environment jsdom
import { CasinoSDK } from '@casino-sdk/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedInRuntime } from '../account/account-fixture';
import { bonusAnswers, freeBonus, reloadCampaign, type BonusFixtureOptions } from './my-bonus-fixture';
import { createMyBonusModel, type MyBonusModel } from './my-bonus-model';

let model: MyBonusModel | undefined;
let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  model?.dispose();
  CasinoSDK.destroy();
  vi.useRealTimers();
});

const NOW = Date.parse('2026-11-27T10:00:00Z');

async function start(options: BonusFixtureOptions = {}) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(NOW);
  const { runtime, calls } = await signedInRuntime({ answers: bonusAnswers(options) });
  await vi.waitFor(() => expect(runtime.store.player.value).not.toBeNull());
  model = createMyBonusModel(runtime);
  stop = model.start();
  return { model, runtime, calls };
}

const bonusCalls = (calls: { method: string; path: string }[]) => calls.filter((call) => call.path.startsWith('/v1/campaigns/')).map((call) => `${call.method} ${call.path}`);

describe('the My bonus model', () => {
  it("loads the player's deposit campaigns (the spec's query) beside the active bonus", async () => {
    const { model: bonus, calls } = await start();
    await vi.waitFor(() => expect(bonus.load.value).toEqual({ kind: 'ready' }));
    expect(bonus.campaigns.value.map((campaign) => campaign.code)).toEqual(['RELOAD100', 'FRIDAY50']);
    expect(bonus.bonus.value).toMatchObject({ counter_percentage: 40, campaign: { code: 'WEEKEND50' } });
    expect(bonusCalls(calls)).toEqual(['GET /v1/campaigns/players/4200/unusedCampaigns']);
  });

  it('counts the active bonus down on the clock, second by second, to zero', async () => {
    const { model: bonus } = await start();
    expect(bonus.secondsLeft.value).toBe(3 * 86_400);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(bonus.secondsLeft.value).toBe(3 * 86_400 - 1);
    stop?.();
    model?.dispose();
    CasinoSDK.destroy();
    // Seconds left, as a platform may send them: counted from the answer.
    const { model: ending } = await start({ bonus: { ...freeBonus, countdown: 3 } });
    expect(ending.secondsLeft.value).toBe(3);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(ending.secondsLeft.value).toBe(1);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(ending.secondsLeft.value).toBe(0);
  });

  it('deletes the bonus only after the confirmation, then reloads the player and the campaigns', async () => {
    const { model: bonus, calls } = await start();
    await vi.waitFor(() => expect(bonus.load.value.kind).toBe('ready'));
    bonus.askDelete();
    expect(bonus.confirming.value).toBe(true);
    bonus.cancelDelete();
    expect(bonusCalls(calls)).not.toContain('DELETE /v1/campaigns/players/4200');
    bonus.askDelete();
    const meBefore = calls.filter((call) => call.path === '/v1/me').length;
    await bonus.confirmDelete();
    expect(bonusCalls(calls)).toEqual(['GET /v1/campaigns/players/4200/unusedCampaigns', 'DELETE /v1/campaigns/players/4200', 'GET /v1/campaigns/players/4200/unusedCampaigns']);
    expect(calls.filter((call) => call.path === '/v1/me').length).toBe(meBefore + 1);
    expect(bonus.confirming.value).toBe(false);
    expect(bonus.bonus.value).toBeNull();
    expect(bonus.secondsLeft.value).toBeNull();
    expect(bonus.outcome.value).toEqual({ tone: 'success', message: { key: 'myBonus.deleted' } });
  });

  it("says a refused deletion in the platform's words and still shows what the platform has", async () => {
    const { model: bonus } = await start({ deleteAnswer: { status: 404, message: 'You have no active bonus.' } });
    bonus.askDelete();
    await bonus.confirmDelete();
    expect(bonus.outcome.value).toEqual({ tone: 'error', message: { text: 'You have no active bonus.' } });
    expect(bonus.bonus.value).not.toBeNull();
  });

  it('saves a code that gives a bonus at once: the bonus, its own countdown and the words for it', async () => {
    const { model: bonus, calls } = await start({ bonus: null });
    expect(bonus.secondsLeft.value).toBeNull();
    bonus.codeForm.fields.code.set(' free250 ');
    await bonus.saveCode();
    expect(calls.find((call) => call.method === 'POST' && call.path === '/v1/campaigns/players/4200')?.body).toEqual({ bonus_code: 'free250' });
    expect(bonus.bonus.value).toEqual(freeBonus);
    expect(bonus.secondsLeft.value).toBe(7 * 86_400);
    expect(bonus.outcome.value).toEqual({ tone: 'success', message: { key: 'myBonus.activated' } });
    expect(bonus.codeForm.fields.code.value.value).toBe('');
  });

  it('saves a deposit campaign\'s code: it joins the campaigns, no bonus yet', async () => {
    const { model: bonus } = await start({ bonus: null, campaigns: [] });
    await vi.waitFor(() => expect(bonus.load.value.kind).toBe('ready'));
    bonus.codeForm.fields.code.set('RELOAD100');
    await bonus.saveCode();
    expect(bonus.campaigns.value).toEqual([reloadCampaign]);
    expect(bonus.outcome.value).toEqual({ tone: 'success', message: { key: 'myBonus.codeSaved' } });
  });

  it("asks for a code before sending one, and says the platform's refusals in the player's language", async () => {
    const { model: bonus, calls } = await start();
    await bonus.saveCode();
    expect(bonus.codeForm.fields.code.error.value).toEqual({ key: 'myBonus.codeRequired' });
    expect(bonusCalls(calls).some((call) => call.startsWith('POST'))).toBe(false);
    bonus.codeForm.fields.code.set('NOPE');
    await bonus.saveCode();
    expect(bonus.codeForm.error.value).toEqual({ key: 'myBonus.codeInvalid' });
    bonus.codeForm.fields.code.set('FREE250');
    await bonus.saveCode();
    expect(bonus.codeForm.error.value).toEqual({ key: 'myBonus.codeActive' });
  });

  it('shows a failed load; the retry asks again', async () => {
    const { model: bonus, calls } = await start({ campaignsAnswer: { status: 404, message: 'Not found.' } });
    await vi.waitFor(() => expect(bonus.load.value).toEqual({ kind: 'error', message: { text: 'Not found.' } }));
    await bonus.loadCampaigns();
    expect(bonusCalls(calls)).toEqual(['GET /v1/campaigns/players/4200/unusedCampaigns', 'GET /v1/campaigns/players/4200/unusedCampaigns']);
  });
});
