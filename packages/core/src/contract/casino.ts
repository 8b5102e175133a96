import './jitless';
import * as z from 'zod/mini';
import { endpoint } from './endpoint';
import { list, okMessage, paginated } from './envelope';
import { bool, currencyRef, id, money, requestId, timestamp } from './fields';
import { queryFlag, queryPositiveInt } from './query';

export const section = z.object({
  id,
  slug: z.string(),
  rank: z.number(),
  /** Not in the spec: the operator's own name of the section, in its default language. */
  name: z.optional(z.string()),
  /**
   * Not in the spec: the section's name by language code, where the operator translated it. It wins
   * over the SDK's own name of a known slug, which wins over `name`.
   */
  names: z.optional(z.record(z.string(), z.string())),
});
export type Section = z.infer<typeof section>;

export const provider = z.object({
  id,
  name: z.string(),
  /** The `{provider_slug}` of POST casino/play. */
  slug: z.optional(z.string()),
  image: z.optional(z.nullable(z.string())),
  is_visible: z.optional(bool),
  /** A game of a disabled provider is "not available". */
  is_enabled: z.optional(bool),
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
  reels_numbers: z.nullable(z.number().check(z.int())),
  rank: z.number(),
  type: z.optional(z.string()),
  is_desktop: z.optional(bool),
  is_mobile: z.optional(bool),
  /** Also playable without an account. */
  has_demo: z.optional(bool),
  section_ids: z.optional(z.array(id)),
  provider: z.optional(provider),
  /** The SDK's addition: the jackpot (casino/jackpots) its real rounds feed and can win; absent or null: none. */
  jackpot_id: z.optional(z.nullable(id)),
});
export type Game = z.infer<typeof game>;

/** GET static/casinoGames/{gameId}: one game with the provider slug the launch needs. */
export const gameDetail = z.extend(game, {
  provider: z.extend(provider, { slug: z.string() }),
  /** The smallest real-money bet, in the player's currency (the SDK's addition: the insufficient-balance panel names it). */
  min_bet: z.optional(z.nullable(money)),
  // The SDK's additions for the lobby's game info panel (issue 24), each optional: a platform without them shows less.
  /** Return to player, in per cent. */
  rtp: z.optional(z.nullable(z.number())),
  volatility: z.optional(z.nullable(z.enum(['low', 'medium', 'high']))),
  /** The largest real-money bet, in the player's currency. */
  max_bet: z.optional(z.nullable(money)),
  reels: z.optional(z.nullable(z.number().check(z.int()))),
  lines: z.optional(z.nullable(z.number().check(z.int()))),
  /** A short description in the language asked for; plain text. */
  description: z.optional(z.nullable(z.string())),
});
export type GameDetail = z.infer<typeof gameDetail>;

export { gamesPerPage, reelsFilters } from './casino-constants';

export const gamesQuery = z.object({
  page: z.optional(queryPositiveInt),
  per_page: z.optional(queryPositiveInt.check(z.lte(200))),
  sort_by: z.optional(z.literal('rank')),
  section_id: z.optional(queryPositiveInt),
  provider_id: z.optional(queryPositiveInt),
  /** Search text (the lobby sends 3 or more characters). */
  name: z.optional(z.string()),
  type: z.optional(z.string()),
  is_desktop: z.optional(queryFlag),
  is_mobile: z.optional(queryFlag),
  is_live: z.optional(queryFlag),
  /** A number of reels (the lobby sends 3, 4 or 5). */
  reels: z.optional(queryPositiveInt.check(z.lte(100))),
});
export type GamesQuery = z.input<typeof gamesQuery>;

/** Real play sends the player fields; demo play sends is_demo with the game and language. */
export const playBody = z.object({
  game_id: requestId,
  provider_id: requestId,
  provider_name: z.optional(z.string()),
  is_demo: z.optional(bool),
  is_mobile: z.optional(bool),
  is_desktop: z.optional(bool),
  lobby_url: z.optional(z.string()),
  skin_id: z.optional(requestId),
  ip_address: z.optional(z.string()),
  user_id: z.optional(requestId),
  user_language: z.string().check(z.minLength(2)),
  user_currency: z.string().check(z.minLength(3)),
  /** Bonus fields: play the active bonus balance of this campaign. */
  campaign_id: z.optional(z.nullable(requestId)),
  use_bonus: z.optional(bool),
});
export type PlayBody = z.input<typeof playBody>;

