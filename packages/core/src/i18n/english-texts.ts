import { getRuntime, hasRuntime, ownsPage } from '../runtime';
import { rememberEnglishTexts } from './i18n';

/**
 * Registers an element's English texts with the SDK: its view module calls this when it loads, so
 * the words travel in the element's own chunk. A runtime created later starts with them; the
 * page's live one gets them now, and the bumped translations version re-renders whatever already
 * shows a key. Other languages arrive whole from `GET translations/{language}`, so an element
 * loaded later finds its texts there already.
 */
export function addEnglishTexts(texts: Readonly<Record<string, string>>): void {
  rememberEnglishTexts(texts);
  if (!ownsPage || !hasRuntime()) return;
  const { i18n, store } = getRuntime();
  i18n.addTexts('en', texts);
  store.translationsVersion.value++;
}
