import en from './en.json';
import { createTranslator, type Translator } from './translator';
import type { Language } from '../rules/language';

/**
 * The English texts known so far on this page: core's own (errors every element may show) plus
 * those each element's code brought with it (`addEnglishTexts`). Elements carry their own English,
 * so the shared runtime does not ship the words of elements a page never loads.
 */
export const englishTexts: Readonly<Record<string, string>> = { ...en };

/** Adds to `englishTexts`; `addEnglishTexts` also hands them to the page's live translator. */
export function rememberEnglishTexts(texts: Readonly<Record<string, string>>): void {
  Object.assign(englishTexts, texts);
}

/**
 * The SDK's own translator: the host page may run i18next or another library, with its own
 * language and keys, and must never see ours change under it.
 */
export function createI18n(language: Language): Translator {
  return createTranslator(language, englishTexts);
}
