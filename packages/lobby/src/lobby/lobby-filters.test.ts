import { describe, expect, it } from 'vitest';
import { filtersFromQuery, matchesFilters, NO_FILTERS, queryFromFilters, readSearch } from './lobby-filters';

describe('the search rule', () => {
  it('resets on an empty box, asks for more below three characters, searches from three', () => {
    expect(readSearch('')).toEqual({ kind: 'reset' });
    expect(readSearch('   ')).toEqual({ kind: 'reset' });
    expect(readSearch('a')).toEqual({ kind: 'too-short' });
    expect(readSearch(' ab ')).toEqual({ kind: 'too-short' });
    expect(readSearch(' abc ')).toEqual({ kind: 'search', text: 'abc' });
  });
});

describe('filters in the URL', () => {
  it('reads what a shared link names', () => {
    expect(filtersFromQuery('?tab=new&provider=7&reels=5&q=fruit', 'prime')).toEqual({ tab: 'new', provider: 7, reels: 5, search: 'fruit' });
  });

  it('ignores what is malformed, and reels outside prime', () => {
    expect(filtersFromQuery('?tab=<b>&provider=-1&reels=6&q=ab', 'prime')).toEqual(NO_FILTERS);
    expect(filtersFromQuery('?reels=3', 'casino').reels).toBeNull();
    expect(filtersFromQuery('?provider=1e3', 'casino').provider).toBeNull();
  });

  it('writes the filters back, keeping the host page’s own parameters', () => {
    const filters = { tab: 'popular', provider: 3, reels: null, search: 'gold rush' };
    const query = queryFromFilters(filters, '?utm_source=mail&q=old');
    expect(new URLSearchParams(query).get('utm_source')).toBe('mail');
    expect(filtersFromQuery(query, 'casino')).toEqual(filters);
    expect(queryFromFilters(NO_FILTERS, '?tab=new&q=abc')).toBe('');
  });
});

describe('filters on the favourites tab', () => {
  const game = { name: 'Golden Fortune 8', provider_id: 2, reels_numbers: 5 };

  it('keeps a game that passes provider, reels and a case-insensitive part of its name', () => {
    expect(matchesFilters(game, NO_FILTERS)).toBe(true);
    expect(matchesFilters(game, { tab: 'favourites', provider: 2, reels: 5, search: 'fORTune' })).toBe(true);
  });

  it('drops a game that fails any of them', () => {
    expect(matchesFilters(game, { ...NO_FILTERS, provider: 3 })).toBe(false);
    expect(matchesFilters(game, { ...NO_FILTERS, reels: 3 })).toBe(false);
    expect(matchesFilters(game, { ...NO_FILTERS, search: 'dragon' })).toBe(false);
  });
});
