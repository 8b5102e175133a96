import { CasinoSDK, type Runtime } from '@casino-sdk/core';
import { startSession } from '@casino-sdk/core/internal';
import { afterEach, describe, expect, it } from 'vitest';
import { createPlatformFixture, sampleBalance, samplePlayer, type PlatformFixtureOptions } from '@casino-sdk/core/testing/platform-fixture';
import {
  ACCOUNT_MENU_LINKS,
  COMPACT_AFTER_SCROLL,
  createHeaderModel,
  DESKTOP_MIN_WIDTH,
  headerScrollState,
  headerState,
  HEADER_LINKS,
  isDesktopWidth,
  SCROLL_TOP_AFTER_SCROLL,
} from './header-model';

function setup(options: PlatformFixtureOptions = {}): Runtime {
  return CasinoSDK.init({ skin: { refId: 'skin', password: 'secret' }, fetch: createPlatformFixture(options) });
}

afterEach(() => CasinoSDK.destroy());

describe('header state', () => {
  it('is visitor without a session', () => {
    const runtime = setup();
    expect(headerState(runtime.store, 'en')).toEqual({ kind: 'visitor' });
  });

  it('is loading while the player is on its way', () => {
    const runtime = setup({ me: 'hang' });
    void startSession(runtime, { token: 't', playerId: 42 });
    expect(headerState(runtime.store, 'en')).toEqual({ kind: 'loading' });
  });

  it('shows total + bonus to 2 decimals, in the currency and the page language', async () => {
    const runtime = setup();
    await startSession(runtime, { token: 't', playerId: 42 });
    const state = headerState(runtime.store, 'en');
    expect(state).toMatchObject({
      kind: 'player',
      name: 'Alex Player',
      balance: '€1,334.75', // 1234.50 + 100.25
      withdrawable: '€1,000.00',
      total: '€1,234.50',
      bonus: '€100.25',
      stale: false,
    });
    expect(headerState(runtime.store, 'de')).toMatchObject({ balance: '1.334,75\u00a0€' });
  });

  it('adds amounts without floating-point drift', async () => {
    const runtime = setup({ player: { balance: { ...sampleBalance, total: 0.1, bonus: 0.2 } } });
    await startSession(runtime, { token: 't', playerId: 42 });
    expect(headerState(runtime.store, 'en')).toMatchObject({ balance: '€0.30' });
  });

  it('writes a CZK bonus without decimals, the balances with them', async () => {
    const runtime = setup({ player: { currency: { id: 42, code: 'CZK', symbol: 'Kč' }, balance: { ...sampleBalance, total: 1234.5, bonus: 100.25 } } });
    await startSession(runtime, { token: 't', playerId: 42 });
    expect(headerState(runtime.store, 'cs')).toMatchObject({ balance: '1\u00a0334,75\u00a0Kč', total: '1\u00a0234,50\u00a0Kč', bonus: '100\u00a0Kč' });
  });

  it('says when the balance is stale', async () => {
    const runtime = setup();
    await startSession(runtime, { token: 't', playerId: 42 });
    runtime.store.balanceStale.value = true;
    expect(headerState(runtime.store, 'en')).toMatchObject({ stale: true });
  });

  it('falls back to the username when the player has no name', async () => {
    const runtime = setup({ player: { name: '' } });
    await startSession(runtime, { token: 't', playerId: 42 });
    expect(headerState(runtime.store, 'en')).toMatchObject({ name: samplePlayer.username });
  });
});

describe('header model', () => {
  it('lists the six links in the spec order', () => {
    expect(HEADER_LINKS.map((link) => link.route)).toEqual(['casino', 'prime', 'live-casino', 'crash-games', 'others', 'promotion']);
  });

  it('opens the summary only for a player and closes it on logout', async () => {
    const runtime = setup();
    const model = createHeaderModel(runtime);
    model.toggleSummary();
    expect(model.summaryOpen.value).toBe(false);

    await startSession(runtime, { token: 't', playerId: 42 });
    model.toggleSummary();
    expect(model.summaryOpen.value).toBe(true);
    model.toggleBalance();
    expect(model.balanceHidden.value).toBe(true);

    await model.logout();
    expect(runtime.store.session.value).toBeNull();
    expect(model.summaryOpen.value).toBe(false);
    expect(model.state.value).toEqual({ kind: 'visitor' });
  });
});

