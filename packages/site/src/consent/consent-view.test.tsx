// @vitest-environment jsdom
import { readCookie } from '@casino-sdk/core/internal';
import { act, fireEvent, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mountElement, recordEvents, unmountAll } from '@casino-sdk/ui/testing';
import { startFixtureRuntime } from '@casino-sdk/core/testing/fixture-runtime';
import { openCookieSettings } from './consent-events';
import '../index';

let recorder: ReturnType<typeof recordEvents> | undefined;
let consentEvents: CustomEvent[] = [];
const onConsent = (event: Event) => consentEvents.push(event as CustomEvent);

function clearConsentCookie() {
  document.cookie = 'cookieConfirmed=; Max-Age=0; Path=/';
}

beforeEach(() => {
  clearConsentCookie();
  consentEvents = [];
  document.addEventListener('casino-consent', onConsent);
});
afterEach(async () => {
  recorder?.stop();
  document.removeEventListener('casino-consent', onConsent);
  await unmountAll();
  clearConsentCookie();
});

/** A page with a main landmark, a footer button that reopens the panel, and the element last. */
function consentPanel(cookie?: string) {
  if (cookie) document.cookie = `cookieConfirmed=${cookie}; Path=/`;
  const main = document.createElement('main');
  main.innerHTML = '<h1>Casino</h1><a href="/en/casino">Games</a>';
  const reopen = document.createElement('button');
  reopen.textContent = 'Cookie settings';
  reopen.addEventListener('click', () => openCookieSettings(reopen));
  document.body.append(main, reopen);
  const setup = startFixtureRuntime();
  recorder = recordEvents();
  const element = mountElement('casino-cookie-consent');
  const root = element.shadowRoot!;
  return { ...setup, element, root, main, reopen, view: within(root as unknown as HTMLElement), events: recorder.events };
}

const region = (view: ReturnType<typeof within>) => view.queryByRole('region', { name: 'Cookies' });

/**
 * A control in the Settings disclosure. jsdom keeps a stale computed `display: none` for a subtree
 * whose `hidden` attribute was removed inside a shadow root, so the accessibility filter is skipped
 * here (the callers check `hidden` and `aria-expanded` themselves).
 */
function inSettings(root: ShadowRoot, role: 'checkbox' | 'button' | 'group', name: string): HTMLElement {
  const settings = root.querySelector<HTMLElement>('[part="settings"]')!;
  if (settings.hidden) throw new Error('The settings are closed');
  return within(settings).getByRole(role, { name, hidden: true });
}

