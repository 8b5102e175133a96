import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { currencies, games, players, transactions } from '../db/schema';
import { TRANSACTION_TYPE } from './transaction-types';

/**
 * How much history a seeded player gets: `days` back from the seed, `roundsPerDay` slot rounds a
 * day, and `bigWins` rounds of the last week that the winners feed shows (12 to 199 times the bet).
 */
export interface PlayHistory {
  days: number;
  roundsPerDay: number;
  bigWins?: number;
}

/** The slots big wins are drawn on: the lobby's first screen, so the feed names games a visitor sees. */
const BIG_WIN_GAMES = 48;

/** The games the history is played on: the catalogue's first few, with their providers. */
const GAMES_PLAYED = 6;

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Writes months of ledger rows for a seeded player in three statements, the way the cashier and the
 * demo slot would have: a deposit a week, a withdrawal a month (the latest one still pending), a
 * bonus a month spent on bonus bets that day, and slot rounds every day (a bet, and a win for about
 * a third of them), and the big wins of the last week if any. Amounts come from `hashtext`, so every seed writes the same history. The
 * balances after each row are then summed in order over the player's whole ledger (its opening
 * rows too), and the player's balances and lifetime sums set to where the ledger ends.
 */
export async function seedPlayHistory(tx: Tx, playerId: number, currencyId: number, now: Date, history: PlayHistory): Promise<void> {
  const played = await tx.select({ id: games.id, providerId: games.providerId }).from(games).orderBy(asc(games.id)).limit(GAMES_PLAYED);
  if (played.length === 0) return;
  const gameIds = JSON.stringify(played.map((g) => g.id));
  const providerIds = JSON.stringify(played.map((g) => g.providerId));
  const T = TRANSACTION_TYPE;
  const weeklyDeposit = 20 * history.roundsPerDay;

  await tx.execute(sql`
    with days as (
      select d, date_trunc('day', ${now}::timestamptz at time zone 'UTC') at time zone 'UTC' - make_interval(days => d) as start
      from generate_series(0, ${history.days - 1}::int) as d
    ),
    rounds as (
      select d, r, start + make_interval(hours => 10, secs => r * (43200 / ${history.roundsPerDay}::int)) as at,
        abs(hashtext(d || ':' || r)) as h, d % 30 = 15 and r <= 4 as from_bonus
      from days cross join generate_series(1, ${history.roundsPerDay}::int) as r
    ),
    bets as (
      select *, case when from_bonus then 1.00 else 1 + (h % 400) / 100.0 end as bet,
        (${gameIds}::jsonb ->> (h % ${played.length}::int))::int as game_id,
        (${providerIds}::jsonb ->> (h % ${played.length}::int))::int as provider_id
      from rounds
    ),
    big_games as (
      select id, provider_id, row_number() over (order by rank, id) - 1 as k
      from (select id, provider_id, rank from ${games} where is_enabled and type = 'slot' order by rank, id limit ${BIG_WIN_GAMES}) as first_screen
    ),
    big_rounds as (
      select i, at, bet, bet * (12 + h / 7 % 188) as win, g.id as game_id, g.provider_id
      from (
        select i, abs(hashtext(${playerId}::text || ':big:' || i)) as h,
          ${now}::timestamptz - make_interval(mins => 5 + abs(hashtext(${playerId}::text || ':big-at:' || i)) % (7 * 24 * 60)) as at,
          round((array[1, 2, 5, 10])[1 + abs(hashtext(${playerId}::text || ':big-bet:' || i)) % 4] * (select rate from ${currencies} where id = ${currencyId}::int)) as bet
        from generate_series(1, ${history.bigWins ?? 0}::int) as i
      ) as drawn
      join big_games g on g.k = drawn.h % (select count(*) from big_games)
    ),
    moves (type_id, status, amount, bonus_amount, game_id, provider_id, reference, note, at) as (
      select ${T.deposit}::int, 'success'::text, ${weeklyDeposit}::numeric, 0::numeric, null::int, null::int, null, 'Deposit (seed history)', start + interval '9 hours'
        from days where d % 7 = 3
      union all
      select ${T.withdraw}::int, case when d = 10 then 'pending' else 'success' end, -50::numeric, 0, null, null, null, 'Withdrawal (seed history)', start + interval '20 hours'
        from days where d % 30 = 10
      union all
      select ${T.bonusAssigned}::int, 'success', 0, 10::numeric, null, null, null, 'Bonus (seed history)', start + interval '8 hours'
        from days where d % 30 = 15
      union all
      select case when from_bonus then ${T.casinoBonusBet}::int else ${T.casinoBet}::int end, 'success',
        case when from_bonus then 0 else -bet end, case when from_bonus then -bet else 0 end,
        game_id, provider_id, 'seed-' || d || '-' || r, null, at
        from bets
      union all
      select case when from_bonus then ${T.casinoBonusWin}::int else ${T.casinoWin}::int end, 'success',
        case when from_bonus then 0 else round(bet * (1.9 + (h / 3 % 200) / 100.0), 2) end,
        case when from_bonus then 2.00 else 0 end,
        game_id, provider_id, 'seed-' || d || '-' || r, null, at + interval '1 second'
        from bets where h % 3 = 0
      union all
      select ${T.casinoBet}::int, 'success', -bet, 0, game_id, provider_id, 'seed-big-' || i, null, at from big_rounds
      union all
      select ${T.casinoWin}::int, 'success', win, 0, game_id, provider_id, 'seed-big-' || i, null, at + interval '3 seconds' from big_rounds
    )
    insert into ${transactions} (player_id, type_id, status, currency_id, amount, bonus_amount, balance_after, bonus_balance_after,
      game_id, provider_id, reference, note, created_at, updated_at)
    select ${playerId}, type_id, status, ${currencyId}, amount, bonus_amount, 0, 0, game_id, provider_id, reference, note, at, at
    from moves where at < ${now}::timestamptz`);

  await tx.execute(sql`
    update ${transactions} t set balance_after = running.total, bonus_balance_after = running.bonus
    from (
      select id, sum(amount) over w as total, sum(bonus_amount) over w as bonus
      from ${transactions} where player_id = ${playerId}
      window w as (order by created_at, id)
    ) as running
    where t.id = running.id`);

  await tx
    .update(players)
    .set({
      balanceTotal: sql`(select coalesce(sum(amount), 0) from ${transactions} where player_id = ${playerId})`,
      balanceBonus: sql`(select coalesce(sum(bonus_amount), 0) from ${transactions} where player_id = ${playerId})`,
      balanceDeposited: sql`(select coalesce(sum(amount), 0) from ${transactions} where player_id = ${playerId} and type_id = ${T.deposit}::int)`,
      balanceWithdrawn: sql`(select coalesce(-sum(amount), 0) from ${transactions} where player_id = ${playerId} and type_id = ${T.withdraw}::int)`,
    })
    .where(eq(players.id, playerId));
}