describe('header scroll state', () => {
  it('turns compact after 300 px and shows Back to top after 800 px', () => {
    expect(COMPACT_AFTER_SCROLL).toBe(300);
    expect(SCROLL_TOP_AFTER_SCROLL).toBe(800);
    expect(headerScrollState(0)).toEqual({ compact: false, showScrollTop: false });
    expect(headerScrollState(300)).toEqual({ compact: false, showScrollTop: false });
    expect(headerScrollState(301)).toEqual({ compact: true, showScrollTop: false });
    expect(headerScrollState(800)).toEqual({ compact: true, showScrollTop: false });
    expect(headerScrollState(801)).toEqual({ compact: true, showScrollTop: true });
  });

  it('treats a negative (elastic) scroll as the top', () => {
    expect(headerScrollState(-40)).toEqual({ compact: false, showScrollTop: false });
  });

  it('follows the page scroll in the model', () => {
    const model = createHeaderModel(setup());
    model.scrolled(500);
    expect(model.compact.value).toBe(true);
    expect(model.showScrollTop.value).toBe(false);
    model.scrolled(2000);
    expect(model.showScrollTop.value).toBe(true);
    model.scrolled(0);
    expect(model.compact.value).toBe(false);
    expect(model.showScrollTop.value).toBe(false);
  });
});

describe('header layout', () => {
  it('is the desktop layout from 1200 px of width', () => {
    expect(DESKTOP_MIN_WIDTH).toBe(1200);
    expect(isDesktopWidth(1199)).toBe(false);
    expect(isDesktopWidth(1200)).toBe(true);
    expect(isDesktopWidth(390)).toBe(false);
  });

  it('gives the right menu the dashboard, deposit and withdraw links in that order', () => {
    expect(ACCOUNT_MENU_LINKS.map((link) => link.route)).toEqual(['dashboard', 'deposit', 'withdraw']);
  });
});

describe('header menus', () => {
  it('opens one menu at a time, and closes the summary panel when one opens', async () => {
    const runtime = setup();
    await startSession(runtime, { token: 't', playerId: 42 });
    const model = createHeaderModel(runtime);
    model.toggleSummary();
    model.openMenu('navigation');
    expect(model.menu.value).toBe('navigation');
    expect(model.summaryOpen.value).toBe(false);
    model.openMenu('account');
    expect(model.menu.value).toBe('account');
    model.closeMenu();
    expect(model.menu.value).toBeNull();
  });

  it('closes the menus when the store route changes', () => {
    const runtime = setup();
    const model = createHeaderModel(runtime);
    const stop = model.start();
    model.openMenu('navigation');
    runtime.store.route.value = 'casino';
    expect(model.menu.value).toBeNull();

    stop();
    model.openMenu('navigation');
    runtime.store.route.value = 'prime';
    expect(model.menu.value).toBe('navigation');
  });

  it('closes the menus when the current attribute changes, not when it is first set', () => {
    const model = createHeaderModel(setup());
    model.openMenu('account');
    model.setCurrent('casino');
    expect(model.menu.value).toBe('account');
    model.setCurrent('casino');
    expect(model.menu.value).toBe('account');
    model.setCurrent('prime');
    expect(model.menu.value).toBeNull();
  });

  it('closes the menus on logout', async () => {
    const runtime = setup();
    await startSession(runtime, { token: 't', playerId: 42 });
    const model = createHeaderModel(runtime);
    model.openMenu('account');
    await model.logout();
    expect(model.menu.value).toBeNull();
  });
});
