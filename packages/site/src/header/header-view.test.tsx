// @vitest-environment jsdom
import { tabbableIn } from '@casino-sdk/ui/overlay';
import { startSession } from '@casino-sdk/core/internal';
import { act, fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mountElement, recordEvents, unmountAll } from '@casino-sdk/ui/testing';
import { startFixtureRuntime } from '@casino-sdk/core/testing/fixture-runtime';
import type { PlatformFixtureOptions } from '@casino-sdk/core/testing/platform-fixture';
import '../index';

let recorder: ReturnType<typeof recordEvents> | undefined;
afterEach(async () => {
  recorder?.stop();
  await unmountAll();
});

function header(options: PlatformFixtureOptions = {}, attributes: Record<string, string> = {}) {
  const setup = startFixtureRuntime(options);
  recorder = recordEvents();
  const element = mountElement('casino-header', attributes);
  const root = element.shadowRoot!;
  return { ...setup, element, root, view: within(root as unknown as HTMLElement), events: recorder.events };
}

/**
 * A button in the summary panel. jsdom keeps a stale computed `display: none` for a subtree whose
 * `hidden` attribute was removed inside a shadow root, so the accessibility filter is skipped here
 * (the tests check `panel.hidden` themselves).
 */
function inPanel(root: ShadowRoot, name: string): HTMLElement {
  const panel = root.querySelector<HTMLElement>('[part="summary"]')!;
  if (panel.hidden) throw new Error('The summary panel is closed');
  return within(panel).getByRole('button', { name, hidden: true });
}

async function asPlayer(options: PlatformFixtureOptions = {}) {
  const setup = header(options);
  await act(async () => {
    await startSession(setup.runtime, { token: 't', playerId: 42 });
  });
  return setup;
}

