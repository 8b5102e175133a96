import { CasinoSDK } from '@casino-sdk/core';
import { afterEach, describe, expect, it } from 'vitest';
import { createLobbyFixture, fixtureGameDetail, type LobbyFixtureOptions } from '../lobby/lobby-fixture';
import { createGameInfoModel, gameFacts } from './game-info-model';

const level = (value: string) => `level:${value}`;
let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  CasinoSDK.destroy();
});

function start(options: LobbyFixtureOptions = {}, id = 1) {
  const fetch = createLobbyFixture(options);
  const runtime = CasinoSDK.init({ skin: { refId: 'skin', password: 'secret' }, fetch });
  const detail = fixtureGameDetail(id);
  const model = createGameInfoModel(runtime, { id, providerId: detail.provider_id, name: detail.name }, level);
  stop = model.start();
  return { model, fetch };
}

describe('the game info panel', () => {
  it("lists a slot's facts in the order players compare them, written for the page's language", () => {
    const slot = fixtureGameDetail(1);
    expect(gameFacts(slot, 'EUR', 'en', level)).toEqual([
      { key: 'rtp', value: '96.12%' },
      { key: 'volatility', value: 'level:high' },
      { key: 'bets', value: '€0.10 – €10.00' },
      { key: 'reels', value: String(slot.reels_numbers) },
      { key: 'lines', value: '20' },
    ]);
    expect(gameFacts(slot, 'CZK', 'cs', level).find((fact) => fact.key === 'bets')?.value).toMatch(/^0,10\sKč – 10,00\sKč$/);
  });

  it('leaves out what the platform does not give: a live game has no volatility, reels or lines', () => {
    expect(gameFacts(fixtureGameDetail(5), 'EUR', 'en', level).map((fact) => fact.key)).toEqual(['rtp', 'bets']);
    expect(gameFacts({ ...fixtureGameDetail(5), rtp: null, min_bet: null }, 'EUR', 'en', level)).toEqual([]);
  });

  it("asks for the game of its provider in the page's language, and says why it could not", async () => {
    const { model, fetch } = start();
    await expect.poll(() => model.state.value.kind).toBe('ready');
    const asked = fetch.calls.find((url) => url.pathname.endsWith('/static/casinoGames/1'))!;
    expect(Object.fromEntries(asked.searchParams)).toEqual({ provider_id: String(fixtureGameDetail(1).provider_id), language: 'en' });
    stop?.();
    CasinoSDK.destroy();
    const { model: failing } = start({ gameInfo: 'fail' });
    await expect.poll(() => failing.state.value.kind).toBe('error');
  });
});
