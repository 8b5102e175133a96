import { desc, asc, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { api, type Jackpot } from '@casino-sdk/core/contract';
import { currencies, jackpotPools, jackpots } from '../db/schema';
import { FreshAnswers } from '../casino/fresh-answers';
import type { AppEnv } from '../http/env';
import { countedAddress } from '../http/client-address';
import { route } from '../http/route';
import { enforceLimits } from '../security/rate-limits';

/** Every lobby tab polls the jackpots (every 10 s); an answer this old is served to all of them. */
export const JACKPOTS_FRESH_MS = 2_000;

/** Ten tabs of one address polling, with room for reloads. */
const JACKPOT_LIMITS_PER_MINUTE = 300;

export function registerJackpotRoutes(app: Hono<AppEnv>): void {
  const answers = new FreshAnswers<number, Jackpot[]>(JACKPOTS_FRESH_MS);

  route(app, api.jackpots.list, async ({ c, query }) => {
    const { clock, db, limiter } = c.var.app;
    enforceLimits(limiter, [{ name: 'jackpots per address a minute', key: countedAddress(c), max: JACKPOT_LIMITS_PER_MINUTE, windowMs: 60_000 }]);
    const data = await answers.get(query.currency_id, clock(), () =>
      db
        .select({ id: jackpots.id, providerId: jackpots.providerId, name: jackpots.name, amount: jackpotPools.amount, currencyId: currencies.id, code: currencies.code, symbol: currencies.symbol })
        .from(jackpotPools)
        .innerJoin(jackpots, eq(jackpots.id, jackpotPools.jackpotId))
        .innerJoin(currencies, eq(currencies.id, jackpotPools.currencyId))
        .where(eq(jackpotPools.currencyId, query.currency_id))
        .orderBy(desc(jackpotPools.amount), asc(jackpots.id))
        .then((rows) => rows.map((r): Jackpot => ({ id: r.id, provider_id: r.providerId, name: r.name, amount: Number(r.amount), currency: { id: r.currencyId, code: r.code.trim(), symbol: r.symbol } }))),
    );
    return { data };
  });
}
