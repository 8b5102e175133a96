import { translationApi } from '../contract/translation';
import type { Runtime } from '../runtime';
import type { Language } from '../rules/language';

const cacheKey = (language: Language) => `casino-sdk.translations.${language}`;

function readCache(language: Language): Record<string, string> | null {
  try {
    const raw = globalThis.sessionStorage?.getItem(cacheKey(language));
    return raw ? (JSON.parse(raw) as Record<string, string>) : null;
  } catch {
    return null;
  }
}

function writeCache(language: Language, texts: Record<string, string>): void {
  try {
    globalThis.sessionStorage?.setItem(cacheKey(language), JSON.stringify(texts));
  } catch {
    // A full or blocked storage only costs a refetch next time.
  }
}

/**
 * Switches the SDK's texts to `language`, fetching them once per session. English ships in the
 * bundle; a failed fetch keeps the English defaults and is only logged (spec: errors only logged).
 */
export async function loadLanguage(runtime: Runtime, language: Language): Promise<void> {
  const { i18n, store } = runtime;
  if (language !== 'en' && !i18n.hasTexts(language)) {
    let texts = readCache(language);
    if (!texts) {
      try {
        texts = (await runtime.client.call(translationApi.get, { params: { language } })).data;
        writeCache(language, texts);
      } catch (error) {
        console.warn(`[casino-sdk] translations for "${language}" could not be loaded; showing English.`, error);
      }
    }
    if (texts) i18n.addTexts(language, texts);
  }
  await i18n.changeLanguage(language);
  store.language.value = language;
  store.translationsVersion.value++;
}
