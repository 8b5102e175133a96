import type { Runtime } from '@casino-sdk/core';
import { startFirstCall, takeFirstCall, type CmsPage } from '@casino-sdk/core/internal';
import type { Language, StaticPage } from '@casino-sdk/core/rules';
import { cmsCalls } from '../calls';

const key = (page: StaticPage, language: Language) => `cms/pages/${page}?language=${language}`;

function call(runtime: Runtime, page: StaticPage, language: Language, signal?: AbortSignal): Promise<CmsPage> {
  return cmsCalls().then((cmsApi) =>
    runtime.client.call(cmsApi.page, { params: { id: page }, query: { language }, signal }),
  );
}

/** GET cms/pages/{page}?language=: the one started at start (`startContentPageCall`) if it waits, else a new one. */
export function fetchCmsPage(runtime: Runtime, page: StaticPage, language: Language, signal?: AbortSignal): Promise<CmsPage> {
  return takeFirstCall(key(page, language), () => call(runtime, page, language, signal));
}

/**
 * Asks for a content page's text at once, and for its sanitiser, beside the download of
 * `<casino-content-page>` (the host's first route): otherwise both wait for the element's first render.
 */
export function startContentPageCall(runtime: Runtime, page: StaticPage, language: Language): void {
  startFirstCall(key(page, language), () => call(runtime, page, language));
  // The same module the page model asks for: one download, there when the content is.
  void import('./cms-sanitizer').catch(() => {});
}