/**
 * The game URL for the iframe: `play_for_real` for a real launch, `play_for_fun` for a demo. An
 * answer with neither (`{}`) means the game is not available (unknown, disabled, or its provider is
 * not enabled). A launch the platform refuses answers an error instead, whose `code` says why:
 * 403 `self_excluded`, `kyc_required` (PEP or UBO without accepted basic KYC),
 * `kyc_selfie_required` (risky country without idApproved), `terms_not_accepted`,
 * `awaiting_reality_check` (clear it first with POST me/mga/realityCheck), `account_inactive`;
 * 422 `insufficient_balance` with the server's message.
 */
export const playResult = z.object({
  play_for_real: z.optional(z.string()),
  play_for_fun: z.optional(z.string()),
  message: z.optional(z.string()),
});
export type PlayResult = z.infer<typeof playResult>;

/** Launch refusals of POST casino/play, as the error's `code`. */
export const launchRefusals = [
  'self_excluded',
  'kyc_required',
  'kyc_selfie_required',
  'terms_not_accepted',
  'awaiting_reality_check',
  'account_inactive',
  'insufficient_balance',
] as const;
export type LaunchRefusal = (typeof launchRefusals)[number];

/**
 * GET casino/sessions (ours): the signed-in session's play so far, for the reality check. `started_at`
 * is when the login session began; the sums are real and bonus money of every round played since,
 * from the ledger. `net` is wins minus bets.
 */
export const playSessionSummary = z.object({
  started_at: timestamp,
  /** Whole seconds since `started_at`. */
  seconds: z.number().check(z.int()),
  rounds: z.number().check(z.int()),
  bets: money,
  wins: money,
  net: money,
  currency: currencyRef,
});
export type PlaySessionSummary = z.infer<typeof playSessionSummary>;

const gameRef = z.object({ game_id: requestId, provider_id: requestId });

export const casinoApi = {
  games: endpoint({ method: 'GET', path: 'casino/games', auth: 'skin', query: gamesQuery, response: paginated(game) }),
  sections: endpoint({ method: 'GET', path: 'casino/sections', auth: 'skin', response: list(section) }),
  sectionProviders: endpoint({ method: 'GET', path: 'casino/sections/{id}/providers', auth: 'skin', response: list(provider) }),
  providers: endpoint({
    method: 'GET',
    path: 'casino/providers',
    auth: 'skin',
    query: z.object({ is_visible: z.optional(queryFlag) }),
    response: list(provider),
  }),
  game: endpoint({
    method: 'GET',
    path: 'static/casinoGames/{gameId}',
    auth: 'skin',
    /** `language`: the SDK's addition, the description's language. */
    query: z.object({ provider_id: z.optional(queryPositiveInt), language: z.optional(z.string().check(z.maxLength(5))) }),
    response: gameDetail,
  }),
  /**
   * A visitor's demo launch has no session (`player-or-visitor`): the user-token goes along only
   * when there is one, and without it only `is_demo` launches. A player's real launch needs the
   * session; `user_id`, when sent, must be the player's own.
   */
  play: endpoint({
    method: 'POST',
    path: 'casino/play/{provider_slug}',
    auth: 'player-or-visitor',
    namesPlayer: { in: 'body', key: 'user_id', id: 'user' },
    body: playBody,
    response: playResult,
  }),
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
  // Spec: "Stop game call ... method and path not shown". Closes the player's open session and ends
  // its launch tokens: the game in the iframe can no longer bet.
  stopGame: endpoint({ method: 'DELETE', path: 'casino/sessions', auth: 'player', defined: 'by-sdk', response: okMessage }),
  // Ours: what the reality check shows (time played and net position of the login session).
  playSession: endpoint({ method: 'GET', path: 'casino/sessions', auth: 'player', defined: 'by-sdk', response: playSessionSummary }),
};