describe('<casino-header>', () => {
  it('shows the logo, six links and, for a visitor, Log in and Register', () => {
    const { view, events, root } = header({}, { current: 'live-casino' });
    expect(view.getByRole('link', { name: /Casino.*Home page/ }).getAttribute('href')).toBe('/en/');
    const nav = view.getByRole('navigation', { name: 'Games and promotions' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/en/casino',
      '/en/prime',
      '/en/live-casino',
      '/en/crash-games',
      '/en/others',
      '/en/promotion',
    ]);
    expect(within(nav).getByRole('link', { name: 'Live casino' }).getAttribute('aria-current')).toBe('page');
    expect(root.querySelectorAll('[part="link"]')).toHaveLength(6);

    act(() => view.getByRole('button', { name: 'Log in' }).click());
    act(() => view.getByRole('button', { name: 'Register' }).click());
    act(() => within(nav).getByRole('link', { name: 'Prime' }).click());
    expect(events.map((event) => event.detail)).toEqual([{ path: '/en/login' }, { path: '/en/registration' }, { path: '/en/prime' }]);
    expect(root.querySelector('[part="balance"]')).toBeNull();
  });

  it('shows a skeleton while the player loads', () => {
    const { runtime, root, view } = header({ me: 'hang' });
    act(() => {
      void startSession(runtime, { token: 't', playerId: 42 });
    });
    expect(root.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(root.querySelector('.casino-skeleton')).not.toBeNull();
    // The desktop actions and the (closed) account drawer both say so.
    expect(within(root.querySelector<HTMLElement>('.casino-header__actions')!).getByText('Loading your account…')).toBeTruthy();
    expect(view.queryByRole('button', { name: 'Log in' })).toBeNull();
  });

  it('shows the displayed balance (total + bonus) for a player, with a dashboard button', async () => {
    const { view, events, root } = await asPlayer();
    const balance = root.querySelector('[part="balance"]')!;
    expect(balance.textContent).toContain('Balance');
    expect(balance.textContent).toContain('€1,334.75');
    expect(view.queryByRole('button', { name: 'Log in' })).toBeNull();
    act(() => view.getByRole('button', { name: 'Dashboard' }).click());
    expect(events.at(-1)?.detail).toEqual({ path: '/en/dashboard' });
  });

  it('hides and shows the figures with the eye toggle', async () => {
    const { view, root } = await asPlayer();
    const toggle = view.getByRole('button', { name: 'Hide balance' });
    const balance = root.querySelector('[part="balance"]')!;
    expect(toggle.getAttribute('aria-pressed')).toBe('false');

    act(() => toggle.click());
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(view.getByRole('button', { name: 'Hide balance' })).toBe(toggle);
    expect(balance.textContent).toContain('•••••');
    expect(balance.textContent).toContain('Hidden');
    expect(balance.textContent).not.toContain('1,334.75');

    act(() => toggle.click());
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(toggle.getAttribute('aria-label')).toBe('Hide balance');
    expect(balance.textContent).toContain('€1,334.75');
  });

  it('marks a stale balance in words as well as visually', async () => {
    const { runtime, root } = await asPlayer();
    act(() => {
      runtime.store.balanceStale.value = true;
    });
    expect(root.querySelector('[part="balance"]')!.textContent).toContain('Balance may be out of date');
    expect(root.querySelector('.casino-header__balance--stale')).not.toBeNull();
  });

  it('opens the summary panel and closes it on an outside click', async () => {
    const { view, root } = await asPlayer();
    const summaryToggle = view.getByRole('button', { name: 'Account summary' });
    const panel = root.getElementById(summaryToggle.getAttribute('aria-controls')!)!;
    expect(panel.getAttribute('role')).toBe('region');
    expect(panel.getAttribute('aria-label')).toBe('Account summary');
    expect(summaryToggle.getAttribute('aria-expanded')).toBe('false');
    expect(panel.hidden).toBe(true);

    act(() => summaryToggle.click());
    expect(summaryToggle.getAttribute('aria-expanded')).toBe('true');
    expect(panel.hidden).toBe(false);
    const summary = within(panel);
    expect(summary.getByText('Alex Player')).toBeTruthy();
    expect(panel.textContent).toContain('Withdrawable€1,000.00');
    expect(panel.textContent).toContain('Balance€1,234.50');
    expect(panel.textContent).toContain('Bonus€100.25');

    // A click inside keeps it open; one outside closes it.
    fireEvent.pointerDown(panel);
    expect(panel.hidden).toBe(false);
    fireEvent.pointerDown(document.body);
    expect(panel.hidden).toBe(true);
    expect(summaryToggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('puts the open summary panel next after its toggle in Tab order', async () => {
    const { view, root } = await asPlayer();
    const summaryToggle = view.getByRole('button', { name: 'Account summary' });
    act(() => summaryToggle.click());
    const order = tabbableIn(root.querySelector<HTMLElement>('[part="header"]')!);
    const next = order[order.indexOf(summaryToggle) + 1];
    expect(next).toBe(inPanel(root, 'Deposit'));
    expect(order[order.indexOf(inPanel(root, 'Log out')) + 1]?.getAttribute('part')).toBe('dashboard-button');
  });

  it('closes the summary panel on Escape and gives focus back to the toggle', async () => {
    const { view, root } = await asPlayer();
    const summaryToggle = view.getByRole('button', { name: 'Account summary' });
    act(() => summaryToggle.click());
    const deposit = inPanel(root, 'Deposit');
    deposit.focus();
    fireEvent.keyDown(deposit, { key: 'Escape' });
    expect(summaryToggle.getAttribute('aria-expanded')).toBe('false');
    expect(root.activeElement).toBe(summaryToggle);
  });

  it('gives focus back to the toggle when an outside click closes the panel it was in', async () => {
    const { view, root } = await asPlayer();
    const summaryToggle = view.getByRole('button', { name: 'Account summary' });
    act(() => summaryToggle.click());
    inPanel(root, 'Deposit').focus();
    fireEvent.pointerDown(document.body);
    await act(() => new Promise((resolve) => setTimeout(resolve)));
    expect(summaryToggle.getAttribute('aria-expanded')).toBe('false');
    expect(root.activeElement).toBe(summaryToggle);
  });

  it('deposit asks for the deposit page', async () => {
    const { view, events, root } = await asPlayer();
    act(() => view.getByRole('button', { name: 'Account summary' }).click());
    act(() => inPanel(root, 'Deposit').click());
    expect(events.at(-1)?.detail).toEqual({ path: '/en/deposit' });
  });

  it('logs out: revokes the session, emits casino-logout and goes to /', async () => {
    const { view, fetch, runtime, events, root } = await asPlayer();
    act(() => view.getByRole('button', { name: 'Account summary' }).click());
    await act(async () => inPanel(root, 'Log out').click());
    await waitFor(() => expect(events.map((event) => event.type)).toEqual(['casino-logout', 'casino-navigate']));
    expect(events[1]!.detail).toEqual({ path: '/' });
    expect(fetch.calls).toContainEqual({ method: 'DELETE', path: '/v1/auth/logout' });
    expect(runtime.store.session.value).toBeNull();
    expect(view.getByRole('button', { name: 'Log in' })).toBeTruthy();
  });

  it('shows the visitor actions again when the player could not be loaded', async () => {
    const { runtime, view } = header({ me: 'fail' });
    await act(async () => {
      await startSession(runtime, { token: 't', playerId: 42 });
    });
    expect(view.getByRole('button', { name: 'Log in' })).toBeTruthy();
  }, 30_000);

  it('links to the responsible-gaming page with the 18+ mark, and shows the skin\'s seal linked to the regulator in a new tab', () => {
    const { runtime, view, events, root } = header();
    const saferGambling = view.getByRole('link', { name: /^18\+\s+Safer gambling$/ });
    expect(saferGambling.getAttribute('href')).toBe('/en/responsible-gaming');
    act(() => saferGambling.click());
    expect(events.map((event) => event.detail)).toEqual([{ path: '/en/responsible-gaming' }]);
    // The default skin document names no seal.
    expect(root.querySelector('[part="licence-seal"]')).toBeNull();

    act(() => {
      runtime.store.skinSettings.value = {
        ...runtime.store.skinSettings.value,
        license_seal_url: '/sandbox/art/seal/mga.svg?licence=MGA%2FB2C%2F987%2F2021',
        license_verification_url: 'https://regulator.example/licence/987',
      };
    });
    const seals = view.getAllByRole('link', { name: 'Gaming licence MGA/B2C/987/2021 – check it with the regulator (opens in a new tab)', hidden: true });
    // The bar's, and the menu drawer's for the phone bar.
    expect(seals).toHaveLength(2);
    for (const seal of seals) {
      expect(seal.getAttribute('href')).toBe('https://regulator.example/licence/987');
      expect(seal.getAttribute('target')).toBe('_blank');
      expect(seal.getAttribute('rel')).toBe('noopener noreferrer');
      expect(seal.querySelector('img')!.getAttribute('src')).toBe(`${location.origin}/sandbox/art/seal/mga.svg?licence=MGA%2FB2C%2F987%2F2021`);
    }

    // A hostile page address: the seal stays, unlinked, named by its licence.
    act(() => {
      runtime.store.skinSettings.value = { ...runtime.store.skinSettings.value, license_verification_url: 'javascript:alert(1)' };
    });
    expect(root.querySelectorAll('a[part="licence-seal"]')).toHaveLength(0);
    expect(within(root.querySelector<HTMLElement>('.casino-header__safer-gambling')!).getByRole('img', { name: 'Gaming licence MGA/B2C/987/2021' })).toBeTruthy();
  });
});
