import './jitless';
import * as z from 'zod/mini';
import { endpoint } from './endpoint';
import { list, okMessage } from './envelope';
import { game } from './casino';
import { queryPositiveInt } from './query';

// Ours, beyond the spec: what players of the big casinos expect in a lobby. None of these calls is
// in the spec, so all are `defined: 'by-sdk'`. They read and change the signed-in player only
// (the session proves who), so no path names a player.

/** At most this many favourites per player: the lobby shows them all on one tab. */
export const favouritesLimit = 200;

/** Games shown in the "Recently played" row unless the call asks for fewer. */
export const recentlyPlayedDefault = 12;

export const favouritesApi = {
  /** The player's favourite games, the most recently added first. */
  list: endpoint({ method: 'GET', path: 'me/favourites', auth: 'player', defined: 'by-sdk', response: list(game) }),
  /**
   * Adds a game (idempotent: adding it again keeps its place). 404 for an unknown game, 422
   * `too_many_favourites` past `favouritesLimit`.
   */
  add: endpoint({ method: 'PUT', path: 'me/favourites/{game_id}', auth: 'player', defined: 'by-sdk', response: okMessage }),
  /** Removes a game; removing one that is not a favourite is not an error. */
  remove: endpoint({ method: 'DELETE', path: 'me/favourites/{game_id}', auth: 'player', defined: 'by-sdk', response: okMessage }),
  /**
   * The games the player last played for real, newest first, each once: from the platform's ledger
   * (bets and wins carry their game), not from launches.
   */
  recentlyPlayed: endpoint({
    method: 'GET',
    path: 'me/recently-played',
    auth: 'player',
    defined: 'by-sdk',
    query: z.object({ limit: z.optional(queryPositiveInt.check(z.lte(48))) }),
    response: list(game),
  }),
};
