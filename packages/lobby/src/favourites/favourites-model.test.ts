import { CasinoSDK, type Runtime } from '@casino-sdk/core';
import { afterEach, describe, expect, it } from 'vitest';
import { createLobbyFixture, fixtureGame, type LobbyFixtureOptions } from '../lobby/lobby-fixture';
import { createFavouritesModel, type FavouritesModel } from './favourites-model';

let model: FavouritesModel | undefined;
afterEach(() => {
  model?.dispose();
  CasinoSDK.destroy();
});

function start(options: LobbyFixtureOptions = {}, signedIn = true) {
  const fetch = createLobbyFixture(options);
  const runtime: Runtime = CasinoSDK.init({ skin: { refId: 'skin', password: 'secret' }, fetch });
  if (signedIn) runtime.store.session.value = { token: 'player-token', playerId: 7 };
  model = createFavouritesModel(runtime);
  model.start();
  return { model, runtime, fetch };
}

const ids = (games: readonly { id: number }[]) => games.map((game) => game.id);

describe('favourites and recently played', () => {
  it('has nothing for a visitor, and asks the platform nothing', () => {
    const { model, fetch } = start({ favourites: [3] }, false);
    expect(model.state.value).toBe('none');
    expect(fetch.calls).toEqual([]);
  });

  it("loads the player's favourites and recent games on sign-in, and forgets them on sign-out", async () => {
    const { model, runtime } = start({ favourites: [5, 2], recent: [9, 4, 1] });
    await expect.poll(() => model.state.value).toBe('ready');
    expect(ids(model.games.value)).toEqual([5, 2]);
    expect([...model.ids.value]).toEqual([5, 2]);
    expect(ids(model.recent.value)).toEqual([9, 4, 1]);
    runtime.store.session.value = null;
    expect(model.state.value).toBe('none');
    expect(model.games.value).toEqual([]);
    expect(model.recent.value).toEqual([]);
  });

  it('adds and removes at once, and the platform keeps the change', async () => {
    const { model, fetch } = start({ favourites: [2] });
    await expect.poll(() => model.state.value).toBe('ready');
    const adding = model.toggle(fixtureGame(8));
    // Optimistic: the heart is filled before the platform answers.
    expect(ids(model.games.value)).toEqual([8, 2]);
    await adding;
    await model.toggle(fixtureGame(2));
    expect(ids(model.games.value)).toEqual([8]);
    expect(model.refusal.value).toBeNull();
    const changes = fetch.calls.filter((url) => /\/me\/favourites\/\d+$/.test(url.pathname)).map((url) => url.pathname.split('/').pop());
    expect(changes).toEqual(['8', '2']);
  });

  it('puts a refused change back where it was and says why', async () => {
    const { model } = start({ favourites: [1, 2, 3], favouriteChanges: 'fail' });
    await expect.poll(() => model.state.value).toBe('ready');
    const removing = model.toggle(fixtureGame(2));
    expect(ids(model.games.value)).toEqual([1, 3]);
    await removing;
    expect(ids(model.games.value)).toEqual([1, 2, 3]);
    expect(model.refusal.value).not.toBeNull();
    await model.toggle(fixtureGame(9));
    expect(ids(model.games.value)).toEqual([1, 2, 3]);
  });
});
