// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CasinoSDK } from '../sdk';
import { demoPlayerWire, fixtureFetch, jsonResponse } from '../testing/fixtures';
import { signedInRuntime, testSkin } from '../testing/platform';

beforeEach(() => sessionStorage.clear());
afterEach(() => CasinoSDK.destroy());

describe('checkRoute', () => {
  it('sends a visitor to login, then back to the page they wanted', async () => {
    CasinoSDK.init({ skin: testSkin, fetch: fixtureFetch({}) });
    await CasinoSDK.ready();
    expect(CasinoSDK.checkRoute('/de/dashboard/limits')).toBe('/de/login');
    expect(CasinoSDK.takeReturnPath()).toBe('/de/dashboard/limits');
    // Taken once: the next login lands on the casino page.
    expect(CasinoSDK.takeReturnPath()).toBe('/en/casino');
  });

  it('forgets the saved path once the visitor browses elsewhere, so a later login lands on the casino page', async () => {
    CasinoSDK.init({ skin: testSkin, fetch: fixtureFetch({}) });
    await CasinoSDK.ready();
    expect(CasinoSDK.checkRoute('/en/changePassword')).toBe('/en/login');
    // The login page and the other visitor pages on the way to a login keep it.
    expect(CasinoSDK.checkRoute('/en/login')).toBeNull();
    expect(CasinoSDK.checkRoute('/en/recovery-password')).toBeNull();
    expect(sessionStorage.getItem('casino-sdk.return-to')).toBe('/en/changePassword');
    // Browsing on to Privacy lets it go: Log in from the header then goes to the casino page.
    expect(CasinoSDK.checkRoute('/en/privacy')).toBeNull();
    expect(CasinoSDK.checkRoute('/en/login')).toBeNull();
    expect(CasinoSDK.takeReturnPath()).toBe('/en/casino');
  });

  it('lands on the casino page when the saved path would leave the site', async () => {
    CasinoSDK.init({ skin: testSkin, fetch: fixtureFetch({}) });
    sessionStorage.setItem('casino-sdk.return-to', '//evil.example/x');
    expect(CasinoSDK.takeReturnPath()).toBe('/en/casino');
  });

  it('sends a player who just signed in on the login page to the page they wanted', async () => {
    await signedInRuntime();
    sessionStorage.setItem('casino-sdk.return-to', '/en/help#withdrawals');
    expect(CasinoSDK.checkRoute('/en/login')).toBe('/en/help#withdrawals');
  });

  it('sends a signed-in player away from login and an imported player to the password change', async () => {
    await signedInRuntime();
    expect(CasinoSDK.checkRoute('/en/login')).toBe('/en/casino');
    expect(CasinoSDK.checkRoute('/en/dashboard')).toBeNull();
    CasinoSDK.destroy();
    await signedInRuntime({ 'GET me': () => jsonResponse({ ...demoPlayerWire, is_crypt: false }) });
    expect(CasinoSDK.checkRoute('/pl/casino')).toBe('/pl/changePassword');
  });

  it('puts every route on the maintenance page while the flag is set, and tells the host when it changes', async () => {
    let down = true;
    const runtime = CasinoSDK.init({ skin: testSkin, fetch: fixtureFetch({ 'POST cms/skin-in-maintenance': () => jsonResponse({ in_maintenance: down }) }) });
    await CasinoSDK.ready();
    expect(CasinoSDK.checkRoute('/en/help')).toBe('/en/in-maintenance');
    const onAccess = vi.fn();
    CasinoSDK.on('access-change', onAccess);
    down = false;
    const { refreshMaintenance } = await import('../maintenance/maintenance');
    await refreshMaintenance(runtime);
    expect(onAccess).toHaveBeenCalled();
    expect(CasinoSDK.checkRoute('/en/in-maintenance')).toBe('/en/');
  });
});

describe('routesReady', () => {
  /** Settles within a few turns, or reports that it is still waiting. */
  const settled = (promise: Promise<void>) => Promise.race([promise.then(() => 'ready'), new Promise((resolve) => setTimeout(() => resolve('waiting'), 50))]);
  const hanging = () => new Promise<Response>(() => {});

  it("lets a visitor's English tab route at once, before the maintenance flag is in", async () => {
    CasinoSDK.init({ skin: testSkin, fetch: fixtureFetch({ 'POST cms/skin-in-maintenance': hanging }) });
    expect(await settled(CasinoSDK.routesReady())).toBe('ready');
    expect(await settled(CasinoSDK.ready())).toBe('waiting');
  });

  it('waits for the SDK with a saved session, a saved admin token or another language', async () => {
    const cases: Array<() => void> = [
      () => sessionStorage.setItem('casino-sdk.token', 'saved-token'),
      () => sessionStorage.setItem('casino-sdk.admin-token', 'saved-admin-token'),
      () => undefined,
    ];
    for (const [index, prepare] of cases.entries()) {
      sessionStorage.clear();
      sessionStorage.setItem('casino-sdk.user-id', '7');
      prepare();
      CasinoSDK.init({ skin: testSkin, language: index === 2 ? 'de' : 'en', fetch: fixtureFetch({ 'POST cms/skin-in-maintenance': hanging }) });
      expect(await settled(CasinoSDK.routesReady())).toBe('waiting');
      CasinoSDK.destroy();
    }
  });
});
