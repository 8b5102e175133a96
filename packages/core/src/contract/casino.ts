import './jitless';
import * as z from 'zod';
import { endpoint } from './endpoint';
import { list, okMessage, paginated } from './envelope';
import { bool, id } from './fields';
import { queryFlag, queryInt, queryPositiveInt } from './query';

export const section = z.object({
  id,
  slug: z.string(),
  rank: z.number(),
  name: z.string().optional(),
});
export type Section = z.infer<typeof section>;

export const provider = z.object({
  id,
  name: z.string(),
  /** The `{provider_slug}` of POST casino/play. */
  slug: z.string().optional(),
  image: z.string().nullable().optional(),
  is_visible: bool.optional(),
  /** A game of a disabled provider is "not available". */
  is_enabled: bool.optional(),
});
export type Provider = z.infer<typeof provider>;

export const game = z.object({
  id,
  provider_id: id,
  name: z.string(),
  slug: z.string(),
  /** Card artwork URL. */
  image: z.string(),
  is_live: bool,
  /** 3, 4 or 5 for slots; null where reels make no sense. */
  reels_numbers: z.number().int().nullable(),
  rank: z.number(),
  type: z.string().optional(),
  is_desktop: bool.optional(),
  is_mobile: bool.optional(),
  /** Also playable without an account. */
  has_demo: bool.optional(),
  section_ids: z.array(id).optional(),
  provider: provider.optional(),
});
export type Game = z.infer<typeof game>;

/** GET static/casinoGames/{gameId}: one game with the provider slug the launch needs. */
export const gameDetail = game.extend({
  provider: provider.extend({ slug: z.string() }),
});
export type GameDetail = z.infer<typeof gameDetail>;

export const reelsFilters = [3, 4, 5] as const;

/** Games per page of the lobby. */
export const gamesPerPage = 48;

export const gamesQuery = z.object({
  page: queryPositiveInt.optional(),
  per_page: queryPositiveInt.max(200).optional(),
  sort_by: z.literal('rank').optional(),
  section_id: queryPositiveInt.optional(),
  provider_id: queryPositiveInt.optional(),
  /** Search text (the lobby sends 3 or more characters). */
  name: z.string().optional(),
  type: z.string().optional(),
  is_desktop: queryFlag.optional(),
  is_mobile: queryFlag.optional(),
  is_live: queryFlag.optional(),
  reels: queryInt.optional(),
});
export type GamesQuery = z.input<typeof gamesQuery>;

/** Real play sends the player fields; demo play sends is_demo with the game and language. */
export const playBody = z.object({
  game_id: id,
  provider_id: id,
  provider_name: z.string().optional(),
  is_demo: bool.optional(),
  is_mobile: bool.optional(),
  is_desktop: bool.optional(),
  lobby_url: z.string().optional(),
  skin_id: id.optional(),
  ip_address: z.string().optional(),
  user_id: id.optional(),
  user_language: z.string().min(2),
  user_currency: z.string().min(3),
  /** Bonus fields: play the active bonus balance of this campaign. */
  campaign_id: id.nullable().optional(),
  use_bonus: bool.optional(),
});
export type PlayBody = z.input<typeof playBody>;

/** The game URL for the iframe. Neither field set means the game is not available. */
export const playResult = z.object({
  play_for_real: z.string().optional(),
  play_for_fun: z.string().optional(),
  message: z.string().optional(),
});
export type PlayResult = z.infer<typeof playResult>;

const gameRef = z.object({ game_id: id, provider_id: id });

export const casinoApi = {
  games: endpoint({ method: 'GET', path: 'casino/games', auth: 'skin', query: gamesQuery, response: paginated(game) }),
  sections: endpoint({ method: 'GET', path: 'casino/sections', auth: 'skin', response: list(section) }),
  sectionProviders: endpoint({ method: 'GET', path: 'casino/sections/{id}/providers', auth: 'skin', response: list(provider) }),
  providers: endpoint({
    method: 'GET',
    path: 'casino/providers',
    auth: 'skin',
    query: z.object({ is_visible: queryFlag.optional() }),
    response: list(provider),
  }),
  game: endpoint({
    method: 'GET',
    path: 'static/casinoGames/{gameId}',
    auth: 'skin',
    query: z.object({ provider_id: queryPositiveInt.optional() }),
    response: gameDetail,
  }),
  /**
   * A visitor's demo launch has no session, so the user-token goes along only when there is one;
   * the platform accepts a launch without it when is_demo is set.
   */
  play: endpoint({ method: 'POST', path: 'casino/play/{provider_slug}', auth: 'player', body: playBody, response: playResult }),
  // Spec: "Launch game page call with game_id, provider_id ... method and path not shown".
  // Opens the play session that playing time and the reality check count against.
  startGame: endpoint({
    method: 'POST',
    path: 'casino/sessions',
    auth: 'player',
    defined: 'by-sdk',
    body: gameRef,
    response: okMessage,
  }),
  // Spec: "Stop game call ... method and path not shown". Closes the player's open session.
  stopGame: endpoint({ method: 'DELETE', path: 'casino/sessions', auth: 'player', defined: 'by-sdk', response: okMessage }),
};
