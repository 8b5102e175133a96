import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Hono } from 'hono';
import { api } from '@casino-sdk/core/contract';
import { currencies, paymentAttempts, transactions as t, transactionTypes } from '../db/schema';
import { notFound } from '../http/errors';
import { expireIfOverdue } from '../payments/settle-attempt';
import type { AppEnv } from '../http/env';
import { route } from '../http/route';
import { utcPeriod } from './utc-period';

/** The player's ledger rows of the period, of one type and one status when asked. */
function matching(playerId: number, query: { from: string; to: string; type?: number; status?: string }): SQL | undefined {
  const { start, end } = utcPeriod(query);
  const where = [eq(t.playerId, playerId), gte(t.createdAt, start), lt(t.createdAt, end)];
  if (query.type !== undefined) where.push(eq(t.typeId, query.type));
  if (query.status !== undefined) where.push(eq(t.status, query.status));
  return and(...where);
}

/**
 * A row's money: real and bonus changes are kept apart in the ledger, and a row moves one or the
 * other, so their sum is the row's amount.
 */
const amountOf = sql<string>`${t.amount} + ${t.bonusAmount}`;

/** Player area §5 Transactions: the player's own ledger, newest first, and the cards' totals. */
export function registerTransactionRoutes(app: Hono<AppEnv>): void {
  route(app, api.transactions.list, async ({ c, query, player }) => {
    const { db } = c.var.app;
    const page = query.page ?? 1;
    const perPage = query.per_page ?? 50;
    const where = matching(player.playerId, query);
    const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(t).where(where);
    const rows = await db
      .select({
        id: t.id,
        createdAt: t.createdAt,
        typeId: t.typeId,
        typeName: transactionTypes.name,
        typeDescription: transactionTypes.description,
        status: t.status,
        currencyId: t.currencyId,
        code: currencies.code,
        symbol: currencies.symbol,
        amount: amountOf,
        balance: t.balanceAfter,
      })
      .from(t)
      .innerJoin(transactionTypes, eq(transactionTypes.id, t.typeId))
      .innerJoin(currencies, eq(currencies.id, t.currencyId))
      .where(where)
      .orderBy(desc(t.createdAt), desc(t.id))
      .limit(perPage)
      .offset((page - 1) * perPage);
    return {
      data: rows.map((row) => ({
        id: row.id,
        created_at: row.createdAt.toISOString(),
        type: { id: row.typeId, name: row.typeName, description: row.typeDescription },
        status: row.status,
        currency: { id: row.currencyId, code: row.code, symbol: row.symbol },
        amount: Number(row.amount),
        balance: Number(row.balance),
      })),
      current_page: page,
      last_page: Math.max(1, Math.ceil(total / perPage)),
      per_page: perPage,
      total,
    };
  });

  // The spec's totals call (type 1, then type 2, with total:1): the signed sum of the matching
  // rows, so a withdrawal's total is negative and a refunded one nets out.
  route(app, api.transactions.total, async ({ c, query, player }) => {
    const [sums] = await c.var.app.db
      .select({ amount: sql<string>`coalesce(sum(${amountOf}), 0)`, count: count() })
      .from(t)
      .where(matching(player.playerId, query));
    return { amount: Number(sums?.amount ?? 0), count: sums?.count ?? 0 };
  });

  // Where a payment provider sends the player back (`/transactions/{transaction_id}`): the payment's
  // id and status, only the player's own; another player's id answers exactly like a missing one.
  route(app, api.transactions.status, async ({ c, params, player }) => {
    const { db, clock } = c.var.app;
    if (!/^\d{1,9}$/.test(params.transactionId ?? '')) throw notFound('Transaction not found.');
    const [attempt] = await db
      .select()
      .from(paymentAttempts)
      .where(and(eq(paymentAttempts.id, Number(params.transactionId)), eq(paymentAttempts.playerId, player.playerId)));
    if (!attempt) throw notFound('Transaction not found.');
    const now = await expireIfOverdue(db, attempt, clock());
    return { id: now.id, status: now.status };
  });
}
