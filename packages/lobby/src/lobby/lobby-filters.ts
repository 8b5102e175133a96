import type { Game } from '@casino-sdk/core/contract/casino';
import { reelsFilters } from '@casino-sdk/core/contract/casino-constants';

/** The lobby routes: each shows its own slice of the catalogue. */
export const LOBBY_SECTIONS = ['casino', 'prime', 'live-casino', 'crash-games', 'others'] as const;
export type LobbySection = (typeof LOBBY_SECTIONS)[number];

export type Reels = (typeof reelsFilters)[number];

/** What the player chose, as the URL's query holds it (a reload or a shared link shows the same list). */
export interface LobbyFilters {
  /** An extra section tab inside the route (`popular`, `new`, ...); null is the route's own list. */
  tab: string | null;
  provider: number | null;
  /** Prime only: 3, 4 or 5 reels; null is all. */
  reels: Reels | null;
  /** Applied search text: empty, or three characters and more. */
  search: string;
}

/**
 * The signed-in player's own tab (`?tab=favourites`): their favourite games, with the other filters
 * applied to them. Not a section of the platform, so the catalogue query ignores it.
 */
export const FAVOURITES_TAB = 'favourites';

export const NO_FILTERS: LobbyFilters = { tab: null, provider: null, reels: null, search: '' };

/** The spec's search rule: fewer than three characters search nothing. */
export const SEARCH_MIN_LENGTH = 3;

export type SearchInput = { kind: 'reset' } | { kind: 'too-short' } | { kind: 'search'; text: string };

/** What typed text means: an empty box resets the list, one or two characters ask for more. */
export function readSearch(text: string): SearchInput {
  const trimmed = text.trim();
  if (!trimmed) return { kind: 'reset' };
  if (trimmed.length < SEARCH_MIN_LENGTH) return { kind: 'too-short' };
  return { kind: 'search', text: trimmed };
}

export function isLobbySection(value: string | null | undefined): value is LobbySection {
  return (LOBBY_SECTIONS as readonly string[]).includes(value ?? '');
}

function positiveInt(value: string | null): number | null {
  if (!value || !/^[1-9]\d{0,8}$/.test(value)) return null;
  return Number(value);
}

/**
 * The filters a URL query names. Anything malformed is ignored rather than refused: a hand-edited
 * or stale link still shows a list. Reels only count on prime, where the reel buttons are.
 */
export function filtersFromQuery(query: string, section: LobbySection): LobbyFilters {
  const params = new URLSearchParams(query);
  const tab = params.get('tab');
  const reels = positiveInt(params.get('reels'));
  const search = readSearch(params.get('q') ?? '');
  return {
    tab: tab && /^[a-z0-9-]{1,64}$/.test(tab) ? tab : null,
    provider: positiveInt(params.get('provider')),
    reels: section === 'prime' && (reelsFilters as readonly number[]).includes(reels ?? 0) ? (reels as Reels) : null,
    search: search.kind === 'search' ? search.text : '',
  };
}

/**
 * `query` with the lobby's filters replaced by `filters` (other parameters of the host page stay),
 * as `?…` or an empty string.
 */
export function queryFromFilters(filters: LobbyFilters, query = ''): string {
  const params = new URLSearchParams(query);
  for (const name of ['tab', 'provider', 'reels', 'q']) params.delete(name);
  if (filters.tab) params.set('tab', filters.tab);
  if (filters.provider !== null) params.set('provider', String(filters.provider));
  if (filters.reels !== null) params.set('reels', String(filters.reels));
  if (filters.search) params.set('q', filters.search);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * Whether a game passes the provider, reel and search filters: the favourites tab filters its
 * games here, as the platform filters `casino/games` (search is a case-insensitive part of the name).
 */
export function matchesFilters(game: Pick<Game, 'name' | 'provider_id' | 'reels_numbers'>, filters: LobbyFilters): boolean {
  return (
    (filters.provider === null || game.provider_id === filters.provider) &&
    (filters.reels === null || game.reels_numbers === filters.reels) &&
    (!filters.search || game.name.toLowerCase().includes(filters.search.toLowerCase()))
  );
}

export function sameFilters(a: LobbyFilters, b: LobbyFilters): boolean {
  return a.tab === b.tab && a.provider === b.provider && a.reels === b.reels && a.search === b.search;
}
