import { CasinoSDK } from '@casino-sdk/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLobbyFixture, type LobbyFixtureOptions } from './lobby-fixture';
import { memoryLocation } from './lobby-location';
import { createLobbyModel, type LobbyModel } from './lobby-model';
import type { LobbySection } from './lobby-filters';

let model: LobbyModel | undefined;
afterEach(() => {
  vi.useRealTimers();
  model?.dispose();
  vi.unstubAllGlobals();
  CasinoSDK.destroy();
});

function start(options: LobbyFixtureOptions & { section?: LobbySection; query?: string } = {}) {
  const fetch = createLobbyFixture(options);
  const runtime = CasinoSDK.init({ skin: { refId: 'skin', password: 'secret' }, fetch });
  const location = memoryLocation(options.query ?? '');
  model = createLobbyModel({ runtime, section: options.section ?? 'casino', location, device: 'desktop' });
  model.start();
  return { model, location, fetch, games: () => fetch.calls.filter((url) => url.pathname.endsWith('/casino/games')) };
}

async function ready(lobby: LobbyModel) {
  await expect.poll(() => lobby.list.value.kind).toBe('ready');
  const list = lobby.list.value;
  if (list.kind !== 'ready') throw new Error('not ready');
  return list;
}

describe('the lobby model', () => {
  it("starts a filter's call in the same task, before anything renders", async () => {
    const { model, games } = start({ games: 120 });
    const first = await ready(model);
    await expect.poll(() => model.sections.value.length).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const calls = games().length;
    model.chooseProvider(2);
    expect(games()).toHaveLength(calls + 1);
    expect(model.list.value).toEqual({ kind: 'loading' });
    const next = await ready(model);
    expect(next.total).toBeLessThan(first.total);
    expect(games().at(-1)!.searchParams.get('provider_id')).toBe('2');
  });

  it('shows 48 games, then 50 more per load, until the catalogue ends', async () => {
    const { model, games } = start({ games: 120 });
    expect((await ready(model)).games).toHaveLength(48);
    expect(games()[0]!.searchParams.get('section_id')).toBe('1');
    await model.loadMore();
    expect((await ready(model)).games).toHaveLength(98);
    await model.loadMore();
    const last = await ready(model);
    expect(last.games).toHaveLength(120);
    expect(last.games.map((game) => game.id)).toEqual(Array.from({ length: 120 }, (_, index) => index + 1));
    await model.loadMore();
    // Pages 1, 2, 3: the 48-game pages behind 48 + 50 + 22 games, none twice.
    expect(games().map((url) => url.searchParams.get('page'))).toEqual(['1', '2', '3']);
  });

  it('applies the search rule: too short asks for more, empty resets to the first page', async () => {
    const { model, location } = start({ games: 120 });
    await ready(model);
    await model.loadMore();
    model.typeSearch('ga');
    expect(model.searchTooShort.value).toBe(true);
    expect((await ready(model)).games).toHaveLength(98);
    model.typeSearch('Golden');
    expect(model.searchTooShort.value).toBe(false);
    const found = await ready(model);
    expect(found.games.every((game) => game.name.includes('Golden'))).toBe(true);
    await expect.poll(() => location.query()).toBe('?q=Golden');
    // Typing replaces the history entry instead of adding one per keystroke.
    expect(location.entries).toHaveLength(1);
    model.typeSearch('');
    expect((await ready(model)).games).toHaveLength(48);
    await expect.poll(() => location.query()).toBe('');
  });

  it("rewrites the history entry for a search once its list is in, an earlier search's first", async () => {
    const { model, location } = start({ games: 120 });
    await ready(model);
    model.typeSearch('Golden');
    // Not in the input event: the list comes first.
    expect(location.query()).toBe('');
    model.typeSearch('Mystic');
    expect(location.query()).toBe('?q=Golden');
    await ready(model);
    await expect.poll(() => location.query()).toBe('?q=Mystic');
    expect(location.entries).toHaveLength(1);
  });

  it('a filter chosen right after a scroll leaves the entry with the place the player left (not an older settled one)', async () => {
    const { model, location } = start({ games: 120 });
    await ready(model);
    model.rememberScroll(700);
    location.scrollTo(1500);
    model.chooseTab('popular');
    expect(location.entries.map((entry) => [entry.query, entry.scroll])).toEqual([
      ['', 1500],
      ['?tab=popular', null],
    ]);
  });

  it('drops a pending search entry when the player goes Back before its list is in', async () => {
    // The search's entry would be written two tasks after its list is in (afterPaint).
    vi.useFakeTimers();
    const { model, location } = start({ games: 120, query: '?provider=2' });
    await ready(model);
    // A filter's new entry is pushed at once (Back must find the scroll as the player left it).
    model.chooseProvider(3);
    expect(location.query()).toBe('?provider=3');
    model.typeSearch('Golden');
    location.back();
    await ready(model);
    await vi.advanceTimersByTimeAsync(10);
    expect(location.entries.map((entry) => entry.query)).toEqual(['?provider=2', '?provider=3']);
    expect(location.query()).toBe('?provider=2');
  });

  it('keeps filters in the URL, and Back undoes one', async () => {
    const { model, location, games } = start({ games: 120, section: 'prime', query: '?provider=2' });
    await ready(model);
    expect(games()[0]!.searchParams.get('provider_id')).toBe('2');
    model.chooseReels(5);
    const five = await ready(model);
    expect(five.games.every((game) => game.reels_numbers === 5 && game.provider_id === 2)).toBe(true);
    await expect.poll(() => location.query()).toBe('?provider=2&reels=5');
    location.back();
    expect(model.filters.value.reels).toBeNull();
    await expect.poll(() => games().at(-1)!.searchParams.has('reels')).toBe(false);
  });

  it('comes back to as many games as the history entry showed', async () => {
    const { model, location } = start({ games: 200 });
    await ready(model);
    await model.loadMore();
    model.chooseTab('popular');
    expect((await ready(model)).games).toHaveLength(10);
    location.back();
    await expect.poll(async () => (await ready(model)).games.length).toBe(98);
  });

  it('says when nothing matches, and when loading failed', async () => {
    const { model } = start({ games: 20 });
    model.typeSearch('nothing like this');
    const empty = await ready(model);
    expect(empty.games).toEqual([]);
    expect(empty.total).toBe(0);
    model.dispose();
    CasinoSDK.destroy();
    const failing = start({ behaviour: 'fail' });
    await expect.poll(() => failing.model.list.value.kind).toBe('error');
    await expect.poll(() => failing.model.firstListDrawn.value).toBe(true);
  });

  it('tells when the first list has been drawn, a frame after it is in, and keeps saying so while later lists load', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal('cancelAnimationFrame', (id: number) => delete frames[id - 1]);
    const frame = () => frames.splice(0).forEach((callback) => callback(0));
    const { model } = start({ games: 120 });
    await ready(model);
    frame();
    expect(model.firstListDrawn.value).toBe(false);
    frame();
    expect(model.firstListDrawn.value).toBe(true);
    model.chooseProvider(2);
    expect(model.list.value.kind).toBe('loading');
    expect(model.firstListDrawn.value).toBe(true);
  });

  it("offers the route section's providers, or every visible one when that call fails", async () => {
    const { model, fetch } = start();
    await expect.poll(() => model.providers.value.map((provider) => provider.id)).toEqual([1, 2]);
    expect(fetch.calls.some((url) => url.pathname.endsWith('/casino/sections/1/providers'))).toBe(true);
    model.dispose();
    CasinoSDK.destroy();
    const fallback = start({ sectionProviders: 'fail' });
    await expect.poll(() => fallback.model.providers.value.map((provider) => provider.id)).toEqual([1, 2, 3]);
    expect(fallback.fetch.calls.find((url) => url.pathname.endsWith('/casino/providers'))?.searchParams.get('is_visible')).toBe('1');
  });
});
