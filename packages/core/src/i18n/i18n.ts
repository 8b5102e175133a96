import i18next, { type i18n } from 'i18next';
import en from './en.json';
import type { Language } from '../rules/language';

/**
 * The English texts known so far on this page: core's own (errors every element may show) plus
 * those each element's code brought with it (`addEnglishTexts`). Elements carry their own English,
 * so the shared runtime does not ship the words of elements a page never loads.
 */
export const englishTexts: Readonly<Record<string, string>> = { ...en };

/** Adds to `englishTexts`; `addEnglishTexts` also hands them to the page's live instance. */
export function rememberEnglishTexts(texts: Readonly<Record<string, string>>): void {
  Object.assign(englishTexts, texts);
}

/**
 * The SDK's own instance: the host page may run i18next too, with its own language and keys,
 * and must never see ours change under it.
 */
export function createI18n(language: Language): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    fallbackLng: 'en',
    // A copy: i18next writes later bundles into the object it is given.
    resources: { en: { translation: { ...englishTexts } } },
    initAsync: false,
    // Keys are flat ("login.username"): dots are part of the name, not a path.
    keySeparator: false,
    nsSeparator: false,
    // React escapes what it renders; escaping here would double it.
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}
