// @vitest-environment jsdom
import { CasinoSDK, type Runtime } from '@casino-sdk/core';
import { act, fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mountElement, recordEvents, unmountAll } from '@casino-sdk/ui/testing';
import { createContentPageFixture, type ContentPageFixtureOptions } from './content-page-fixture';
import '../index';

let recorder: ReturnType<typeof recordEvents> | undefined;
afterEach(async () => {
  recorder?.stop();
  await unmountAll();
  history.replaceState(null, '', '/');
});

function startRuntime(options: ContentPageFixtureOptions = {}): { runtime: Runtime; fetch: ReturnType<typeof createContentPageFixture> } {
  CasinoSDK.destroy();
  sessionStorage.clear();
  const fetch = createContentPageFixture(options);
  const runtime = CasinoSDK.init({ skin: { refId: 'skin', password: 'secret' }, fetch });
  return { runtime, fetch };
}

async function page(name: string, options: ContentPageFixtureOptions = {}) {
  const setup = startRuntime(options);
  recorder = recordEvents();
  const element = mountElement('casino-content-page', { page: name });
  const root = element.shadowRoot!;
  const view = within(root as unknown as HTMLElement);
  return { ...setup, element, root, view, events: recorder.events };
}

async function loaded(name: string, options: ContentPageFixtureOptions = {}) {
  const setup = await page(name, options);
  await waitFor(() => expect(setup.view.getByRole('heading', { level: 1 })).toBeTruthy());
  return setup;
}

