import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { seedSections } from '../../../sandbox/src/seed/sections';
import english from './texts.en.json';
import { sectionName } from './section-names';

const LANGUAGES = ['cs', 'de', 'sk', 'hu', 'pl', 'es'] as const;
const texts = (language: (typeof LANGUAGES)[number]): Record<string, string> =>
  JSON.parse(readFileSync(new URL(`../../../sandbox/src/seed/translations/${language}.json`, import.meta.url), 'utf8')) as Record<string, string>;
const translator = (table: Record<string, string>) => (key: string) => table[key] ?? key;

describe('sectionName', () => {
  it('names every seeded section in the page language, not in the platform default language', () => {
    for (const language of LANGUAGES) {
      const t = translator(texts(language));
      for (const section of seedSections) {
        const name = sectionName({ slug: section.slug, name: section.name ?? undefined }, language, t);
        expect(name, `${language} ${section.slug}`).not.toMatch(/^lobby\./);
      }
    }
    const de = translator(texts('de'));
    expect(sectionName({ slug: 'live-casino', name: 'Live casino' }, 'de', de)).toBe('Live-Kasino');
    expect(sectionName({ slug: 'crash-games', name: 'Crash games' }, 'de', de)).toBe('Crash-Spiele');
    expect(sectionName({ slug: 'popular', name: 'Popular' }, 'cs', translator(texts('cs')))).toBe('Oblíbené');
    expect(sectionName({ slug: 'jackpots', name: 'Jackpots' }, 'hu', translator(texts('hu')))).toBe('Jackpotok');
    expect(sectionName({ slug: 'live-casino', name: 'Live casino' }, 'en', translator(english))).toBe('Live casino');
  });

  it("takes the platform's translation where it sends one, and its own name for a section the SDK does not know", () => {
    const de = translator(texts('de'));
    expect(sectionName({ slug: 'popular', name: 'Popular', names: { de: 'Top-Spiele', en: 'Top games' } }, 'de', de)).toBe('Top-Spiele');
    expect(sectionName({ slug: 'popular', name: 'Popular', names: { en: 'Top games' } }, 'de', de)).toBe('Beliebt');
    expect(sectionName({ slug: 'megaways', name: 'Megaways' }, 'de', de)).toBe('Megaways');
    expect(sectionName({ slug: 'megaways', names: { de: ' ' } }, 'de', de)).toBe('megaways');
  });
});
