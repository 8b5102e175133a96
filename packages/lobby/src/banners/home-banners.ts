import type { Runtime } from '@casino-sdk/core';
import type { Banner } from '@casino-sdk/core/contract/cms';
import { readSavedSession, startFirstCall, takeFirstCall } from '@casino-sdk/core/internal';
import type { Language } from '@casino-sdk/core/rules';
import { preloadPictures } from '@casino-sdk/ui/banners/banner-preload';
import { bannerSlides, bannersFor } from '@casino-sdk/ui/banners/banner-slides';
import { cmsCalls } from '../calls';

/** The tag of the lobby's hero banners. */
export const HOME_TAG = 'home';

/**
 * The player the banners are for: the signed-in one, or at start, before the tab's saved session is
 * restored, the one it names; so a signed-in tab's early call is the one the lobby takes.
 */
const playerOf = (runtime: Runtime) => runtime.store.session.value?.playerId ?? readSavedSession()?.playerId;

// The player is part of the key: a call started for a visitor is not the one for a signed-in player.
const key = (runtime: Runtime, language: Language) => `cms/banners?language=${language}&player=${playerOf(runtime) ?? ''}`;

async function call(runtime: Runtime, language: Language, signal?: AbortSignal): Promise<Banner[]> {
  const playerId = playerOf(runtime);
  const cmsApi = await cmsCalls();
  const { data } = await runtime.client.call(cmsApi.banners, {
    query: { language, 'tag[]': [HOME_TAG], ...(playerId ? { user_id: playerId } : {}) },
    signal,
  });
  return data;
}

/**
 * GET cms/banners?language&user_id&tag[]=home. Asked for as the lobby renders, beside the
 * carousel's own chunk rather than after it: the first banner is the page's largest picture. The
 * one the host started at start (`startHomeBanners`) is taken if it waits. A signed-in
 * player's id lets the platform target them.
 */
export function fetchHomeBanners(runtime: Runtime, options: { language: Language; signal?: AbortSignal }): Promise<Banner[]> {
  return takeFirstCall(key(runtime, options.language), () => call(runtime, options.language, options.signal));
}

/**
 * Asks for the home banners at once, and for the carousel's chunk, beside the download of the
 * lobby's chunk (the host's first route, lobby section `section`): the first banner is the page's
 * largest picture, so it is preloaded as soon as the banners are known rather than when the lobby
 * has rendered the carousel.
 */
export function startHomeBanners(runtime: Runtime, language: Language, section: string): void {
  const banners = startFirstCall(key(runtime, language), () => call(runtime, language));
  // The same module BannerSlot's lazy() asks for: one download, ready when the slot renders.
  void import('./HomeBanners').catch(() => {});
  void banners.then(
    (found) => {
      const signedIn = playerOf(runtime) !== undefined;
      const first = bannerSlides(bannersFor(found, section, signedIn), language, signedIn)[0];
      if (first) preloadPictures(first);
    },
    // The carousel reports a failed call; a hint has nothing to add.
    () => {},
  );
}
