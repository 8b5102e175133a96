import './jitless';
import * as z from 'zod/mini';
import { endpoint } from './endpoint';
import { list } from './envelope';
import { currencyRef, money, timestamp } from './fields';
import { game } from './casino';
import { queryPositiveInt } from './query';

// Ours, beyond the spec: the lobby's "Recent big wins" (issue 24), shown when the skin's
// `ui_options.top_winnings` is on. Public (a visitor's lobby shows it), so it names no player.

/** Wins in the feed unless the call asks for fewer; `winnersLimit` at most. */
export const winnersDefault = 12;
export const winnersLimit = 24;

/**
 * A player's nickname as the feed shows it: its first and last letter around three stars
 * (`j***n`), the first letter alone for a name too short to hide. The shape is checked, so a
 * platform that sent a whole nickname would show nothing rather than name its player.
 */
export const maskedNickname = z.string().check(z.regex(/^[^*\s]\*{3}[^*\s]?$/u));

/** One big win from the platform's ledger: real money only, never a demo or a bonus win. */
export const bigWin = z.object({
  nickname: maskedNickname,
  game: z.pick(game, { id: true, provider_id: true, name: true, image: true }),
  amount: money,
  currency: currencyRef,
  /** When the win was booked, UTC. */
  created_at: timestamp,
});
export type BigWin = z.infer<typeof bigWin>;

export const winnersApi = {
  /** The latest big wins, newest first (the platform's rule of "big": docs/decisions/0059-winners-feed.md). */
  recent: endpoint({
    method: 'GET',
    path: 'casino/winners',
    auth: 'skin',
    defined: 'by-sdk',
    query: z.object({ limit: z.optional(queryPositiveInt.check(z.lte(winnersLimit))) }),
    response: list(bigWin),
  }),
};
