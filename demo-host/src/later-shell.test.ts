// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CasinoSDK } from '@casino-sdk/core';
import { getRuntime } from '@casino-sdk/core/internal';
import { fixtureFetch } from '../../packages/core/src/testing/fixtures';
import { testSkin } from '../../packages/core/src/testing/platform';

const loaded = vi.hoisted(() => [] as string[]);
vi.mock('@casino-sdk/site/elements/casino-footer', () => (loaded.push('footer'), {}));
vi.mock('@casino-sdk/site/elements/casino-admin-bar', () => (loaded.push('admin-bar'), {}));
vi.mock('@casino-sdk/site/elements/casino-site-dialogs', () => (loaded.push('site-dialogs'), {}));

let intersect: (isIntersecting: boolean) => void = () => {};
class FakeIntersectionObserver {
  constructor(private readonly callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
    intersect = (isIntersecting) => this.callback([{ isIntersecting }]);
  }
  observe() {}
  disconnect() {}
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  loaded.length = 0;
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  CasinoSDK.init({ skin: testSkin, fetch: fixtureFetch({}), language: 'en' });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  CasinoSDK.destroy();
});

describe('the frame loaded when needed', () => {
  it('loads the footer once it comes near the viewport or shortly after the first page, and nothing else for a visitor', async () => {
    vi.useFakeTimers();
    const { loadShellWhenNeeded, FOOTER_IDLE_MS } = await import('./later-shell');
    loadShellWhenNeeded(document.createElement('casino-footer'));
    intersect(false);
    await vi.advanceTimersByTimeAsync(FOOTER_IDLE_MS - 1);
    expect(loaded).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(loaded).toEqual(['footer']);
  });

  it('loads the admin bar in admin mode and the site dialogs with a session', async () => {
    const { loadShellWhenNeeded } = await import('./later-shell');
    loadShellWhenNeeded(null);
    const { store } = getRuntime();
    store.admin.value = { username: 'operator-admin' };
    await settle();
    expect(loaded).toEqual(['admin-bar']);
    store.session.value = { token: 't' } as NonNullable<typeof store.session.value>;
    await settle();
    expect(loaded).toEqual(['admin-bar', 'site-dialogs']);
  });
});
