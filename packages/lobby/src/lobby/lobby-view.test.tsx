// @vitest-environment jsdom
import { CasinoSDK } from '@casino-sdk/core';
import { mountElement, takeNavigation, unmountAll } from '@casino-sdk/ui/testing';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createLobbyFixture, type LobbyFixtureOptions } from './lobby-fixture';
import '../index';

let stopListening: (() => void) | undefined;
afterEach(async () => {
  stopListening?.();
  stopListening = undefined;
  await unmountAll();
  history.replaceState(null, '', '/');
});

function mount(options: LobbyFixtureOptions & { section?: string; url?: string; signedIn?: boolean; home?: boolean } = {}) {
  CasinoSDK.destroy();
  sessionStorage.clear();
  history.replaceState(null, '', options.url ?? '/en/casino');
  const fetch = createLobbyFixture(options);
  const runtime = CasinoSDK.init({ skin: { refId: 'skin', password: 'secret' }, fetch });
  if (options.signedIn) runtime.store.session.value = { token: 'player-token', playerId: 7 };
  // Taken so the page never moves; removed after the test (the worker is shared, decision 0011).
  const { asked, stop } = takeNavigation();
  stopListening = stop;
  // The home page's rows only where a test is about them: each renders the rails, the ticker and the feed.
  const element = mountElement('casino-lobby', { section: options.section ?? 'casino', ...(options.home ? { home: '' } : {}) });
  const root = element.shadowRoot!;
  return { element, root, view: within(root as unknown as HTMLElement), fetch, asked };
}

