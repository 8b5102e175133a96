// @vitest-environment jsdom
import { act, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountElement, unmountAll } from '@casino-sdk/ui/testing';
import { startFixtureRuntime } from '@casino-sdk/core/testing/fixture-runtime';
import { SLOW_CONNECTION_AFTER_MS } from './loading-model';
import '../index';

const SLOW_TEXT = 'The connection seems slow. Please wait a moment longer or check your connection.';

beforeEach(() => vi.useFakeTimers());
afterEach(async () => {
  await unmountAll();
  vi.useRealTimers();
});

function loading(attributes: Record<string, string> = { active: '' }) {
  const setup = startFixtureRuntime();
  const element = mountElement('casino-loading', attributes);
  const root = element.shadowRoot!;
  return { ...setup, element, root, view: within(root as unknown as HTMLElement) };
}

const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe('<casino-loading>', () => {
  it('welcomes with the skin name, shows decorative dots and a polite status saying Loading…', () => {
    const { view, root } = loading();
    expect(view.getByText('Welcome to Harbour Casino')).toBeTruthy();
    const status = view.getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toBe('Loading…');
    expect(root.querySelector('[part="dots"]')!.getAttribute('aria-hidden')).toBe('true');
    expect(root.querySelector('[part="slow-message"]')).toBeNull();
  });

  it('adds the slow-connection message to the status after 12 s', () => {
    const { view } = loading();
    advance(SLOW_CONNECTION_AFTER_MS - 1);
    expect(view.queryByText(SLOW_TEXT)).toBeNull();
    advance(1);
    const status = view.getByRole('status');
    expect(within(status).getByText(SLOW_TEXT)).toBeTruthy();
    expect(status.textContent).toContain('Loading…');
  });

  it('renders nothing without active, and the clock does not run', () => {
    const { root } = loading({});
    expect(root.querySelector('[part="screen"]')).toBeNull();
    advance(SLOW_CONNECTION_AFTER_MS * 2);
    expect(root.textContent).toBe('');
  });

  it('removing active hides it and resets the clock; adding it again starts a fresh 12 s', () => {
    const { element, root, view } = loading();
    advance(SLOW_CONNECTION_AFTER_MS);
    expect(view.getByText(SLOW_TEXT)).toBeTruthy();

    act(() => element.removeAttribute('active'));
    expect(root.querySelector('[part="screen"]')).toBeNull();
    advance(5_000);

    act(() => element.setAttribute('active', ''));
    expect(view.getByRole('status').textContent).toBe('Loading…');
    advance(SLOW_CONNECTION_AFTER_MS - 1);
    expect(view.queryByText(SLOW_TEXT)).toBeNull();
    advance(1);
    expect(view.getByText(SLOW_TEXT)).toBeTruthy();
  });

  it('treats active="false" as absent', () => {
    const { root } = loading({ active: 'false' });
    expect(root.querySelector('[part="screen"]')).toBeNull();
  });

  it("follows the skin's name", () => {
    const { runtime, view } = loading();
    act(() => {
      runtime.store.skinSettings.value = { ...runtime.store.skinSettings.value, name: 'Lucky Star' };
    });
    expect(view.getByText('Welcome to Lucky Star')).toBeTruthy();
  });
});
