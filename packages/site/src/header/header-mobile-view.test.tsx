// @vitest-environment jsdom
import { startSession } from '@casino-sdk/core/internal';
import { act, fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountElement, recordEvents, unmountAll } from '@casino-sdk/ui/testing';
import { startFixtureRuntime } from '@casino-sdk/core/testing/fixture-runtime';
import type { PlatformFixtureOptions } from '@casino-sdk/core/testing/platform-fixture';
import { SCROLL_LOCKED_CLASS } from '@casino-sdk/ui/overlay';
import '../index';

/**
 * The mobile header (below 1200 px) and the scroll behaviour. jsdom applies no container queries, so
 * both bars are in the tree; these tests work on the mobile buttons and the drawers.
 *
 * jsdom keeps a stale computed `display: none` for a dialog opened inside a shadow root, so queries
 * inside a drawer skip the accessibility filter (`hidden: true`) and the tests check `dialog.open`.
 */

let recorder: ReturnType<typeof recordEvents> | undefined;
afterEach(async () => {
  recorder?.stop();
  vi.restoreAllMocks();
  await unmountAll();
  setScrollY(0);
});

function setScrollY(value: number) {
  Object.defineProperty(window, 'scrollY', { value, configurable: true });
}

function scrollTo(value: number) {
  setScrollY(value);
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

function header(options: PlatformFixtureOptions = {}, attributes: Record<string, string> = {}) {
  const setup = startFixtureRuntime(options);
  recorder = recordEvents();
  const element = mountElement('casino-header', attributes);
  const root = element.shadowRoot!;
  const view = within(root as unknown as HTMLElement);
  const menuButton = view.getByRole('button', { name: 'Main menu' });
  const accountButton = view.getByRole('button', { name: 'Account menu' });
  const drawerOf = (button: HTMLElement) => root.getElementById(button.getAttribute('aria-controls')!) as HTMLDialogElement;
  return { ...setup, element, root, view, events: recorder.events, menuButton, accountButton, drawerOf };
}

async function asPlayer(attributes: Record<string, string> = {}) {
  const setup = header({}, attributes);
  await act(async () => {
    await startSession(setup.runtime, { token: 't', playerId: 42 });
  });
  return setup;
}

const locked = () => document.documentElement.classList.contains(SCROLL_LOCKED_CLASS);

describe('<casino-header> mobile menus', () => {
  it('opens the left menu with the six links, moves focus in and locks the page scroll', () => {
    const { root, menuButton, drawerOf } = header({}, { current: 'prime' });
    const drawer = drawerOf(menuButton);
    expect(drawer.tagName).toBe('DIALOG');
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');
    expect(menuButton.getAttribute('aria-haspopup')).toBe('dialog');
    expect(drawer.open).toBe(false);
    expect(locked()).toBe(false);

    menuButton.focus();
    act(() => menuButton.click());
    expect(drawer.open).toBe(true);
    expect(menuButton.getAttribute('aria-expanded')).toBe('true');
    expect(root.getElementById(drawer.getAttribute('aria-labelledby')!)?.textContent).toBe('Menu');
    expect(locked()).toBe(true);
    expect(document.documentElement.hasAttribute('style')).toBe(false);

    const panel = within(drawer);
    expect(root.activeElement).toBe(panel.getByRole('button', { name: 'Close menu', hidden: true }));
    const nav = panel.getByRole('navigation', { name: 'Games and promotions', hidden: true });
    const links = within(nav).getAllByRole('link', { hidden: true });
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Casino', '/en/casino'],
      ['Prime', '/en/prime'],
      ['Live casino', '/en/live-casino'],
      ['Crash games', '/en/crash-games'],
      ['Others', '/en/others'],
      ['Promotions', '/en/promotion'],
    ]);
    expect(links[1]!.getAttribute('aria-current')).toBe('page');
  });

  it('closes on Escape and gives focus back to the menu button', () => {
    const { root, menuButton, drawerOf } = header();
    const drawer = drawerOf(menuButton);
    menuButton.focus();
    act(() => menuButton.click());
    fireEvent.keyDown(root.activeElement!, { key: 'Escape' });
    expect(drawer.open).toBe(false);
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');
    expect(root.activeElement).toBe(menuButton);
    expect(locked()).toBe(false);
  });

  it('closes with the close button and on a click on the backdrop', () => {
    const { root, menuButton, drawerOf } = header();
    const drawer = drawerOf(menuButton);
    act(() => menuButton.click());
    act(() => within(drawer).getByRole('button', { name: 'Close menu', hidden: true }).click());
    expect(drawer.open).toBe(false);
    expect(root.activeElement).toBe(menuButton);

    act(() => menuButton.click());
    // A click inside the panel keeps it open; the dialog itself is only hit through its ::backdrop.
    fireEvent.click(within(drawer).getByRole('navigation', { hidden: true }));
    expect(drawer.open).toBe(true);
    fireEvent.click(drawer);
    expect(drawer.open).toBe(false);
    expect(locked()).toBe(false);
  });

  it('keeps Tab inside the drawer', () => {
    const { root, menuButton, drawerOf } = header();
    const drawer = drawerOf(menuButton);
    act(() => menuButton.click());
    const close = within(drawer).getByRole('button', { name: 'Close menu', hidden: true });
    // The safer-gambling link closes the menu (no seal in the default skin settings).
    const last = within(drawer).getByRole('link', { name: /^18\+\s+Safer gambling$/, hidden: true });

    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(root.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(root.activeElement).toBe(last);

    // In the middle, Tab is left to the browser.
    const casino = within(drawer).getByRole('link', { name: 'Casino', hidden: true });
    casino.focus();
    const event = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true });
    casino.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });

  it('a link asks to navigate and closes the menu', () => {
    const { events, menuButton, drawerOf } = header();
    const drawer = drawerOf(menuButton);
    act(() => menuButton.click());
    act(() => within(drawer).getByRole('link', { name: 'Crash games', hidden: true }).click());
    expect(events.at(-1)?.detail).toEqual({ path: '/en/crash-games' });
    expect(drawer.open).toBe(false);
  });

  it('opening one menu closes the other', () => {
    const { menuButton, accountButton, drawerOf } = header();
    act(() => menuButton.click());
    act(() => accountButton.click());
    expect(drawerOf(menuButton).open).toBe(false);
    expect(drawerOf(accountButton).open).toBe(true);
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');
    expect(accountButton.getAttribute('aria-expanded')).toBe('true');
    expect(locked()).toBe(true);
  });

  it('closes the menus on a route change and on a new current attribute', () => {
    const { runtime, element, menuButton, drawerOf } = header({}, { current: 'casino' });
    act(() => menuButton.click());
    act(() => {
      runtime.store.route.value = 'prime';
    });
    expect(drawerOf(menuButton).open).toBe(false);

    act(() => menuButton.click());
    act(() => element.setAttribute('current', 'live-casino'));
    expect(drawerOf(menuButton).open).toBe(false);
    expect(locked()).toBe(false);
  });

  it('visitor: the right menu offers Log in, Sign up and Help', () => {
    const { root, events, accountButton, drawerOf } = header();
    const drawer = drawerOf(accountButton);
    act(() => accountButton.click());
    expect(root.getElementById(drawer.getAttribute('aria-labelledby')!)?.textContent).toBe('Welcome');
    const panel = within(drawer);
    expect(panel.getByText('Log in or sign up to play for real money.')).toBeTruthy();
    const links = panel.getAllByRole('link', { hidden: true });
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Log in', '/en/login'],
      ['Sign up', '/en/registration'],
      ['Help', '/en/help'],
    ]);
    expect(panel.queryByRole('button', { name: 'Log out', hidden: true })).toBeNull();

    act(() => panel.getByRole('link', { name: 'Sign up', hidden: true }).click());
    expect(events.at(-1)?.detail).toEqual({ path: '/en/registration' });
    expect(drawer.open).toBe(false);
  });

  it('player: the right menu welcomes by name, links the balance to deposit and lists the account pages', async () => {
    const { root, events, accountButton, drawerOf } = await asPlayer();
    const drawer = drawerOf(accountButton);
    act(() => accountButton.click());
    expect(root.getElementById(drawer.getAttribute('aria-labelledby')!)?.textContent).toBe('Welcome, Alex Player');
    const panel = within(drawer);
    const balance = panel.getByRole('link', { name: /Balance.*€1,334\.75/, hidden: true });
    expect(balance.getAttribute('href')).toBe('/en/deposit');
    const nav = panel.getByRole('navigation', { name: 'Your account', hidden: true });
    expect(within(nav).getAllByRole('link', { hidden: true }).map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Dashboard', '/en/dashboard'],
      ['Deposit', '/en/deposit'],
      ['Withdraw', '/en/withdraw'],
      ['Help', '/en/help'],
    ]);

    act(() => balance.click());
    expect(events.at(-1)?.detail).toEqual({ path: '/en/deposit' });
    expect(drawer.open).toBe(false);
  });

  it('player: the right menu hides the balance with the eye toggle', async () => {
    const { view, accountButton, drawerOf } = await asPlayer();
    act(() => view.getByRole('button', { name: 'Hide balance' }).click());
    act(() => accountButton.click());
    const balance = within(drawerOf(accountButton)).getByRole('link', { name: /Balance/, hidden: true });
    expect(balance.textContent).toContain('Hidden');
    expect(balance.textContent).not.toContain('1,334.75');
  });

  it('player: Log out in the right menu ends the session and closes the menu', async () => {
    const { runtime, events, fetch, accountButton, drawerOf } = await asPlayer();
    const drawer = drawerOf(accountButton);
    act(() => accountButton.click());
    await act(async () => within(drawer).getByRole('button', { name: 'Log out', hidden: true }).click());
    await waitFor(() => expect(events.map((event) => event.type)).toEqual(['casino-logout', 'casino-navigate']));
    expect(events[1]!.detail).toEqual({ path: '/' });
    expect(fetch.calls).toContainEqual({ method: 'DELETE', path: '/v1/auth/logout' });
    expect(runtime.store.session.value).toBeNull();
    expect(drawer.open).toBe(false);
    expect(locked()).toBe(false);
  });

  it('unlocks the page when the header goes away with a menu open', async () => {
    const { menuButton } = header();
    act(() => menuButton.click());
    expect(locked()).toBe(true);
    await unmountAll();
    expect(locked()).toBe(false);
  });
});

