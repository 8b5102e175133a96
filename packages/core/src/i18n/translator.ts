/** Flat key → text maps, one per language. */
export type Texts = Record<string, string>;

export interface TranslateOptions {
  /** The language to answer in; the translator's current one when left out. */
  lng?: string;
  /** What to answer when no language has the key; the key itself when left out. */
  defaultValue?: string;
  /** Picks the plural form: `key_one`, `key_few`, `key_many`, `key_other` (Intl.PluralRules). */
  count?: number;
  /** `{{name}}` placeholders take these values (`{{a.b}}` reads a nested one). */
  [value: string]: unknown;
}

/**
 * The part of i18next the SDK used, as a page-private object: one language at a time, English
 * as the fallback, flat keys (dots are part of the name), i18next's plural suffixes and
 * `{{placeholders}}` unescaped (React escapes what it renders). i18next cost every page
 * 15 KB gzip for features the SDK never called (decision 0014).
 */
export interface Translator {
  readonly language: string;
  t(key: string, options?: TranslateOptions): string;
  changeLanguage(language: string): Promise<void>;
  hasTexts(language: string): boolean;
  /** Merges `texts` into `language`; a key it already has is replaced. */
  addTexts(language: string, texts: Readonly<Texts>): void;
}

const FALLBACK = 'en';
const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

function valueAt(values: TranslateOptions, path: string): unknown {
  return path.split('.').reduce<unknown>((at, part) => (at !== null && typeof at === 'object' ? (at as Record<string, unknown>)[part] : undefined), values);
}

const pluralRules = new Map<string, Intl.PluralRules>();

function pluralForm(language: string, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
  return rules.select(count);
}

export function createTranslator(language: string, english: Readonly<Texts>): Translator {
  const bundles = new Map<string, Texts>([[FALLBACK, { ...english }]]);
  let current = language;

  function find(key: string, lng: string, count: unknown): string | undefined {
    const texts = bundles.get(lng);
    if (!texts) return undefined;
    if (typeof count === 'number') {
      const plural = texts[`${key}_${pluralForm(lng, count)}`];
      if (plural !== undefined) return plural;
    }
    return texts[key];
  }

  return {
    get language() {
      return current;
    },
    t(key, options = {}) {
      const lng = options.lng ?? current;
      const text = find(key, lng, options.count) ?? find(key, FALLBACK, options.count) ?? options.defaultValue ?? key;
      return text.replace(PLACEHOLDER, (_, path: string) => {
        const value = valueAt(options, path);
        return value === undefined || value === null ? '' : String(value);
      });
    },
    changeLanguage(next) {
      current = next;
      return Promise.resolve();
    },
    hasTexts(lng) {
      return bundles.has(lng);
    },
    addTexts(lng, texts) {
      bundles.set(lng, { ...bundles.get(lng), ...texts });
    },
  };
}
