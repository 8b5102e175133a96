import type { sections } from '../db/schema';

/** Lobby tabs. The first five are the site's routes; the rest are extra tabs inside them. */
export const seedSections: (typeof sections.$inferInsert)[] = [
  { id: 1, slug: 'casino', name: 'Casino', rank: 1 },
  { id: 2, slug: 'prime', name: 'Prime', rank: 2 },
  { id: 3, slug: 'live-casino', name: 'Live casino', rank: 3 },
  { id: 4, slug: 'crash-games', name: 'Crash games', rank: 4 },
  { id: 5, slug: 'others', name: 'Others', rank: 5 },
  { id: 6, slug: 'popular', name: 'Popular', rank: 6 },
  { id: 7, slug: 'new', name: 'New', rank: 7 },
  { id: 8, slug: 'table-games', name: 'Table games', rank: 8 },
  { id: 9, slug: 'jackpots', name: 'Jackpots', rank: 9 },
];

export const sectionIdBySlug = Object.fromEntries(seedSections.map((s) => [s.slug, s.id!])) as Record<string, number>;
