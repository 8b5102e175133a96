import { CasinoSDK } from '@casino-sdk/core';
import { afterEach, describe, expect, it } from 'vitest';
import { createLobbyFixture, fixtureSections, type LobbyFixtureOptions } from '../lobby/lobby-fixture';
import { railQuery } from './rail-list';
import { createRailModel } from './rail-model';

afterEach(() => CasinoSDK.destroy());

function start(options: LobbyFixtureOptions = {}) {
  const fetch = createLobbyFixture(options);
  const runtime = CasinoSDK.init({ skin: { refId: 'skin', password: 'secret' }, fetch });
  const model = createRailModel(runtime, railQuery('live-casino', 'casino', fixtureSections, 'desktop'));
  return { model, fetch };
}

const gameCalls = (fetch: { calls: URL[] }) => fetch.calls.filter((url) => url.pathname.endsWith('/casino/games'));

describe('a home rail', () => {
  it('asks for nothing until it nears the viewport, then for its games once', async () => {
    const { model, fetch } = start();
    expect(model.state.value.kind).toBe('waiting');
    expect(gameCalls(fetch)).toHaveLength(0);
    model.load();
    model.load();
    await expect.poll(() => model.state.value.kind).toBe('ready');
    model.load();
    expect(gameCalls(fetch)).toHaveLength(1);
    const state = model.state.value;
    expect(state.kind === 'ready' && state.games.every((game) => game.is_live)).toBe(true);
    expect(state.kind === 'ready' && state.games.length).toBe(16);
  });

  it('says why it failed, and asks again on retry', async () => {
    const { model, fetch } = start({ sectionGames: { 3: 'fail' } });
    model.load();
    await expect.poll(() => model.state.value.kind).toBe('error');
    model.retry();
    expect(model.state.value.kind).toBe('loading');
    await expect.poll(() => model.state.value.kind).toBe('error');
    expect(gameCalls(fetch)).toHaveLength(2);
  });
});
