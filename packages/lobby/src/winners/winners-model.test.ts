import { CasinoSDK } from '@casino-sdk/core';
import { handScheduler } from '@casino-sdk/core/testing/hand-scheduler';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLobbyFixture, fixtureWins, type LobbyFixtureOptions } from '../lobby/lobby-fixture';
import { createWinnersModel, WINNERS_POLL_MS, winLine } from './winners-model';

afterEach(() => {
  CasinoSDK.destroy();
  vi.restoreAllMocks();
});

function start(options: LobbyFixtureOptions = {}) {
  const fetch = createLobbyFixture(options);
  const runtime = CasinoSDK.init({ skin: { refId: 'skin', password: 'secret' }, fetch });
  const scheduler = handScheduler();
  const model = createWinnersModel({ client: runtime.client, scheduler: { ...runtime.scheduler, ...scheduler } });
  const stop = model.start();
  const asked = () => fetch.calls.filter((url) => url.pathname.endsWith('/casino/winners')).length;
  return { model, scheduler, stop, asked };
}

describe('the winners feed', () => {
  it('writes a win as its game link and its amount in its currency, for the page language', () => {
    const [win] = fixtureWins(1);
    expect(winLine({ ...win!, amount: 1234.5, currency: { code: 'EUR', symbol: '€' } }, 'en')).toEqual({ href: `/en/game/play/${win!.game.provider_id}/${win!.game.id}`, amount: '€1,234.50' });
    expect(winLine({ ...win!, amount: 25000, currency: { code: 'CZK', symbol: 'Kč' } }, 'cs').amount).toMatch(/^25\s000,00\sKč$/);
    expect(winLine(win!, 'de').href).toBe(`/de/game/play/${win!.game.provider_id}/${win!.game.id}`);
  });

  it('asks at once and then every 30 s on the scheduler, until stopped', async () => {
    const { model, scheduler, stop, asked } = start({ winners: fixtureWins(3) });
    expect(scheduler.polls).toHaveLength(1);
    expect(scheduler.polls[0]!.options).toEqual({ intervalMs: WINNERS_POLL_MS, immediate: true });
    expect(WINNERS_POLL_MS).toBe(30_000);
    expect(model.state.value).toEqual({ kind: 'loading' });
    await scheduler.tick();
    expect(model.state.value).toEqual({ kind: 'ready', wins: fixtureWins(3) });
    await scheduler.tick();
    expect(asked()).toBe(2);
    stop();
    await scheduler.tick();
    expect(asked()).toBe(2);
  });

  it('shows nothing when the call fails, logs why, and lets the scheduler back off', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { model, scheduler } = start({ winners: 'fail' });
    await expect(scheduler.polls[0]!.task()).rejects.toThrow();
    expect(model.state.value).toEqual({ kind: 'ready', wins: [] });
    expect(warn).toHaveBeenCalledWith('[casino-sdk] The winners feed could not be loaded.', expect.anything());
  });
});
