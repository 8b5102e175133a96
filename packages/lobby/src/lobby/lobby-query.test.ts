import { describe, expect, it } from 'vitest';
import type { Section } from '@casino-sdk/core/contract/casino';
import { NO_FILTERS } from './lobby-filters';
import { gamesQuery, pagesFor, shownAfter } from './lobby-query';

const sections: Section[] = [
  { id: 1, slug: 'casino', rank: 1 },
  { id: 2, slug: 'prime', rank: 2 },
  { id: 3, slug: 'live-casino', rank: 3 },
  { id: 4, slug: 'crash-games', rank: 4 },
  { id: 5, slug: 'others', rank: 5 },
  { id: 6, slug: 'popular', rank: 6 },
];

describe('the games query of each section', () => {
  it('asks for the route section by rank, 48 a page, for the device', () => {
    expect(gamesQuery('casino', NO_FILTERS, sections, 'desktop', 1)).toEqual({ page: 1, per_page: 48, sort_by: 'rank', section_id: 1, is_desktop: 1 });
    expect(gamesQuery('crash-games', NO_FILTERS, sections, 'mobile', 2)).toEqual({ page: 2, per_page: 48, sort_by: 'rank', section_id: 4, is_mobile: 1 });
  });

  it('live-casino asks for live games, others for the rest', () => {
    expect(gamesQuery('live-casino', NO_FILTERS, sections, 'desktop', 1)).toMatchObject({ section_id: 3, is_live: 1 });
    expect(gamesQuery('others', NO_FILTERS, sections, 'desktop', 1)).toMatchObject({ section_id: 5, is_live: 0 });
    expect(gamesQuery('casino', NO_FILTERS, sections, 'desktop', 1)).not.toHaveProperty('is_live');
  });

  it('adds the tab, provider, search, and on prime only the reels', () => {
    const filters = { tab: 'popular', provider: 9, reels: 4 as const, search: 'gold' };
    expect(gamesQuery('prime', filters, sections, 'desktop', 1)).toMatchObject({ section_id: 6, provider_id: 9, reels: 4, name: 'gold' });
    expect(gamesQuery('casino', filters, sections, 'desktop', 1)).not.toHaveProperty('reels');
  });

  it('reads the favourites tab as the route section (it is the player\'s own, not the platform\'s)', () => {
    expect(gamesQuery('casino', { ...NO_FILTERS, tab: 'favourites' }, sections, 'desktop', 1)).toMatchObject({ section_id: 1 });
  });
});

describe('paging', () => {
  it('shows 48, then 50 more per load, from 48-game pages', () => {
    expect([0, 1, 2].map(shownAfter)).toEqual([48, 98, 148]);
    expect([48, 98, 148, 49].map(pagesFor)).toEqual([1, 3, 4, 2]);
  });
});