describe('<casino-header> while the page scrolls', () => {
  it('turns compact after 300 px and back at the top', () => {
    const { element, root } = header();
    expect(element.hasAttribute('data-compact')).toBe(false);
    scrollTo(301);
    expect(element.hasAttribute('data-compact')).toBe(true);
    expect(root.querySelector('[part="header"]')!.classList.contains('casino-header--compact')).toBe(true);
    expect(root.querySelector('[part="scroll-top"]')).toBeNull();
    scrollTo(0);
    expect(element.hasAttribute('data-compact')).toBe(false);
  });

  it('shows Back to top after 800 px; it scrolls smoothly to the top and focuses the logo', () => {
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { root, view } = header();
    scrollTo(900);
    const button = view.getByRole('button', { name: 'Back to top' });
    expect(button.getAttribute('part')).toBe('scroll-top');
    act(() => button.click());
    expect(scroll).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    expect(root.activeElement).toBe(root.querySelector('[part="logo"]'));
    scrollTo(0);
    expect(view.queryByRole('button', { name: 'Back to top' })).toBeNull();
  });

  it('jumps without animation when the visitor prefers reduced motion', () => {
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)', media: query }));
    const { view } = header();
    scrollTo(1200);
    act(() => view.getByRole('button', { name: 'Back to top' }).click());
    expect(scroll).toHaveBeenCalledWith({ top: 0, behavior: 'auto' });
    vi.unstubAllGlobals();
  });
});
