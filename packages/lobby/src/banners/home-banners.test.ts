// @vitest-environment jsdom
import { CasinoSDK } from '@casino-sdk/core';
import { afterEach, describe, expect, it } from 'vitest';
import { fetchHomeBanners, startHomeBanners } from './home-banners';

afterEach(() => {
  CasinoSDK.destroy();
  sessionStorage.clear();
  document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
});

/** A platform that is not in maintenance, answers every other call with an empty list and records the banner calls. */
function platform() {
  const banners: URL[] = [];
  const fetch = async (input: RequestInfo | URL) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost/');
    if (url.pathname.endsWith('/cms/banners')) banners.push(url);
    const body = url.pathname.endsWith('/cms/skin-in-maintenance') ? { in_maintenance: false } : { data: [] };
    return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  };
  return { fetch, banners };
}

describe('the home banners call started at start', () => {
  it('is the one the lobby takes in a signed-in tab, asked for that player', async () => {
    // The tab's saved session, as sign-in left it; at start it is not yet restored.
    sessionStorage.setItem('casino-sdk.token', 'token-1');
    sessionStorage.setItem('casino-sdk.user-id', '42');
    const { fetch, banners } = platform();
    const runtime = CasinoSDK.init({ skin: { refId: 'skin', password: 'secret' }, fetch });
    runtime.store.session.value = null;
    startHomeBanners(runtime, 'en', 'casino');
    // Restored: the lobby renders for the signed-in player.
    runtime.store.session.value = { token: 'token-1', playerId: 42 };
    await fetchHomeBanners(runtime, { language: 'en' });
    expect(banners).toHaveLength(1);
    expect(banners[0]!.searchParams.get('user_id')).toBe('42');
  });

  it('is asked again for a visitor once the saved session turned out to be gone', async () => {
    sessionStorage.setItem('casino-sdk.token', 'token-1');
    sessionStorage.setItem('casino-sdk.user-id', '42');
    const { fetch, banners } = platform();
    const runtime = CasinoSDK.init({ skin: { refId: 'skin', password: 'secret' }, fetch });
    runtime.store.session.value = null;
    startHomeBanners(runtime, 'en', 'casino');
    sessionStorage.clear();
    await fetchHomeBanners(runtime, { language: 'en' });
    expect(banners).toHaveLength(2);
    expect(banners[1]!.searchParams.has('user_id')).toBe(false);
  });
});
