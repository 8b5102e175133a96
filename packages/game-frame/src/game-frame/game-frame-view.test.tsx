// @vitest-environment jsdom
import { CasinoSDK } from '@casino-sdk/core';
import { rememberGameLaunch, startSession } from '@casino-sdk/core/internal';
import { mountElement, takeNavigation, unmountAll } from '@casino-sdk/ui/testing';
import { act, fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { allowFixtureOrigin, createGameFixture, fixtureBonus, fixtureGameId, fixturePlayer, fixtureProviderId, GAME_ORIGIN, type GameFixtureOptions } from './game-frame-fixture';
import '../index';

let stopListening: (() => void) | undefined;
afterEach(async () => {
  stopListening?.();
  stopListening = undefined;
  await unmountAll();
});

async function mount(options: GameFixtureOptions & { keepStorage?: boolean } = {}) {
  CasinoSDK.destroy();
  if (!options.keepStorage) sessionStorage.clear();
  const fetch = createGameFixture(options);
  const runtime = CasinoSDK.init({ skin: { refId: 'skin', password: 'secret' }, fetch });
  await CasinoSDK.ready();
  allowFixtureOrigin(runtime);
  if (options.player) await startSession(runtime, { token: 'tok', playerId: 42 });
  const { asked, stop } = takeNavigation();
  stopListening = stop;
  const element = mountElement('casino-game-frame', { 'provider-id': String(fixtureProviderId), 'game-id': String(fixtureGameId) });
  const root = element.shadowRoot!;
  return { root, view: within(root as unknown as HTMLElement), runtime, fetch, asked };
}

/** jsdom gives a frame in a shadow root no window: the game's window is this stand-in. */
function gameWindow(frame: HTMLIFrameElement) {
  const window = { postMessage: vi.fn() };
  Object.defineProperty(frame, 'contentWindow', { value: window });
  return window;
}

/** A message as the browser delivers it from the game's window. */
function fromGame(frame: HTMLIFrameElement, data: unknown, origin = GAME_ORIGIN) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source: frame.contentWindow as unknown as Window }));
  });
}

