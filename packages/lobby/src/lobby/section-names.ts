import type { Language } from '@casino-sdk/core';
import type { Section } from '@casino-sdk/core/contract/casino';

/**
 * The SDK's own names of the sections it knows, by slug, as the header names its links: the
 * platform's `name` is one language's (the operator's default), so it would stay English on a
 * German page.
 */
const SECTION_KEYS: Readonly<Record<string, string>> = {
  casino: 'lobby.section.casino',
  prime: 'lobby.section.prime',
  'live-casino': 'lobby.section.liveCasino',
  'crash-games': 'lobby.section.crashGames',
  others: 'lobby.section.others',
  popular: 'lobby.section.popular',
  new: 'lobby.section.new',
  'table-games': 'lobby.section.tableGames',
  jackpots: 'lobby.section.jackpots',
};

/**
 * A section tab's name in `language`: the platform's translation where it sends one, else the SDK's
 * name of the slug, else the platform's own name, else the slug.
 */
export function sectionName(section: Pick<Section, 'slug' | 'name' | 'names'>, language: Language, t: (key: string) => string): string {
  const translated = section.names?.[language]?.trim();
  if (translated) return translated;
  const key = Object.prototype.hasOwnProperty.call(SECTION_KEYS, section.slug) ? SECTION_KEYS[section.slug] : undefined;
  if (key) return t(key);
  return section.name?.trim() || section.slug;
}