describe('<casino-cookie-consent> on a first visit', () => {
  it('shows a non-modal region named by its heading, with the policy link and the two main buttons', () => {
    const { view, element, root } = consentPanel();
    const panel = region(view)!;
    expect(panel).not.toBeNull();
    expect(panel.getAttribute('aria-modal')).toBeNull();
    expect(view.getByRole('heading', { level: 2, name: 'Cookies' })).toBeTruthy();
    expect(panel.textContent).toContain('We use essential cookies to run this site.');
    expect(view.getByRole('link', { name: 'Read our cookie policy' }).getAttribute('href')).toBe('/en/cookies');
    expect(view.getByRole('button', { name: 'Confirm All' })).toBeTruthy();
    expect(view.getByRole('button', { name: 'Only accept essential cookies' })).toBeTruthy();
    expect(element.hasAttribute('data-open')).toBe(true);
    expect(root.querySelector('[part="panel"]')).toBe(panel);
    // It does not take focus from the page.
    expect(document.activeElement).toBe(document.body);
    expect(document.querySelectorAll('style')).toHaveLength(0);
  });

  it('asks to open the cookie policy through casino-navigate', () => {
    const { view, events } = consentPanel();
    act(() => view.getByRole('link', { name: 'Read our cookie policy' }).click());
    expect(events.at(-1)?.detail).toEqual({ path: '/en/cookies' });
  });

  it('discloses the three categories behind Settings', () => {
    const { view, root } = consentPanel();
    const toggle = view.getByRole('button', { name: 'Settings' });
    const settings = root.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(settings.hidden).toBe(true);

    act(() => toggle.click());
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(settings.hidden).toBe(false);
    expect(inSettings(root, 'group', 'Cookie categories')).toBeTruthy();
    const essential = inSettings(root, 'checkbox', 'Essential') as HTMLInputElement;
    expect(essential.checked).toBe(true);
    expect(essential.disabled).toBe(true);
    expect(root.getElementById(essential.getAttribute('aria-describedby')!)!.textContent).toMatch(/^Always on\./);
    const functional = inSettings(root, 'checkbox', 'Functional') as HTMLInputElement;
    expect(functional.checked).toBe(false);
    expect(root.getElementById(functional.getAttribute('aria-describedby')!)!.textContent).toContain('Live chat');
    const statistical = inSettings(root, 'checkbox', 'Statistical') as HTMLInputElement;
    expect(statistical.checked).toBe(false);
    expect(root.getElementById(statistical.getAttribute('aria-describedby')!)!.textContent).toContain('Anonymous page-view statistics');
    expect(inSettings(root, 'button', 'Save and close settings')).toBeTruthy();

    act(() => toggle.click());
    expect(settings.hidden).toBe(true);
  });

  it('keeps every control in the Tab order: native controls, no positive tabindex', () => {
    const { root, view } = consentPanel();
    act(() => view.getByRole('button', { name: 'Settings' }).click());
    expect(root.querySelectorAll('[tabindex]:not([tabindex="-1"])')).toHaveLength(0);
    const controls = [...root.querySelectorAll('a[href], button, input')];
    expect(controls.map((control) => control.getAttribute('part'))).toEqual([
      'policy-link',
      'settings-toggle',
      'checkbox checkbox-essential',
      'checkbox checkbox-functional',
      'checkbox checkbox-statistical',
      'save-button',
      'essential-button',
      'confirm-button',
    ]);
  });

  it('Confirm All accepts everything, tells the page, hides the panel and hands focus to <main>', () => {
    const { view, element, main } = consentPanel();
    const confirm = view.getByRole('button', { name: 'Confirm All' });
    confirm.focus();
    act(() => confirm.click());
    expect(readCookie('cookieConfirmed')).toBe('efs');
    expect(consentEvents.map((event) => [event.detail, event.bubbles, event.composed])).toEqual([[{ functional: true, statistical: true }, true, true]]);
    expect(region(view)).toBeNull();
    expect(element.hasAttribute('data-open')).toBe(false);
    expect(document.activeElement).toBe(main);
  });

  it('Save and close settings saves what is ticked', () => {
    const { view, runtime, root } = consentPanel();
    act(() => view.getByRole('button', { name: 'Settings' }).click());
    act(() => inSettings(root, 'checkbox', 'Functional').click());
    act(() => inSettings(root, 'button', 'Save and close settings').click());
    expect(readCookie('cookieConfirmed')).toBe('ef');
    expect(runtime.store.consent.value).toEqual({ functional: true, statistical: false });
    expect(consentEvents.at(-1)?.detail).toEqual({ functional: true, statistical: false });
    expect(region(view)).toBeNull();
  });

  it('Only accept essential cookies saves e, whatever is ticked', () => {
    const { view, root } = consentPanel();
    act(() => view.getByRole('button', { name: 'Settings' }).click());
    act(() => inSettings(root, 'checkbox', 'Statistical').click());
    act(() => view.getByRole('button', { name: 'Only accept essential cookies' }).click());
    expect(readCookie('cookieConfirmed')).toBe('e');
    expect(consentEvents.at(-1)?.detail).toEqual({ functional: false, statistical: false });
  });

  it('leaves focus alone when it was not in the panel', () => {
    const { view, main } = consentPanel();
    const games = within(main).getByRole('link', { name: 'Games' });
    games.focus();
    act(() => view.getByRole('button', { name: 'Confirm All' }).click());
    expect(document.activeElement).toBe(games);
  });

  it('Escape does not dismiss a first visit', () => {
    const { view } = consentPanel();
    const confirm = view.getByRole('button', { name: 'Confirm All' });
    fireEvent.keyDown(confirm, { key: 'Escape' });
    expect(region(view)).not.toBeNull();
  });
});

describe('<casino-cookie-consent> after a choice', () => {
  it('renders nothing while cookieConfirmed holds a choice', () => {
    const { view, element } = consentPanel('ef');
    expect(region(view)).toBeNull();
    expect(element.hasAttribute('data-open')).toBe(false);
  });

  it('reopens on casino-open-consent with the choice ticked, takes focus, and gives it back on save', () => {
    const { view, reopen, root } = consentPanel('es');
    reopen.focus();
    act(() => reopen.click());
    const panel = region(view)!;
    expect(panel).not.toBeNull();
    expect(root.activeElement).toBe(panel);
    expect(view.getByRole('button', { name: 'Settings' }).getAttribute('aria-expanded')).toBe('true');
    expect((view.getByRole('checkbox', { name: 'Functional' }) as HTMLInputElement).checked).toBe(false);
    expect((view.getByRole('checkbox', { name: 'Statistical' }) as HTMLInputElement).checked).toBe(true);

    act(() => view.getByRole('checkbox', { name: 'Functional' }).click());
    const save = view.getByRole('button', { name: 'Save and close settings' });
    save.focus();
    act(() => save.click());
    expect(readCookie('cookieConfirmed')).toBe('efs');
    expect(region(view)).toBeNull();
    expect(document.activeElement).toBe(reopen);
  });

  it('a reopened panel closes on Escape without saving and focus returns to the opener', () => {
    const { view, reopen } = consentPanel('ef');
    reopen.focus();
    act(() => reopen.click());
    const statistical = view.getByRole('checkbox', { name: 'Statistical' });
    act(() => statistical.click());
    statistical.focus();
    act(() => {
      fireEvent.keyDown(statistical, { key: 'Escape' });
    });
    expect(region(view)).toBeNull();
    expect(readCookie('cookieConfirmed')).toBe('ef');
    expect(consentEvents).toHaveLength(0);
    expect(document.activeElement).toBe(reopen);
  });

  it('reopens when the event is sent on document itself, and focus then goes to <main> on save', () => {
    const { view, main } = consentPanel('e');
    act(() => openCookieSettings());
    expect(region(view)).not.toBeNull();
    act(() => view.getByRole('button', { name: 'Confirm All' }).click());
    expect(document.activeElement).toBe(main);
  });
});
