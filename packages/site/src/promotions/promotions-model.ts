import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import { isApiError, type Runtime } from '@casino-sdk/core';
import { errorMessageKey } from '@casino-sdk/core/internal';
import type { Page, Promotion } from '@casino-sdk/core/contract/cms';
import { isForViewer, isSafeImageUrl, type Language } from '@casino-sdk/core/rules';
import type { sanitizeCmsHtml } from '../content-page/cms-sanitizer';

import type * as bannerModule from '@casino-sdk/ui/banners';
import { cmsCalls } from '../calls';

type BannerModule = typeof bannerModule;

export type PromotionListState =
  | { kind: 'loading' }
  | { kind: 'ready'; promotions: Promotion[]; language: Language }
  | { kind: 'error'; messageKey: string };

export type PromotionDetailState =
  | { kind: 'loading' }
  /** `sanitize` and `banners` (the carousel) arrive with the promotion: DOMPurify is most of their weight. */
  | { kind: 'ready'; promotion: Page; language: Language; sanitize: typeof sanitizeCmsHtml; banners: BannerModule }
  | { kind: 'missing' }
  | { kind: 'error'; messageKey: string };

export interface PromotionsModel {
  /** The list as the viewer sees it: a player gets no promotion marked for visitors, and the reverse. */
  readonly list: ReadonlySignal<PromotionListState>;
  readonly detail: ReadonlySignal<PromotionDetailState>;
  /** GET cms/pages?type=promotion&campaign_visible=1&language. Never throws. */
  loadList(language: Language): Promise<void>;
  /** GET cms/pages/{id}?language. Never throws; a 404 is `missing`. */
  loadDetail(id: string, language: Language): Promise<void>;
  /** Loads what failed last again (the retry button). */
  retry(): Promise<void>;
  dispose(): void;
}

/**
 * The spec: the media titled 'card' is the card picture; null means the default picture. Only an
 * image address CMS content may use (isSafeImageUrl) reaches the `<img>`.
 */
export function cardImage(promotion: Pick<Promotion, 'banners'>): string | null {
  for (const banner of promotion.banners) {
    const card = banner.medias.find((media) => media.title === 'card');
    if (!card) continue;
    const image = [card.url_webp, card.full_url].find((url) => isSafeImageUrl(url));
    return image ?? null;
  }
  return null;
}


/** The promotions list and one promotion's page, without React. */
export function createPromotionsModel(runtime: Runtime): PromotionsModel {
  const loaded = signal<PromotionListState>({ kind: 'loading' });
  const list = computed<PromotionListState>(() => {
    const state = loaded.value;
    if (state.kind !== 'ready') return state;
    const signedIn = runtime.store.session.value !== null;
    return { ...state, promotions: state.promotions.filter((promotion) => isForViewer(promotion.audience, signedIn)) };
  });
  const detail = signal<PromotionDetailState>({ kind: 'loading' });
  let controller: AbortController | null = null;
  let last: () => Promise<void> = () => Promise.resolve();

  /** A newer load supersedes one still on its way. */
  function begin(): AbortController {
    controller?.abort();
    controller = new AbortController();
    return controller;
  }

  const aborted = (mine: AbortController, error?: unknown) =>
    mine.signal.aborted || (isApiError(error) && error.kind === 'aborted');

  async function loadList(language: Language): Promise<void> {
    last = () => loadList(language);
    const mine = begin();
    loaded.value = { kind: 'loading' };
    try {
      const cmsApi = await cmsCalls();
      const { data } = await runtime.client.call(cmsApi.promotions, {
        query: { type: 'promotion', campaign_visible: true, language },
        signal: mine.signal,
      });
      if (!mine.signal.aborted) loaded.value = { kind: 'ready', promotions: data, language };
    } catch (error) {
      if (!aborted(mine, error)) loaded.value = { kind: 'error', messageKey: errorMessageKey(error) };
    }
  }

  async function loadDetail(id: string, language: Language): Promise<void> {
    last = () => loadDetail(id, language);
    const mine = begin();
    detail.value = { kind: 'loading' };
    try {
      const [promotion, sanitizer, banners] = await Promise.all([
        cmsCalls().then((cmsApi) =>
          runtime.client.call(cmsApi.page, { params: { id }, query: { language }, signal: mine.signal }),
        ),
        import('../content-page/cms-sanitizer'),
        import('@casino-sdk/ui/banners'),
      ]);
      if (mine.signal.aborted) return;
      // cms/pages/{id} also answers the static pages' ids: only a promotion is one.
      if (promotion.type !== undefined && promotion.type !== 'promotion') detail.value = { kind: 'missing' };
      else detail.value = { kind: 'ready', promotion, language, sanitize: sanitizer.sanitizeCmsHtml, banners };
    } catch (error) {
      if (aborted(mine, error)) return;
      detail.value = isApiError(error) && error.status === 404 ? { kind: 'missing' } : { kind: 'error', messageKey: errorMessageKey(error) };
    }
  }

  return {
    list,
    detail,
    loadList,
    loadDetail,
    retry: () => last(),
    dispose() {
      controller?.abort();
      controller = null;
    },
  };
}
