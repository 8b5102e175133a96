import type { Runtime } from '@casino-sdk/core';
import type { Banner } from '@casino-sdk/core/contract/cms';
import type { Language } from '@casino-sdk/core/rules';

/** The tag of the lobby's hero banners. */
export const HOME_TAG = 'home';

/**
 * GET cms/banners?language&user_id&tag[]=home. Asked for as the lobby renders, beside the
 * carousel's own chunk rather than after it: the first banner is the page's largest picture.
 * A signed-in player's id lets the platform target them.
 */
export async function fetchHomeBanners(runtime: Runtime, options: { language: Language; signal?: AbortSignal }): Promise<Banner[]> {
  const { cmsApi } = await import('@casino-sdk/core/contract/cms');
  const playerId = runtime.store.session.value?.playerId;
  const { data } = await runtime.client.call(cmsApi.banners, {
    query: { language: options.language, 'tag[]': [HOME_TAG], ...(playerId ? { user_id: playerId } : {}) },
    signal: options.signal,
  });
  return data;
}