describe('<casino-game-frame>', () => {
  it('pauses the game while a reality check is open, once the game said it is ready, and resumes it after', async () => {
    const { root, runtime } = await mount({ player: {} });
    const frame = await waitFor(() => {
      const found = root.querySelector('iframe');
      if (!found) throw new Error('no game yet');
      return found;
    });
    const post = gameWindow(frame).postMessage;
    act(() => {
      runtime.store.message.value = { id: 1, type: 'realityCheck', subject: 'Reality check', body: 'x', duration: 60 };
    });
    // Not ready yet: nothing is posted to a window that is not on the game's origin.
    expect(post).not.toHaveBeenCalled();
    // A "ready" from another origin, or in another shape, counts for nothing.
    fromGame(frame, { source: 'casino-game', type: 'ready', demo: false }, 'https://elsewhere.example');
    fromGame(frame, { source: 'casino-game', type: 'ready' });
    expect(post).not.toHaveBeenCalled();
    fromGame(frame, { source: 'casino-game', type: 'ready', demo: false });
    expect(post).toHaveBeenLastCalledWith({ source: 'casino-site', type: 'pause' }, GAME_ORIGIN);
    expect(root.querySelector('[part="stage"]')!.hasAttribute('inert')).toBe(true);
    act(() => {
      runtime.store.message.value = null;
    });
    expect(post).toHaveBeenLastCalledWith({ source: 'casino-site', type: 'resume' }, GAME_ORIGIN);
    expect(root.querySelector('[part="stage"]')!.hasAttribute('inert')).toBe(false);
  });

  it("says which limit refused a real round, what is used and left, and when it resets, until a round passes or it is closed", async () => {
    const { root } = await mount({ player: {} });
    const frame = await waitFor(() => {
      const found = root.querySelector('iframe');
      if (!found) throw new Error('no game yet');
      return found;
    });
    gameWindow(frame);
    const refusal = { rule: 'max_daily_bet', period: 'day', used: 9.5, remaining: 0.5, resetsAt: '2026-11-28T00:00:00.000Z' };
    const alert = () => root.querySelector('[part="limit-refusal"]');
    fromGame(frame, { source: 'casino-game', type: 'refused', code: 'limit_reached', message: 'This bet would go past your daily bet limit.', refusal });
    // The notice's code loads the first time one shows.
    await waitFor(() => expect(alert()?.getAttribute('role')).toBe('alert'));
    expect(alert()?.textContent).toMatch(/^This bet would go past your daily bet limit: €9\.50 bet today, €0\.50 left\. The limit resets on .+2026.+ \(Nov 28, 2026, 12:00 AM UTC\)\.Close$/);
    fromGame(frame, { source: 'casino-game', type: 'round-finished', bet: 0.1, win: 0, bonus: false });
    expect(alert()).toBeNull();
    fromGame(frame, { source: 'casino-game', type: 'refused', code: 'limit_reached', message: 'Refused.', refusal });
    fireEvent.click(root.querySelector('[part="limit-refusal-close"]')!);
    expect(alert()).toBeNull();
    // A refusal without a limit's figures (another code) shows nothing here: the game says it.
    fromGame(frame, { source: 'casino-game', type: 'refused', code: 'insufficient_balance', message: 'Too low.' });
    expect(alert()).toBeNull();
  });

  it('writes the bonus amounts of a CZK player without decimals, and a euro bonus with its cents', async () => {
    const czk = { currency: { id: 42, code: 'CZK', symbol: 'Kč' }, bonus: { ...fixtureBonus, target: 1234.56 } };
    const { root } = await mount({ player: czk, useBonus: true, bonus: czk.bonus });
    const bonus = await waitFor(() => {
      const found = root.querySelector<HTMLElement>('[part="bonus"]');
      if (!found) throw new Error('no bonus box yet');
      return found;
    });
    expect(bonus.textContent).toMatch(/CZK\s494 of CZK\s1,235 wagered/);
    expect(bonus.textContent).toMatch(/Max bet CZK\s5(?![.,\d])/);
    await unmountAll();
    const { root: euroRoot } = await mount({ player: { bonus: fixtureBonus }, useBonus: true, bonus: fixtureBonus });
    await waitFor(() => expect(euroRoot.querySelector('[part="bonus"]')?.textContent).toContain('Max bet €5.00'));
  });

  it('asks the reality check the platform holds a round for: the session figures, the game paused, Continue answers and resumes, Leave goes to the lobby', async () => {
    const { root, view, fetch, asked } = await mount({ player: {} });
    const frame = await waitFor(() => {
      const found = root.querySelector('iframe');
      if (!found) throw new Error('no game yet');
      return found;
    });
    const post = gameWindow(frame).postMessage;
    fromGame(frame, { source: 'casino-game', type: 'ready', demo: false });
    fromGame(frame, { source: 'casino-game', type: 'refused', code: 'awaiting_reality_check', message: 'A reality check is waiting.' });
    const dialog = await waitFor(() => view.getByRole('dialog', { name: 'Reality check' }));
    await waitFor(() => expect(dialog.textContent).toContain('1 h 2 min'));
    expect(dialog.textContent).toContain('-€12.30');
    expect(post).toHaveBeenLastCalledWith({ source: 'casino-site', type: 'pause' }, GAME_ORIGIN);
    expect(root.querySelector('[part="stage"]')!.hasAttribute('inert')).toBe(true);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue playing' }));
    await waitFor(() => expect(view.queryByRole('dialog')).toBeNull());
    expect(fetch.calls.find((c) => c.path === 'me/mga/realityCheck')?.body).toEqual({ minutes: 0 });
    expect(post).toHaveBeenLastCalledWith({ source: 'casino-site', type: 'resume' }, GAME_ORIGIN);

    fromGame(frame, { source: 'casino-game', type: 'refused', code: 'awaiting_reality_check', message: 'A reality check is waiting.' });
    fireEvent.click(within(await waitFor(() => view.getByRole('dialog', { name: 'Reality check' }))).getByRole('button', { name: 'Leave the game' }));
    expect(asked).toEqual(['/en/casino']);
    await waitFor(() => expect(fetch.calls.some((c) => c.method === 'DELETE' && c.path === 'casino/sessions')).toBe(true));
  });

  it("asks for the player's balance when a real game says it moved", async () => {
    const { root, fetch } = await mount({ player: {} });
    const frame = await waitFor(() => {
      const found = root.querySelector('iframe');
      if (!found) throw new Error('no game yet');
      return found;
    });
    gameWindow(frame);
    // Messages from elsewhere count for nothing (the first test); this one is the game's own.
    const mark = fetch.calls.length;
    fromGame(frame, { source: 'casino-game', type: 'balance-changed', balance: 990, bonus: 0, currency: 'EUR' });
    await waitFor(() => expect(fetch.calls.slice(mark).some((call) => call.path === 'me/balance')).toBe(true));
  });

  it('shows insufficient balance in one sentence with the smallest bet, Deposit Now and the demo', async () => {
    const { view, asked } = await mount({ player: {}, play: { status: 422, code: 'insufficient_balance', message: 'Too low.' } });
    const alert = await waitFor(() => view.getByRole('alert'));
    expect(alert.textContent).toBe('Your balance is too low to play this game for real money: the smallest bet is €0.10.');
    fireEvent.click(view.getByRole('button', { name: 'Deposit Now' }));
    fireEvent.click(view.getByRole('button', { name: 'Play the demo' }));
    expect(asked).toEqual(['/en/deposit', '/en/game/play/2/7?demo=1']);
  });

  it("says the server's message where the game names no smallest bet, and no demo where it has none", async () => {
    const { view } = await mount({ player: {}, game: { has_demo: false, min_bet: null }, play: { status: 422, code: 'insufficient_balance', message: 'Too low.' } });
    expect((await waitFor(() => view.getByRole('alert'))).textContent).toBe('Too low.');
    expect(view.getByRole('button', { name: 'Deposit Now' })).toBeTruthy();
    expect(view.queryByRole('button', { name: 'Play the demo' })).toBeNull();
  });

  it('offers Retry when the launch got no answer, and the back button leads to the lobby', async () => {
    const { view, asked } = await mount({ play: { status: 503, code: 'down', message: 'Down.' } });
    await waitFor(() => view.getByRole('button', { name: 'Try again' }));
    fireEvent.click(view.getByRole('button', { name: 'Back to the games' }));
    expect(asked).toEqual(['/en/casino']);
  });

  it('leads back to the lobby entry the game was opened from, through the host', async () => {
    const game = `/en/game/play/${fixtureProviderId}/${fixtureGameId}`;
    history.pushState(null, '', '/en/crash-games?tab=popular&q=rocket');
    sessionStorage.clear();
    rememberGameLaunch(window, '/en/crash-games?tab=popular&q=rocket', game);
    history.pushState(null, '', game);
    const { view } = await mount({ keepStorage: true });
    const details: unknown[] = [];
    const seen = (event: Event) => details.push((event as CustomEvent).detail);
    document.addEventListener('casino-navigate', seen);
    try {
      fireEvent.click(view.getByRole('button', { name: 'Back to the games' }));
    } finally {
      document.removeEventListener('casino-navigate', seen);
      history.replaceState(null, '', '/');
    }
    expect(details).toEqual([{ path: '/en/crash-games?tab=popular&q=rocket', back: true }]);
  });

  it('answers the terms warning: No goes home', async () => {
    const { view, asked } = await mount({ player: {}, play: { status: 403, code: 'terms_not_accepted', message: 'x' } });
    fireEvent.click(await waitFor(() => view.getByRole('button', { name: 'No' })));
    expect(asked).toEqual(['/en/']);
  });

  it("leaves the terms question to the site's dialog when the player's figures ask it too", async () => {
    const { view, runtime } = await mount({
      player: { marketing: { newsletter: false, ...fixturePlayer.marketing, terms_and_conditions: false } },
      play: { status: 403, code: 'terms_not_accepted', message: 'x' },
    });
    await waitFor(() => view.getByText(/^You have to accept the current terms and conditions/));
    await waitFor(() => expect(runtime.store.player.value?.marketing?.terms_and_conditions).toBe(false));
    expect(view.queryByRole('button', { name: 'No' })).toBeNull();
    expect(view.queryByRole('button', { name: 'Yes, I accept' })).toBeNull();
  });
});
