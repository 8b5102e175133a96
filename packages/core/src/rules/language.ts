export const LANGUAGES = ['en', 'cs', 'de', 'sk', 'hu', 'pl', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
/** Each language in its own words, as a language menu shows it. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  cs: 'Čeština',
  de: 'Deutsch',
  sk: 'Slovenčina',
  hu: 'Magyar',
  pl: 'Polski',
  es: 'Español',
};

export const DEFAULT_LANGUAGE: Language = 'en';

/** Spec: the page reloads 400 ms after a language change. */
export const LANGUAGE_RELOAD_DELAY_MS = 400;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** `/{lang}/{route}`: every route of the site carries the language prefix. */
export function localePath(language: Language, route = ''): string {
  const rest = route.replace(/^\/+/, '');
  return rest ? `/${language}/${rest}` : `/${language}/`;
}
