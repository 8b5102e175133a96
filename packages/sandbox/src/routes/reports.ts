import { and, asc, eq, gte, inArray, isNotNull, lt, min, sql, type SQL } from 'drizzle-orm';
import type { Hono } from 'hono';
import { api, type CasinoReportQuery } from '@casino-sdk/core/contract';
import { currencies, games, providers, transactions as t } from '../db/schema';
import type { AppEnv } from '../http/env';
import { route } from '../http/route';
import { TRANSACTION_TYPE as T } from '../seed/transaction-types';
import { utcPeriod } from './utc-period';

/** Ledger rows of play: real and bonus bets and wins, and refunds of bets. */
const PLAY_TYPES = [T.casinoBet, T.casinoWin, T.casinoRefund, T.casinoBonusBet, T.casinoBonusWin];

/** A sum of one column over some of the group's types, zero when none; numeric, as a string. */
const sumOf = (column: typeof t.amount | typeof t.bonusAmount, types: number[], sign: '' | '-' = '') =>
  sql<string>`coalesce(${sql.raw(sign)}sum(${column}) filter (where ${inArray(t.typeId, types)}), 0)`;

/**
 * Player area §5 Reports: one row per UTC day and game the player played, summed in SQL from the
 * ledger itself (every bet and win of the demo slot is a ledger row). Real money and bonus money
 * are summed apart: `type` real shows the real figures of days with real bets, bonus the bonus
 * figures of days with bonus bets, all both added up.
 */
export function registerReportRoutes(app: Hono<AppEnv>): void {
  route(app, api.reports.casino, async ({ c, query, player }) => {
    const { db } = c.var.app;
    const page = query.page ?? 1;
    const perPage = query.per_page ?? 50;
    const { start, end } = utcPeriod(query);
    const where = [eq(t.playerId, player.playerId), gte(t.createdAt, start), lt(t.createdAt, end), isNotNull(t.gameId), inArray(t.typeId, PLAY_TYPES)];
    if (query.provider !== undefined) where.push(eq(t.providerId, query.provider));

    const day = sql<string>`to_char(${t.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
    const played = db
      .select({
        id: min(t.id).as('first_id'),
        day: day.as('played_day'),
        gameId: t.gameId,
        providerId: t.providerId,
        currencyId: t.currencyId,
        realCount: sql<number>`(count(*) filter (where ${eq(t.typeId, T.casinoBet)}))::int`.as('real_count'),
        bonusCount: sql<number>`(count(*) filter (where ${eq(t.typeId, T.casinoBonusBet)}))::int`.as('bonus_count'),
        bets: sumOf(t.amount, [T.casinoBet, T.casinoRefund], '-').as('bets'),
        wins: sumOf(t.amount, [T.casinoWin]).as('wins'),
        bonusBets: sumOf(t.bonusAmount, [T.casinoBonusBet, T.casinoRefund], '-').as('bonus_bets'),
        bonusWins: sumOf(t.bonusAmount, [T.casinoBonusWin]).as('bonus_wins'),
      })
      .from(t)
      .where(and(...where))
      .groupBy(day, t.gameId, t.providerId, t.currencyId)
      .as('played');

    const figures = figuresOf(query.type ?? 'all', played);
    const [totals] = await db
      .select({
        total: sql<number>`count(*)::int`,
        bets: sql<string>`coalesce(sum(${played.bets}), 0)`,
        bonusBets: sql<string>`coalesce(sum(${played.bonusBets}), 0)`,
        wins: sql<string>`coalesce(sum(${played.wins}), 0)`,
        bonusWins: sql<string>`coalesce(sum(${played.bonusWins}), 0)`,
        net: sql<string>`coalesce(sum(${figures.wins} - ${figures.bets}), 0)`,
      })
      .from(played)
      .where(figures.having);
    const rows = await db
      .select({
        id: played.id,
        day: played.day,
        game: games.name,
        provider: providers.name,
        currencyId: played.currencyId,
        code: currencies.code,
        symbol: currencies.symbol,
        betsCount: figures.count,
        bets: figures.bets,
        wins: figures.wins,
        net: sql<string>`${figures.wins} - ${figures.bets}`,
      })
      .from(played)
      .innerJoin(games, eq(games.id, played.gameId))
      .innerJoin(providers, eq(providers.id, played.providerId))
      .innerJoin(currencies, eq(currencies.id, played.currencyId))
      .where(figures.having)
      .orderBy(asc(played.day), asc(played.id))
      .limit(perPage)
      .offset((page - 1) * perPage);

    const total = totals?.total ?? 0;
    return {
      data: rows.map((row) => ({
        id: row.id!,
        created_at: `${row.day}T00:00:00.000Z`,
        currency: { id: row.currencyId, code: row.code, symbol: row.symbol },
        game: row.game,
        provider: row.provider,
        bets_count: Number(row.betsCount),
        bets: Number(row.bets),
        wins: Number(row.wins),
        net: Number(row.net),
      })),
      current_page: page,
      last_page: Math.max(1, Math.ceil(total / perPage)),
      per_page: perPage,
      total,
      totals: {
        bets: Number(totals?.bets ?? 0),
        bonus_bets: Number(totals?.bonusBets ?? 0),
        wins: Number(totals?.wins ?? 0),
        bonus_wins: Number(totals?.bonusWins ?? 0),
        net: Number(totals?.net ?? 0),
      },
    };
  });

  route(app, api.reports.providers, async ({ c, player }) => {
    const rows = await c.var.app.db
      .selectDistinct({ id: providers.id, name: providers.name, slug: providers.slug })
      .from(t)
      .innerJoin(providers, eq(providers.id, t.providerId))
      .where(and(eq(t.playerId, player.playerId), inArray(t.typeId, PLAY_TYPES)))
      .orderBy(asc(providers.name), asc(providers.id));
    return { data: rows };
  });
}

interface Played {
  realCount: SQL.Aliased<number>;
  bonusCount: SQL.Aliased<number>;
  bets: SQL.Aliased<string>;
  wins: SQL.Aliased<string>;
  bonusBets: SQL.Aliased<string>;
  bonusWins: SQL.Aliased<string>;
}

/** A row's figures for the report's type, and which rows the type keeps. */
function figuresOf(type: NonNullable<CasinoReportQuery['type']>, p: Played) {
  if (type === 'real') return { count: sql<number>`${p.realCount}`, bets: sql<string>`${p.bets}`, wins: sql<string>`${p.wins}`, having: sql`${p.realCount} > 0` };
  if (type === 'bonus') return { count: sql<number>`${p.bonusCount}`, bets: sql<string>`${p.bonusBets}`, wins: sql<string>`${p.bonusWins}`, having: sql`${p.bonusCount} > 0` };
  return {
    count: sql<number>`${p.realCount} + ${p.bonusCount}`,
    bets: sql<string>`(${p.bets} + ${p.bonusBets})`,
    wins: sql<string>`(${p.wins} + ${p.bonusWins})`,
    having: undefined,
  };
}
