import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { LimitRefusal } from '@casino-sdk/core/contract';
import type { JurisdictionProfile } from '@casino-sdk/core/rules';
import type { Database } from '../db/database';
import { gameSessions, transactions, type players } from '../db/schema';
import { HttpError } from '../http/errors';
import { TRANSACTION_TYPE } from '../seed/transaction-types';

// Whether an amount may be deposited or staked now (decision 0049). Sums and comparisons are SQL
// numeric over the ledger (`transactions`), in UTC windows: the day from midnight, the ISO week from
// Monday, the calendar month from the 1st.

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Player = typeof players.$inferSelect;
type Period = LimitRefusal['period'];

const TRUNC = { day: 'day', week: 'week', month: 'month' } as const;

interface Window {
  rule: LimitRefusal['rule'];
  period: Period;
  limit: string | null;
}

/** The ledger rows that count against a rule, as a signed SQL sum (positive: used). */
function usedSql(rule: LimitRefusal['rule'], profile: JurisdictionProfile) {
  const { deposit, withdraw, casinoBet, casinoBonusBet, casinoWin, casinoBonusWin } = TRANSACTION_TYPE;
  const t = transactions;
  const change = sql`(${t.amount} + ${t.bonusAmount})`;
  if (rule === 'max_daily_bet') return sql`coalesce(sum(case when ${t.typeId} in (${casinoBet}, ${casinoBonusBet}) then -${change} else 0 end), 0)`;
  if (rule === 'max_daily_loss') {
    return sql`coalesce(sum(case when ${t.typeId} in (${casinoBet}, ${casinoBonusBet}, ${casinoWin}, ${casinoBonusWin}) then -${change} else 0 end), 0)`;
  }
  // Deposits count when made (pending ones too, so parallel deposits cannot pass the limit); a net
  // profile gives withdrawals' room back, a gross one (UKGC) never does.
  const withdrawals = profile.grossDepositLimit ? sql`0` : sql`case when ${t.typeId} = ${withdraw} and ${t.status} = 'success' then ${t.amount} else 0 end`;
  return sql`coalesce(sum(case when ${t.typeId} = ${deposit} and ${t.status} in ('success', 'pending') then ${t.amount} else 0 end + ${withdrawals}), 0)`;
}

/** The first window the amount would overrun, as a refusal; null when every window has room. */
async function firstRefusal(tx: Tx, playerId: number, windows: Window[], amount: number, now: Date, profile: JurisdictionProfile): Promise<LimitRefusal | null> {
  const at = sql`${now.toISOString()}::timestamptz`;
  for (const window of windows) {
    if (window.limit === null) continue;
    const unit = TRUNC[window.period];
    const start = sql`(date_trunc(${unit}, ${at} at time zone 'UTC') at time zone 'UTC')`;
    const used = usedSql(window.rule, profile);
    const limit = sql`${window.limit}::numeric`;
    const [row] = await tx
      .select({
        used: sql<string>`(${used})::text`,
        remaining: sql<string>`greatest(${limit} - ${used}, 0)::text`,
        over: sql<boolean>`${used} + ${String(amount)}::numeric > ${limit}`,
        resetsAt: sql<string>`to_char((${start} + ('1 ' || ${unit})::interval) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
      })
      .from(transactions)
      .where(and(eq(transactions.playerId, playerId), gte(transactions.createdAt, sql`${start}`), lte(transactions.createdAt, now)));
    if (row?.over) return { rule: window.rule, period: window.period, used: Number(row.used), remaining: Number(row.remaining), resetsAt: row.resetsAt };
  }
  return null;
}

function refusalError(refusal: LimitRefusal, message: string): HttpError {
  return new HttpError(422, message, { code: 'limit_reached', refusal });
}

/** Throws `limit_reached` when the stake would pass the day's bet limit, or could pass its loss limit. */
export async function checkStake(tx: Tx, player: Player, bet: number, now: Date, profile: JurisdictionProfile): Promise<void> {
  const refusal = await firstRefusal(tx, player.id, [
    { rule: 'max_daily_bet', period: 'day', limit: player.maxDailyBet },
    { rule: 'max_daily_loss', period: 'day', limit: player.maxDailyLoss },
  ], bet, now, profile);
  if (refusal) throw refusalError(refusal, refusal.rule === 'max_daily_bet' ? 'This bet would go past your daily bet limit.' : 'This bet could go past your daily loss limit.');
}

/** Why a deposit of `amount` may not be made now (the deposit calls it before taking money), or null. */
export function depositRefusal(
  tx: Tx,
  player: Pick<Player, 'id' | 'maxDailyDeposit' | 'maxWeeklyDeposit' | 'maxMonthlyDeposit'>,
  amount: number,
  now: Date,
  profile: JurisdictionProfile,
): Promise<LimitRefusal | null> {
  return firstRefusal(tx, player.id, [
    { rule: 'max_daily_deposit', period: 'day', limit: player.maxDailyDeposit },
    { rule: 'max_weekly_deposit', period: 'week', limit: player.maxWeeklyDeposit },
    { rule: 'max_monthly_deposit', period: 'month', limit: player.maxMonthlyDeposit },
  ], amount, now, profile);
}

/** The error a refused deposit answers with. */
export function depositLimitError(refusal: LimitRefusal): HttpError {
  return refusalError(refusal, 'This deposit would go past your deposit limit.');
}

/** Throws `daily_playing_time` once the player's real game sessions have overlapped the UTC day by the limit. */
export async function checkPlayingTime(db: Pick<Database, 'select'>, player: Player, now: Date): Promise<void> {
  if (player.maxDailyPlayingTime === null) return;
  const at = sql`${now.toISOString()}::timestamptz`;
  const midnight = sql`(date_trunc('day', ${at} at time zone 'UTC') at time zone 'UTC')`;
  const ended = sql`coalesce(${gameSessions.endedAt}, ${at})`;
  const [played] = await db
    .select({ over: sql<boolean>`coalesce(sum(extract(epoch from (${ended} - greatest(${gameSessions.startedAt}, ${midnight})))), 0) >= ${player.maxDailyPlayingTime * 60}` })
    .from(gameSessions)
    .where(and(eq(gameSessions.playerId, player.id), eq(gameSessions.isDemo, false), sql`${ended} > ${midnight}`));
  if (played?.over) throw new HttpError(422, 'You have reached your daily playing time.', { code: 'daily_playing_time' });
}
