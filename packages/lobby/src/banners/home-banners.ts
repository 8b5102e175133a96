import type { Runtime } from '@casino-sdk/core';
import { cmsApi } from '@casino-sdk/core/contract/cms';
import type { Language } from '@casino-sdk/core/rules';
import { bannerSlides, bannersFor, type BannerSlide } from './banner-slides';

/** The tag of the lobby's hero banners. */
export const HOME_TAG = 'home';

/**
 * GET cms/banners?language&user_id&tag[]=home: the lobby's slides for one section (its own
 * category's and those for every lobby). A signed-in player's id lets the platform target them.
 */
export async function loadHomeBanners(
  runtime: Runtime,
  options: { language: Language; category: string; signal?: AbortSignal },
): Promise<BannerSlide[]> {
  const playerId = runtime.store.session.value?.playerId;
  const { data } = await runtime.client.call(cmsApi.banners, {
    query: { language: options.language, 'tag[]': [HOME_TAG], ...(playerId ? { user_id: playerId } : {}) },
    signal: options.signal,
  });
  return bannerSlides(bannersFor(data, options.category), options.language);
}