describe('<casino-lobby>', () => {
  it('shows skeleton cards while loading, in a shadow root', () => {
    const { root, view } = mount({ behaviour: 'hang' });
    expect(view.getByText('Loading games…').getAttribute('role')).toBe('status');
    expect(root.querySelector('[part="loading"]')?.getAttribute('aria-busy')).toBe('true');
    expect(root.querySelectorAll('.casino-skeleton').length).toBeGreaterThanOrEqual(12);
  });

  it('shows game cards with play and demo links, and asks to navigate to the game', async () => {
    const { view, root, asked } = mount({ games: 60 });
    await waitFor(() => expect(root.querySelectorAll('[part="card"]').length).toBeGreaterThan(0));
    expect(view.getByRole('list', { name: 'Games' })).toBeTruthy();
    const play = view.getByRole('link', { name: /^Lucky Reels 3\s*Red Kite Studios$/ });
    expect(play.getAttribute('href')).toBe('/en/game/play/1/3');
    fireEvent.click(play);
    expect(asked).toEqual(['/en/game/play/1/3']);
    expect(view.getByRole('link', { name: 'Demo: Lucky Reels 3' }).getAttribute('href')).toBe('/en/game/play/1/3?demo=1');
    // Game 4 has no demo.
    expect(view.queryByRole('link', { name: 'Demo: Mystic Reels 4' })).toBeNull();
    expect(view.getByText('Showing 48 of 60 games')).toBeTruthy();
  });

  it('renders the row after the focused one in the focus event, so Tab never runs out of cards', async () => {
    const { root, view } = mount({ games: 120 });
    const rows = () => [...root.querySelectorAll<HTMLElement>('[data-index]')].map((row) => Number(row.dataset.index));
    // 98 games: more rows than the viewport and its overscan hold, eight cards a row.
    fireEvent.click(await view.findByRole('button', { name: 'Load more' }));
    await view.findByText('Showing 98 of 120 games');
    // The rows beyond the viewport follow the first frame: wait until a frame changes none.
    await waitFor(async () => {
      const before = rows();
      await new Promise(requestAnimationFrame);
      expect(rows()).toEqual(before);
    });
    const last = Math.max(...rows());
    root.querySelector<HTMLElement>(`[data-index="${last}"] a`)!.focus();
    expect(rows()).toContain(last + 1);
  });

  it('loads 50 more with the button, and hides it at the end', async () => {
    const { view } = mount({ games: 60 });
    const more = await view.findByRole('button', { name: 'Load more' });
    fireEvent.click(more);
    await waitFor(() => expect(view.getByText('Showing 60 of 60 games')).toBeTruthy());
    expect(view.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('announces a too-short search inline and searches from three characters', async () => {
    const { view, fetch } = mount({ games: 60 });
    await view.findByRole('button', { name: 'Load more' });
    const search = view.getByRole('searchbox', { name: 'Search games' });
    fireEvent.change(search, { target: { value: 'go' } });
    expect(view.getByText('You must enter at least three characters').getAttribute('role')).toBe('status');
    expect(search.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(search, { target: { value: 'zzz' } });
    expect(await view.findByText('No game with these criteria')).toBeTruthy();
    await waitFor(() => expect(location.search).toBe('?q=zzz'));
    // The last games call: the jackpot badges' lazy board may ask for its amounts after it.
    expect(fetch.calls.filter((url) => url.pathname.endsWith('/casino/games')).at(-1)!.searchParams.get('name')).toBe('zzz');
  });

  it('filters by provider and tab into the URL; another route’s tab asks to navigate', async () => {
    const { view, asked, fetch } = mount({ games: 60 });
    await view.findByRole('button', { name: 'Load more' });
    fireEvent.change(view.getByRole('combobox', { name: 'Provider' }), { target: { value: '2' } });
    await waitFor(() => expect(fetch.calls.filter((url) => url.pathname.endsWith('/casino/games')).at(-1)!.searchParams.get('provider_id')).toBe('2'));
    await waitFor(() => expect(location.search).toBe('?provider=2'));
    const tabs = view.getByRole('navigation', { name: 'Game sections' });
    fireEvent.click(within(tabs).getByRole('link', { name: 'Popular' }));
    await waitFor(() => expect(within(tabs).getByRole('link', { name: 'Popular' }).getAttribute('aria-current')).toBe('page'));
    await waitFor(() => expect(Object.fromEntries(new URLSearchParams(location.search))).toEqual({ provider: '2', tab: 'popular' }));
    fireEvent.click(within(tabs).getByRole('link', { name: 'Prime' }));
    expect(asked).toEqual(['/en/prime']);
  });

  it('shows the reel filter on prime only', async () => {
    const prime = mount({ section: 'prime', url: '/en/prime?reels=4' });
    const group = await prime.view.findByRole('group', { name: 'Reels' });
    expect(within(group).getByRole('button', { name: '4 reels' }).getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(prime.fetch.calls.some((url) => url.searchParams.get('reels') === '4')).toBe(true));
  });

  it('gives a visitor no hearts, no Favourites tab and no recent row', async () => {
    const { root, view } = mount({ games: 60, favourites: [3], recent: [5], home: true });
    await waitFor(() => expect(root.querySelectorAll('[part="card"]').length).toBeGreaterThan(0));
    expect(root.querySelector('[part="favourite"]')).toBeNull();
    expect(view.queryByRole('link', { name: 'Favourites' })).toBeNull();
    expect(view.queryByRole('heading', { name: 'Recently played' })).toBeNull();
  });

  it("shows a player's recent games newest first, and hearts that toggle at once", async () => {
    const { view, fetch } = mount({ games: 60, favourites: [3], recent: [9, 2], signedIn: true, home: true });
    const recent = await view.findByRole('list', { name: 'Recently played' });
    expect(within(recent).getAllByRole('link', { name: /^Demo: / }).map((link) => link.getAttribute('href'))).toEqual(['/en/game/play/1/9?demo=1', '/en/game/play/3/2?demo=1']);
    const grid = view.getByRole('list', { name: 'Games' });
    await waitFor(() => expect(within(grid).getByRole('button', { name: 'Favourite: Lucky Reels 3' }).getAttribute('aria-pressed')).toBe('true'));
    const heart = within(grid).getByRole('button', { name: 'Favourite: Dragon Reels 2' });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(heart);
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(fetch.calls.some((url) => url.pathname.endsWith('/me/favourites/2'))).toBe(true));
    // A search hides the row: it belongs to the unfiltered list.
    fireEvent.change(view.getByRole('searchbox', { name: 'Search games' }), { target: { value: 'Lucky' } });
    await waitFor(() => expect(view.queryByRole('heading', { name: 'Recently played' })).toBeNull());
  });

  it('lists favourites on their own tab, filtered like the rest, and takes back a refused heart', async () => {
    const { view } = mount({ games: 60, favourites: [3, 8], favouriteChanges: 'fail', signedIn: true });
    const tabs = view.getByRole('navigation', { name: 'Game sections' });
    fireEvent.click(await within(tabs).findByRole('link', { name: 'Favourites' }));
    const grid = await view.findByRole('list', { name: 'Favourites' });
    expect(within(grid).getAllByRole('button', { name: /^Favourite: / }).map((button) => button.getAttribute('aria-label'))).toEqual([
      'Favourite: Lucky Reels 3',
      'Favourite: Golden Fortune 8',
    ]);
    await waitFor(() => expect(location.search).toBe('?tab=favourites'));
    fireEvent.click(within(grid).getByRole('button', { name: 'Favourite: Lucky Reels 3' }));
    expect((await view.findByRole('alert')).textContent).toContain('Your favourites could not be changed.');
    expect(within(view.getByRole('list', { name: 'Favourites' })).getByRole('button', { name: 'Favourite: Lucky Reels 3' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.change(view.getByRole('searchbox', { name: 'Search games' }), { target: { value: 'golden' } });
    await waitFor(() => expect(within(view.getByRole('list', { name: 'Favourites' })).getAllByRole('listitem')).toHaveLength(1));
  });

  it('keeps a card taken off the Favourites tab for the visit, its heart empty, so a second press puts it back', async () => {
    const { view } = mount({ games: 60, favourites: [3, 8], signedIn: true, url: '/en/casino?tab=favourites' });
    const grid = await view.findByRole('list', { name: 'Favourites' });
    const heart = await within(grid).findByRole('button', { name: 'Favourite: Lucky Reels 3' });
    fireEvent.click(heart);
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    expect(within(grid).getAllByRole('listitem')).toHaveLength(2);
    // A press while the removal is on its way waits for it: press until the heart fills again.
    await waitFor(() => {
      if (heart.getAttribute('aria-pressed') === 'false') fireEvent.click(heart);
      expect(heart.getAttribute('aria-pressed')).toBe('true');
    });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(2);
  });
});
