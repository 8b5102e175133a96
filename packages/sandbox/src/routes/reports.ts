import { and, asc, count, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { Hono } from 'hono';
import { api } from '@casino-sdk/core/contract';
import { casinoReportRows, currencies, games, providers } from '../db/schema';
import type { AppEnv } from '../http/env';
import { HttpError } from '../http/errors';
import { route } from '../http/route';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function day(field: 'from' | 'to', value: string): string {
  const date = new Date(`${value}T00:00:00Z`);
  if (!DAY.test(value) || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) {
    throw new HttpError(422, `The ${field} date must be a Y-M-D date.`, { code: 'validation_failed', errors: { [field]: ['Expected a Y-M-D date.'] } });
  }
  return value;
}

const sum = (column: SQL | typeof casinoReportRows.bets) => sql<string>`coalesce(sum(${column}), 0)`;

/** Player area §5 Reports: one row per game and UTC day the player played, from every round. */
export function registerReportRoutes(app: Hono<AppEnv>): void {
  route(app, api.reports.casino, async ({ c, query, player }) => {
    const { db } = c.var.app;
    const page = query.page ?? 1;
    const perPage = query.per_page ?? 50;
    const where: SQL[] = [
      eq(casinoReportRows.playerId, player.playerId),
      gte(casinoReportRows.day, day('from', query.from)),
      lte(casinoReportRows.day, day('to', query.to)),
    ];
    if (query.provider !== undefined) where.push(eq(casinoReportRows.providerId, query.provider));
    const type = query.type ?? 'all';
    // Real rows are those with real-money bets, bonus rows those with bonus bets; all counts both.
    if (type === 'real') where.push(sql`${casinoReportRows.bets} > 0`);
    if (type === 'bonus') where.push(sql`${casinoReportRows.bonusBets} > 0`);
    const condition = and(...where);

    const [totals] = await db
      .select({
        total: count(),
        bets: sum(casinoReportRows.bets),
        bonusBets: sum(casinoReportRows.bonusBets),
        wins: sum(casinoReportRows.wins),
        bonusWins: sum(casinoReportRows.bonusWins),
      })
      .from(casinoReportRows)
      .where(condition);
    const rows = await db
      .select({ row: casinoReportRows, game: games.name, provider: providers.name, code: currencies.code, symbol: currencies.symbol })
      .from(casinoReportRows)
      .innerJoin(games, eq(games.id, casinoReportRows.gameId))
      .innerJoin(providers, eq(providers.id, casinoReportRows.providerId))
      .innerJoin(currencies, eq(currencies.id, casinoReportRows.currencyId))
      .where(condition)
      .orderBy(asc(casinoReportRows.day), asc(casinoReportRows.id))
      .limit(perPage)
      .offset((page - 1) * perPage);

    const figures = (real: string, bonus: string) => (type === 'real' ? Number(real) : type === 'bonus' ? Number(bonus) : Number(real) + Number(bonus));
    const round = (value: number) => Math.round(value * 100) / 100;
    const total = totals?.total ?? 0;
    const t = { bets: Number(totals?.bets ?? 0), bonusBets: Number(totals?.bonusBets ?? 0), wins: Number(totals?.wins ?? 0), bonusWins: Number(totals?.bonusWins ?? 0) };
    const netOf = type === 'real' ? t.wins - t.bets : type === 'bonus' ? t.bonusWins - t.bonusBets : t.wins + t.bonusWins - t.bets - t.bonusBets;
    return {
      data: rows.map(({ row, game, provider, code, symbol }) => {
        const bets = figures(row.bets, row.bonusBets);
        const wins = figures(row.wins, row.bonusWins);
        return {
          id: row.id,
          created_at: `${row.day}T00:00:00.000Z`,
          currency: { id: row.currencyId, code, symbol },
          game,
          provider,
          bets_count: row.betsCount,
          bets: round(bets),
          wins: round(wins),
          net: round(wins - bets),
        };
      }),
      current_page: page,
      last_page: Math.max(1, Math.ceil(total / perPage)),
      per_page: perPage,
      total,
      totals: { bets: round(t.bets), bonus_bets: round(t.bonusBets), wins: round(t.wins), bonus_wins: round(t.bonusWins), net: round(netOf) },
    };
  });
}
