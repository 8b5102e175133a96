import i18next, { type i18n } from 'i18next';
import en from './en.json';
import type { Language } from '../rules/language';

export const englishTexts: Readonly<Record<string, string>> = en;

/**
 * The SDK's own instance: the host page may run i18next too, with its own language and keys,
 * and must never see ours change under it.
 */
export function createI18n(language: Language): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    fallbackLng: 'en',
    resources: { en: { translation: en } },
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
