// @vitest-environment jsdom
import { CasinoSDK } from '@casino-sdk/core';
import { mountElement, takeNavigation, unmountAll } from '@casino-sdk/ui/testing';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createLobbyFixture, type LobbyFixtureOptions } from '../lobby/lobby-fixture';
import '../index';

let stopListening: (() => void) | undefined;
afterEach(async () => {
  stopListening?.();
  stopListening = undefined;
  await unmountAll();
  history.replaceState(null, '', '/');
});

function mount(options: LobbyFixtureOptions & { url?: string } = {}) {
  CasinoSDK.destroy();
  sessionStorage.clear();
  history.replaceState(null, '', options.url ?? '/en/casino');
  const fetch = createLobbyFixture(options);
  CasinoSDK.init({ skin: { refId: 'skin', password: 'secret' }, fetch });
  const { asked, stop } = takeNavigation();
  stopListening = stop;
  const root = mountElement('casino-lobby', { section: 'casino', home: '' }).shadowRoot!;
  return { view: within(root as unknown as HTMLElement), fetch, asked };
}

describe('the home rails', () => {
  it("ask for each rail's first 16 games, and go while a filter is chosen", async () => {
    const { view, fetch } = mount();
    const popular = await view.findByRole('list', { name: 'Popular' });
    await waitFor(() => expect(within(popular).getAllByRole('listitem')).toHaveLength(10));
    await view.findByRole('list', { name: 'Live casino' });
    const railCalls = fetch.calls.filter((url) => url.pathname.endsWith('/casino/games') && url.searchParams.get('per_page') === '16');
    expect(railCalls.map((url) => url.searchParams.get('section_id')).sort()).toEqual(['3', '6', '7', '9']);
    fireEvent.change(view.getByRole('combobox', { name: 'Provider' }), { target: { value: '2' } });
    await waitFor(() => expect(view.queryByRole('region', { name: 'Popular' })).toBeNull());
  });

  it("open their tab through the lobby's filters with See all, and ask for the live-casino page for Live", async () => {
    const { view, asked } = mount();
    fireEvent.click(await view.findByRole('link', { name: 'See all: Live casino' }));
    expect(asked).toEqual(['/en/live-casino']);
    fireEvent.click(view.getByRole('link', { name: 'See all: Jackpots' }));
    await waitFor(() => expect(location.search).toBe('?tab=jackpots'));
    await waitFor(() => expect(view.queryByRole('region', { name: 'Jackpots' })).toBeNull());
    expect(within(view.getByRole('navigation', { name: 'Game sections' })).getByRole('link', { name: 'Jackpots' }).getAttribute('aria-current')).toBe('page');
  });

  it('show a failed rail as a retry line in its own box, and load it again', async () => {
    const { view, fetch } = mount({ sectionGames: { 7: 'fail' } });
    // The rail's box is there before the sections are known; then its own rail takes its place.
    const rail = () => view.getByRole('region', { name: 'New' });
    await waitFor(() => expect(within(rail()).getByRole('alert').textContent).toContain('These games could not be loaded.'));
    const asked = () => fetch.calls.filter((url) => url.searchParams.get('section_id') === '7').length;
    const before = asked();
    fireEvent.click(within(rail()).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(asked()).toBe(before + 1));
    expect(view.getAllByRole('list', { name: 'Popular' })).toHaveLength(1);
  });
});
