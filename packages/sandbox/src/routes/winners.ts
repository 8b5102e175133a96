import type { Hono } from 'hono';
import { api, winnersDefault } from '@casino-sdk/core/contract';
import { loadBigWins } from '../casino/big-wins';
import { countedAddress } from '../http/client-address';
import type { AppEnv } from '../http/env';
import { route } from '../http/route';
import { enforceLimits } from '../security/rate-limits';

/** A lobby polls it every 30 s; this leaves room for many tabs behind one address. */
const WINNERS_PER_ADDRESS_A_MINUTE = 300;

/** Ours (contract/winners.ts): the lobby's "Recent big wins", for anyone the skin lets in. */
export function registerWinnerRoutes(app: Hono<AppEnv>): void {
  route(app, api.winners.recent, async ({ c, query }) => {
    const { db, clock, limiter, skinId, answerOrigin, winners } = c.var.app;
    enforceLimits(limiter, [{ name: 'winners per address a minute', key: countedAddress(c), max: WINNERS_PER_ADDRESS_A_MINUTE, windowMs: 60_000 }]);
    const now = clock();
    const skin = await skinId();
    const wins = await winners.get(skin, now, () => loadBigWins(db, skin, now, answerOrigin));
    return { data: wins.slice(0, query.limit ?? winnersDefault) };
  });
}
