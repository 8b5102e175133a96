import type { GamesQuery, Section } from '@casino-sdk/core/contract/casino';
import { NO_FILTERS, type LobbySection } from '../lobby/lobby-filters';
import { gamesQuery, type Device } from '../lobby/lobby-query';

/** The home page's catalogue rails, in order; each is its section's list (Live: the live-casino route's). */
export const RAILS = ['popular', 'new', 'jackpots', 'live-casino'] as const;
export type RailSlug = (typeof RAILS)[number];

/** A rail shows the first games of its list: about two screens of cards on a desktop. */
export const RAIL_GAMES = 16;

/**
 * A rail's `casino/games`: the first page of the list its "See all" opens, sized for the rail. The
 * popular, new and jackpots rails are tabs of the lobby's own route; the live rail is the live-casino
 * route's list (`is_live=1`). The device flag is the grid's.
 */
export function railQuery(slug: RailSlug, lobby: LobbySection, sections: readonly Section[], device: Device): GamesQuery {
  const query = slug === 'live-casino' ? gamesQuery('live-casino', NO_FILTERS, sections, device, 1) : gamesQuery(lobby, { ...NO_FILTERS, tab: slug }, sections, device, 1);
  return { ...query, per_page: RAIL_GAMES };
}

/** The rails the platform has a section for: an operator without a jackpots section shows no jackpots rail. */
export function railsOf(sections: readonly Section[]): RailSlug[] {
  return RAILS.filter((slug) => sections.some((section) => section.slug === slug));
}
