// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { trackMarketing, trackPageView } from '../analytics/analytics';
import { CasinoSDK } from '../sdk';
import { fixtureFetch } from '../testing/fixtures';
import { testSkin } from '../testing/platform';
import { saveConsent } from './consent';

function clearCookies() {
  for (const name of ['cookieConfirmed', 'btag']) document.cookie = `${name}=; Max-Age=0; Path=/`;
}

beforeEach(clearCookies);
afterEach(() => {
  CasinoSDK.destroy();
  clearCookies();
});

describe('consent', () => {
  it('has no choice without the cookie, and reads one that exists', async () => {
    expect(CasinoSDK.init({ skin: testSkin, fetch: fixtureFetch({}) }).store.consent.value).toBeNull();
    CasinoSDK.destroy();
    document.cookie = 'cookieConfirmed=es; Path=/';
    expect(CasinoSDK.init({ skin: testSkin, fetch: fixtureFetch({}) }).store.consent.value).toEqual({ functional: false, statistical: true });
  });

  it('saves the choice in cookieConfirmed and tells the host', () => {
    const runtime = CasinoSDK.init({ skin: testSkin, fetch: fixtureFetch({}) });
    const onChange = vi.fn();
    CasinoSDK.on('consent-change', onChange);
    saveConsent(runtime, 2, { functional: true, statistical: false });
    expect(document.cookie).toContain('cookieConfirmed=ef');
    expect(onChange).toHaveBeenCalledWith({ functional: true, statistical: false });
    saveConsent(runtime, 1);
    expect(document.cookie).toContain('cookieConfirmed=efs');
  });

  it('starts the chat only with functional consent, and not on a phone game page', () => {
    const chat = { start: vi.fn(), stop: vi.fn() };
    const runtime = CasinoSDK.init({ skin: testSkin, fetch: fixtureFetch({}), chat });
    expect(chat.start).not.toHaveBeenCalled();
    saveConsent(runtime, 2, { functional: false, statistical: true });
    expect(chat.start).not.toHaveBeenCalled();
    runtime.store.onMobileGamePage.value = true;
    saveConsent(runtime, 1);
    expect(chat.start).not.toHaveBeenCalled();
    runtime.store.onMobileGamePage.value = false;
    expect(chat.start).toHaveBeenCalledTimes(1);
    runtime.store.onMobileGamePage.value = true;
    expect(chat.stop).toHaveBeenCalledTimes(1);
  });

  it('sends page views and marketing events only with statistical consent, and never later', () => {
    const runtime = CasinoSDK.init({ skin: testSkin, fetch: fixtureFetch({}) });
    const views = vi.fn();
    const marketing = vi.fn();
    CasinoSDK.on('page-view', views);
    CasinoSDK.on('marketing', marketing);
    trackPageView(runtime, '/en/casino');
    trackMarketing(runtime, 'registration-completed');
    saveConsent(runtime, 2, { functional: true, statistical: false });
    CasinoSDK.navigated('/en/help');
    expect(views).not.toHaveBeenCalled();
    saveConsent(runtime, 2, { functional: false, statistical: true });
    expect(views).not.toHaveBeenCalled();
    CasinoSDK.navigated('/en/help');
    trackMarketing(runtime, 'registration-completed');
    expect(views).toHaveBeenCalledWith({ path: '/en/help', language: 'en' });
    expect(marketing).toHaveBeenCalledTimes(1);
    expect(marketing).toHaveBeenCalledWith({ name: 'registration-completed' });
  });
});
