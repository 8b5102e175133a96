import './jitless';
import * as z from 'zod/mini';
import { limitRefusal } from './error';
import { money } from './fields';

// Not an API call: the postMessage protocol between the site's game frame and a game in its iframe.
// The frame accepts a message only from the launch URL's origin and only in one of these shapes;
// anything else is ignored. Amounts are in the launch's currency, major units.

/** The site tells the game to stop taking spins (a dialog covers it) and to carry on. */
export const siteToGameMessage = z.discriminatedUnion('type', [
  z.object({ source: z.literal('casino-site'), type: z.literal('pause') }),
  z.object({ source: z.literal('casino-site'), type: z.literal('resume') }),
]);
export type SiteToGameMessage = z.infer<typeof siteToGameMessage>;

const fromGame = { source: z.literal('casino-game') };

/** What a game tells the site: it is ready, its balance moved, a round ended. */
export const gameToSiteMessage = z.discriminatedUnion('type', [
  z.object({ ...fromGame, type: z.literal('ready'), demo: z.boolean() }),
  z.object({ ...fromGame, type: z.literal('balance-changed'), balance: money, bonus: money, currency: z.string().check(z.length(3)) }),
  z.object({ ...fromGame, type: z.literal('round-finished'), bet: money, win: money, bonus: z.boolean() }),
  /** The game refused a spin; `code` is the server's (limit_reached, insufficient_balance ...), `refusal` a limit's figures. */
  z.object({ ...fromGame, type: z.literal('refused'), code: z.string(), message: z.string(), refusal: z.optional(limitRefusal) }),
]);
export type GameToSiteMessage = z.infer<typeof gameToSiteMessage>;
