import './jitless';
import * as z from 'zod/mini';
import { endpoint } from './endpoint';
import { list } from './envelope';
import { currencyRef, id, money } from './fields';
import { queryPositiveInt } from './query';

// Ours, beyond the spec (issue 24): the progressive jackpots the lobby's tiles and ticker show. A
// game plays for one when its `jackpot_id` (casino/games) names it.

/** A provider's network jackpot and what its pool holds now in one currency. */
export const jackpot = z.object({
  id,
  provider_id: id,
  name: z.string(),
  /** What a win would pay now: the seed and every real bet's share since the last win. */
  amount: money,
  currency: currencyRef,
});
export type Jackpot = z.infer<typeof jackpot>;

export const jackpotApi = {
  /** The jackpots' pools in the currency asked for, the largest first. Public, and a few seconds old at most. */
  list: endpoint({
    method: 'GET',
    path: 'casino/jackpots',
    auth: 'skin',
    defined: 'by-sdk',
    query: z.object({ currency_id: queryPositiveInt }),
    response: list(jackpot),
  }),
};
