import { signal, type ReadonlySignal } from '@preact/signals-core';
import { isApiError, type Language, type Runtime } from '@casino-sdk/core';
import { type CmsPage, errorMessageKey } from '@casino-sdk/core/internal';
import { isStaticPage } from '@casino-sdk/core/rules';
import type { sanitizeCmsHtml } from './cms-sanitizer';
import { fetchCmsPage } from './content-page-call';

/** Either a translation key (our own texts) or text that came from the server as it is. */
export type ContentPageMessage = { key: string } | { text: string };

export type ContentPageState =
  | { kind: 'loading' }
  /** `sanitize` is the sanitiser, loaded with the content (see `load`). */
  | { kind: 'ready'; page: CmsPage; language: Language; sanitize: typeof sanitizeCmsHtml }
  /** The spec: an unknown generic page redirects to `/`. */
  | { kind: 'missing' }
  | { kind: 'error'; error: ContentPageMessage };

export interface ContentPageModel {
  readonly state: ReadonlySignal<ContentPageState>;
  /**
   * Loads `page` (a route name from STATIC_PAGES) in `language`: GET cms/pages/{page}?language=.
   * A newer load supersedes one still on its way. Never throws.
   */
  load(page: string | undefined, language: Language): Promise<void>;
  /** Loads the last page again (the error panel's retry button). */
  retry(): Promise<void>;
  /** Cancels a load still on its way (the element was removed). */
  dispose(): void;
}

/** The content page's state, without React: which page, in which language, and how it went. */
export function createContentPageModel(runtime: Runtime): ContentPageModel {
  const state = signal<ContentPageState>({ kind: 'loading' });
  let controller: AbortController | null = null;
  let last: { page: string | undefined; language: Language } | null = null;

  async function load(page: string | undefined, language: Language): Promise<void> {
    controller?.abort();
    controller = null;
    last = { page, language };
    if (!page || !isStaticPage(page)) {
      state.value = { kind: 'missing' };
      return;
    }
    const mine = new AbortController();
    controller = mine;
    state.value = { kind: 'loading' };
    try {
      // DOMPurify is most of this element's weight and nothing needs it before the content
      // arrives: fetch it alongside, rather than make every page that loads the element pay first.
      const [found, sanitizer] = await Promise.all([
        fetchCmsPage(runtime, page, language, mine.signal),
        import('./cms-sanitizer'),
      ]);
      if (mine.signal.aborted) return;
      state.value = { kind: 'ready', page: found, language, sanitize: sanitizer.sanitizeCmsHtml };
    } catch (caught) {
      if (mine.signal.aborted) return;
      if (isApiError(caught) && caught.kind === 'aborted') return;
      if (isApiError(caught) && caught.status === 404) state.value = { kind: 'missing' };
      else state.value = { kind: 'error', error: { key: errorMessageKey(caught) } };
    } finally {
      if (controller === mine) controller = null;
    }
  }

  return {
    state,
    load,
    retry: () => (last ? load(last.page, last.language) : Promise.resolve()),
    dispose() {
      controller?.abort();
      controller = null;
    },
  };
}

/** The route name the cookies page has: it gets the "Change cookie settings" button. */
export const COOKIES_PAGE = 'cookies';

/** The section a URL hash names (`#withdrawals` → `withdrawals`), or null. */
export function sectionFromHash(hash: string): string | null {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  if (!raw) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
