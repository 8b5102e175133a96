import { gamesPerPage } from '@casino-sdk/core/contract/casino-constants';
import type { GamesQuery, Section } from '@casino-sdk/core/contract/casino';
import { FAVOURITES_TAB, type LobbyFilters, type LobbySection } from './lobby-filters';

export type Device = 'desktop' | 'mobile';

/** The first screen shows 48 games; every "Load more" (button or scroll trigger) adds 50. */
export const FIRST_GAMES = 48;
export const MORE_GAMES = 50;

/**
 * `casino/games` for one page of the list. The route's section (or the chosen tab) is `section_id`;
 * live-casino asks for live games and others for the rest (the spec); a device sees only games
 * made for it; prime adds the reel filter.
 */
export function gamesQuery(
  section: LobbySection,
  filters: LobbyFilters,
  sections: readonly Section[],
  device: Device,
  page: number,
): GamesQuery {
  const tab = filters.tab === FAVOURITES_TAB ? null : filters.tab;
  const sectionId = sections.find((item) => item.slug === (tab ?? section))?.id;
  const query: GamesQuery = { page, per_page: gamesPerPage, sort_by: 'rank' };
  if (sectionId !== undefined) query.section_id = sectionId;
  if (section === 'live-casino') query.is_live = 1;
  if (section === 'others') query.is_live = 0;
  if (device === 'mobile') query.is_mobile = 1;
  else query.is_desktop = 1;
  if (filters.provider !== null) query.provider_id = filters.provider;
  if (section === 'prime' && filters.reels !== null) query.reels = filters.reels;
  if (filters.search) query.name = filters.search;
  return query;
}

/** How many games the list shows after `loads` times "Load more". */
export function shownAfter(loads: number): number {
  return FIRST_GAMES + loads * MORE_GAMES;
}

/** The 48-game pages needed to show `count` games: the platform pages by 48, the lobby shows 48 + 50n. */
export function pagesFor(count: number): number {
  return Math.ceil(count / gamesPerPage);
}