describe('<casino-content-page>', () => {
  it('shows skeleton lines while loading, in a shadow root', async () => {
    const { root, view, element } = await page('terms-and-conditions', { page: 'hang' });
    expect(element.shadowRoot).not.toBeNull();
    expect(view.getByRole('status').textContent).toBe('Loading the page…');
    expect(root.querySelectorAll('.casino-skeleton').length).toBeGreaterThan(3);
    expect(root.querySelector('[part="loading"]')).not.toBeNull();
  });

  it('shows the page name as the h1 and the sanitised content', async () => {
    const { view, root, fetch } = await loaded('terms-and-conditions');
    expect(view.getByRole('heading', { level: 1 }).textContent).toBe('Terms and Conditions');
    expect(view.getByRole('heading', { level: 2, name: '1. General' })).toBeTruthy();
    expect(view.getAllByRole('listitem').length).toBeGreaterThan(3);
    expect(root.querySelector('[part="content"] script')).toBeNull();
    expect(root.querySelector('article')?.getAttribute('aria-labelledby')).toBe(view.getByRole('heading', { level: 1 }).id);
    expect(fetch.calls.filter((call) => call.path === '/v1/cms/pages/terms-and-conditions')).toHaveLength(1);
    expect(document.querySelectorAll('style')).toHaveLength(0);
  });

  it('never lets hostile content through', async () => {
    const { root } = await loaded('imprint', {
      pages: {
        imprint: {
          en: {
            name: 'Imprint',
            content: '<p onclick="alert(1)" style="color:red">Text</p><script>window.hacked = true</script><a href="javascript:alert(1)">x</a><img src=x onerror="window.hacked = true"><form><input name="password"></form>',
          },
        },
      },
    });
    const content = root.querySelector('[part="content"]')!;
    expect(content.innerHTML).toBe('<p>Text</p>x');
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('opens external links in a new tab and says so', async () => {
    const { view } = await loaded('terms-and-conditions');
    // Browsers keep the space inside the hidden note; jsdom's name computation drops it.
    const link = view.getByRole('link', { name: /^www\.mga\.org\.mt ?\(opens in a new tab\)$/ });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('sends a plain click on the site’s own links through casino-navigate, with the language prefix', async () => {
    const { view, events } = await loaded('terms-and-conditions');
    const privacy = view.getByRole('link', { name: 'Privacy Policy' });
    expect(privacy.getAttribute('href')).toBe('/en/privacy');

    const plain = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    act(() => {
      privacy.dispatchEvent(plain);
    });
    expect(plain.defaultPrevented).toBe(true);
    expect(events.map((event) => [event.type, event.detail])).toEqual([['casino-navigate', { path: '/en/privacy' }]]);

    // Ctrl/Cmd/Shift/middle clicks are the browser's: new tabs and windows keep working.
    const modified = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
    modified.preventDefault = () => {
      throw new Error('a modified click must not be taken');
    };
    privacy.dispatchEvent(modified);
    expect(events).toHaveLength(1);

    // mailto: is left to the browser too.
    const mail = view.getByRole('link', { name: 'support@harbour-casino.example' });
    const mailClick = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    mail.dispatchEvent(mailClick);
    expect(mailClick.defaultPrevented).toBe(false);
    expect(events).toHaveLength(1);
  });

  it('asks to go home for a page that is not a static page, without calling the platform', async () => {
    const { events, fetch } = await page('casino');
    await waitFor(() => expect(events.map((event) => event.detail)).toEqual([{ path: '/' }]));
    expect(fetch.calls.some((call) => call.path.startsWith('/v1/cms/pages/'))).toBe(false);
  });

  it('asks to go home when the platform does not know the page', async () => {
    const { events } = await page('imprint', { pages: {} });
    await waitFor(() => expect(events.map((event) => event.detail)).toEqual([{ path: '/' }]));
  });

  it('shows an error with a retry button for other failures', async () => {
    const options: ContentPageFixtureOptions = { page: 'offline' };
    const { view, root } = await page('terms-and-conditions', options);
    const alert = await waitFor(() => view.getByRole('alert'), { timeout: 10_000 });
    expect(alert.textContent).toContain('This page could not be loaded.');
    expect(alert.textContent).toContain('We could not reach the server.');
    options.page = 'ok';
    act(() => view.getByRole('button', { name: 'Try again' }).click());
    await waitFor(() => expect(view.getByRole('heading', { level: 1 }).textContent).toBe('Terms and Conditions'));
    expect(root.activeElement).toBe(root.querySelector('article'));
  }, 20_000);

  it('loads again in the new language', async () => {
    const { view, fetch } = await loaded('terms-and-conditions', { translations: { de: { 'element.retry': 'Erneut versuchen' } } });
    await act(async () => {
      CasinoSDK.update({ language: 'de' });
    });
    await waitFor(() => expect(view.getByRole('heading', { level: 1 }).textContent).toBe('Allgemeine Geschäftsbedingungen'));
    expect(view.getByRole('link', { name: 'Datenschutzerklärung' }).getAttribute('href')).toBe('/de/privacy');
    expect(fetch.calls.filter((call) => call.path === '/v1/cms/pages/terms-and-conditions')).toHaveLength(2);
  });

  it('on the cookies page, offers to change the cookie settings (casino-open-consent)', async () => {
    const seen: Event[] = [];
    const listener = (event: Event) => seen.push(event);
    document.addEventListener('casino-open-consent', listener);
    try {
      const { view, root } = await loaded('cookies');
      expect(view.getByRole('table')).toBeTruthy();
      act(() => view.getByRole('button', { name: 'Change cookie settings' }).click());
      expect(seen).toHaveLength(1);
      expect(seen[0]!.bubbles && seen[0]!.composed).toBe(true);
      expect(root.querySelector('[part="cookie-settings"]')).not.toBeNull();
    } finally {
      document.removeEventListener('casino-open-consent', listener);
    }
  });

  it('has no cookie settings button on other pages', async () => {
    const { view } = await loaded('terms-and-conditions');
    expect(view.queryByRole('button', { name: 'Change cookie settings' })).toBeNull();
  });
});

describe('<casino-content-page> help sections', () => {
  const section = (root: ShadowRoot, id: string) => root.getElementById(id) as HTMLDetailsElement;

  it('opens the section the URL hash names', async () => {
    history.replaceState(null, '', '/en/help#withdrawals');
    const { root } = await loaded('help');
    await waitFor(() => expect(section(root, 'withdrawals').open).toBe(true));
    expect(section(root, 'deposits').open).toBe(false);
    // (Focus moves to its summary in browsers; jsdom does not treat <summary> as focusable.)
  });

  it('opens another section on hashchange', async () => {
    history.replaceState(null, '', '/en/help');
    const { root } = await loaded('help');
    expect(section(root, 'deposits').open).toBe(false);
    act(() => {
      history.replaceState(null, '', '/en/help#deposits');
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(section(root, 'deposits').open).toBe(true);
  });

  it('writes the opened section to the hash without navigating, and removes it on close', async () => {
    history.replaceState(null, '', '/en/help');
    const { root, events } = await loaded('help');
    const before = history.length;
    const limits = section(root, 'limits');
    await act(async () => {
      limits.open = true;
      limits.dispatchEvent(new Event('toggle'));
    });
    expect(location.hash).toBe('#limits');
    expect(location.pathname).toBe('/en/help');
    expect(history.length).toBe(before);
    await act(async () => {
      limits.open = false;
      limits.dispatchEvent(new Event('toggle'));
    });
    expect(location.hash).toBe('');
    expect(events).toHaveLength(0);
  });

  it('opens the section a link on the same page points at once the router has taken it', async () => {
    history.replaceState(null, '', '/en/help');
    const { root } = await loaded('help');
    recorder?.stop();
    // A host router that pushes the new URL without a page load (no hashchange).
    const router = (event: Event) => {
      event.preventDefault();
      history.pushState(null, '', (event as CustomEvent<{ path: string }>).detail.path);
    };
    document.addEventListener('casino-navigate', router);
    try {
      const link = document.createElement('a');
      link.setAttribute('href', '/en/help#account');
      link.textContent = 'account';
      root.querySelector('[part="content"]')!.append(link);
      act(() => {
        fireEvent.click(link);
      });
      expect(section(root, 'account').open).toBe(true);
    } finally {
      document.removeEventListener('casino-navigate', router);
    }
  });
});
