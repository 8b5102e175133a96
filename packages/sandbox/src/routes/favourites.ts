import { and, count, desc, eq, inArray, isNotNull, max, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { api, favouritesLimit, recentlyPlayedDefault } from '@casino-sdk/core/contract';
import { gamesInOrder } from '../casino/game-list';
import { games, playerFavourites, transactions } from '../db/schema';
import type { AppEnv } from '../http/env';
import { HttpError, notFound } from '../http/errors';
import { route } from '../http/route';
import { TRANSACTION_TYPE } from '../seed/transaction-types';

/** Ledger rows that mean the player played a game: bets and wins, real or bonus money. */
const PLAY_TYPES = [TRANSACTION_TYPE.casinoBet, TRANSACTION_TYPE.casinoWin, TRANSACTION_TYPE.casinoBonusBet, TRANSACTION_TYPE.casinoBonusWin];

/** The game id of the path; anything but a whole number is a game that does not exist. */
function gameIdOf(param: string | undefined): number {
  if (!/^\d{1,9}$/.test(param ?? '')) throw notFound('Game not found.');
  return Number(param);
}

/** Ours (contract/favourites.ts): favourites and "Recently played" for the signed-in player. */
export function registerFavouriteRoutes(app: Hono<AppEnv>): void {
  route(app, api.favourites.list, async ({ c, player }) => {
    const { db } = c.var.app;
    const rows = await db
      .select({ gameId: playerFavourites.gameId })
      .from(playerFavourites)
      .where(eq(playerFavourites.playerId, player.playerId))
      .orderBy(desc(playerFavourites.createdAt), desc(playerFavourites.gameId));
    return { data: await gamesInOrder(db, rows.map((r) => r.gameId), c.var.app.answerOrigin) };
  });

  route(app, api.favourites.add, async ({ c, params, player }) => {
    const { db, clock } = c.var.app;
    const gameId = gameIdOf(params.game_id);
    const [game] = await db.select({ id: games.id }).from(games).where(eq(games.id, gameId));
    if (!game) throw notFound('Game not found.');
    await db.transaction(async (tx) => {
      // Serialised per player, so two tabs adding at once cannot pass the limit together.
      await tx.execute(sql`select pg_advisory_xact_lock(${player.playerId})`);
      const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(playerFavourites).where(eq(playerFavourites.playerId, player.playerId));
      const [already] = await tx
        .select({ gameId: playerFavourites.gameId })
        .from(playerFavourites)
        .where(and(eq(playerFavourites.playerId, player.playerId), eq(playerFavourites.gameId, gameId)));
      if (already) return;
      if (n >= favouritesLimit) {
        throw new HttpError(422, `You can keep at most ${favouritesLimit} favourite games.`, { code: 'too_many_favourites' });
      }
      await tx.insert(playerFavourites).values({ playerId: player.playerId, gameId, createdAt: clock() });
    });
    return { message: 'Added to favourites.' };
  });

  route(app, api.favourites.remove, async ({ c, params, player }) => {
    const gameId = gameIdOf(params.game_id);
    await c.var.app.db.delete(playerFavourites).where(and(eq(playerFavourites.playerId, player.playerId), eq(playerFavourites.gameId, gameId)));
    return { message: 'Removed from favourites.' };
  });

  route(app, api.favourites.recentlyPlayed, async ({ c, query, player }) => {
    const { db } = c.var.app;
    const lastPlayed = max(transactions.createdAt);
    const rows = await db
      .select({ gameId: transactions.gameId, lastPlayed })
      .from(transactions)
      .where(and(eq(transactions.playerId, player.playerId), isNotNull(transactions.gameId), inArray(transactions.typeId, PLAY_TYPES)))
      .groupBy(transactions.gameId)
      .orderBy(desc(lastPlayed), desc(max(transactions.id)))
      .limit(query.limit ?? recentlyPlayedDefault);
    return { data: await gamesInOrder(db, rows.map((r) => r.gameId!), c.var.app.answerOrigin) };
  });
}
