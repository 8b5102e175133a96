import { and, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { gameSessions, playerBonuses, players, slotRounds, transactions } from '../db/schema';
import { HttpError } from '../http/errors';
import { spin, type SpinOutcome } from '../provider/demo-slots/slot-maths';
import type { RoundDraws } from '../provider/demo-slots/slot-random';
import { TRANSACTION_TYPE } from '../seed/transaction-types';
import { loadStanding, playRefusal } from './launch-guard';
import type { Launch } from './launches';
import { playJackpot } from './jackpot';
import { holdForRealityCheck } from './reality-check';
import { checkPlayingTime, checkStake } from '../protection/limits';
import { activateDueRequests, playerProfile } from '../protection/limit-requests';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface RoundResult extends SpinOutcome {
  round: number;
  bet: number;
  /** Real-money balance after the round (the demo balance in demo mode). */
  balance: number;
  bonus: number;
  /** The bet came from bonus money (types 7 and 8). */
  fromBonus: boolean;
  /** The jackpot this round won, paid on top of `win` (real money only). */
  jackpot?: number;
}

const cents = (value: string | number) => Math.round(Number(value) * 100);
const fixed = (centsValue: number) => (centsValue / 100).toFixed(2);

/**
 * Plays round `round` of a launch: the bet leaves the wallet, the outcome is drawn at this moment
 * from `draws` (the CSPRNG outside tests), the win comes back, and the ledger, the day's casino
 * report row and the round's record say so, all in one database transaction. `round` is the next
 * round the game expects: a retry of a round already played with the same bet gets that round's
 * recorded answer again (nothing moves), any other repeated or skipped round is refused, so no
 * round is paid twice.
 */
export async function playRound(db: Database, launch: Launch, bet: number, round: number, now: Date, draws: RoundDraws): Promise<RoundResult> {
  // Its own statement, before the round's transaction: the status it sets must stay when the round is refused.
  if (!launch.isDemo) {
    await activateDueRequests(db, launch.playerId!, now);
    await holdForRealityCheck(db, launch.playerId, now);
  }
  return db.transaction(async (tx) => {
    // The counter moves only if nobody played this round yet: the row update is the lock.
    const [claimed] = await tx
      .update(gameSessions)
      .set({ rounds: round })
      .where(and(eq(gameSessions.id, launch.id), eq(gameSessions.rounds, round - 1)))
      .returning({ rounds: gameSessions.rounds });
    if (!claimed) {
      const [played] = await tx
        .select({ bet: slotRounds.bet, result: slotRounds.result })
        .from(slotRounds)
        .where(and(eq(slotRounds.gameSessionId, launch.id), eq(slotRounds.round, round)));
      if (played && cents(played.bet) === cents(bet)) return played.result as RoundResult;
      throw new HttpError(409, 'This round was already played.', { code: 'round_out_of_order' });
    }

    const random = draws(round);
    const outcome = spin(random, bet);
    // Drawn after the reels, so the grids of a seeded round stay as they were before jackpots.
    const jackpotDraw = random();
    const result = launch.isDemo ? await playDemoRound(tx, launch, bet, round, outcome) : await playRealRound(tx, launch, bet, round, outcome, jackpotDraw, now);
    await tx.insert(slotRounds).values({ gameSessionId: launch.id, round, bet: fixed(cents(bet)), result, createdAt: now });
    return result;
  });
}

async function playDemoRound(tx: Tx, launch: Launch, bet: number, round: number, outcome: SpinOutcome): Promise<RoundResult> {
  const delta = fixed(cents(outcome.win) - cents(bet));
  const [row] = await tx
    .update(gameSessions)
    .set({ demoBalance: sql`${gameSessions.demoBalance} + ${delta}::numeric` })
    .where(and(eq(gameSessions.id, launch.id), gte(gameSessions.demoBalance, fixed(cents(bet)))))
    .returning({ demoBalance: gameSessions.demoBalance });
  if (!row) throw insufficientBalance();
  return { ...outcome, round, bet, balance: Number(row.demoBalance), bonus: 0, fromBonus: false };
}

async function playRealRound(tx: Tx, launch: Launch, bet: number, round: number, outcome: SpinOutcome, jackpotDraw: number, now: Date): Promise<RoundResult> {
  const playerId = launch.playerId!;
  const refusal = playRefusal(await loadStanding(tx, playerId), now);
  if (refusal) throw refusal;

  const [player] = await tx.select().from(players).where(eq(players.id, playerId)).for('update');
  if (!player) throw new HttpError(404, 'Player not found.');
  await checkDailyLimits(tx, player, bet, now);

  const bonus = launch.campaignId === null ? null : await activeBonusOf(tx, playerId, launch.campaignId, now);
  if (bonus?.maxBet !== null && bonus?.maxBet !== undefined && cents(bet) > cents(bonus.maxBet)) {
    throw new HttpError(422, `The campaign allows bets of at most ${Number(bonus.maxBet).toFixed(2)}.`, { code: 'bonus_max_bet' });
  }
  // Bonus money plays while the campaign is on and it covers the bet; then real money.
  const fromBonus = bonus !== null && cents(player.balanceBonus) >= cents(bet);
  if (!fromBonus && cents(player.balanceTotal) < cents(bet)) throw insufficientBalance();

  const wallet = fromBonus ? players.balanceBonus : players.balanceTotal;
  const move = async (amountCents: number, typeId: number, reference = `${launch.id}-${round}`) => {
    const delta = fixed(amountCents);
    const [after] = await tx
      .update(players)
      .set(fromBonus ? { balanceBonus: sql`${wallet} + ${delta}::numeric`, updatedAt: now } : { balanceTotal: sql`${wallet} + ${delta}::numeric`, updatedAt: now })
      .where(eq(players.id, playerId))
      .returning({ total: players.balanceTotal, bonus: players.balanceBonus });
    await tx.insert(transactions).values({
      playerId,
      typeId,
      status: 'success',
      currencyId: player.currencyId,
      amount: fromBonus ? '0' : delta,
      bonusAmount: fromBonus ? delta : '0',
      balanceAfter: after!.total,
      bonusBalanceAfter: after!.bonus,
      gameId: launch.gameId,
      providerId: launch.providerId,
      gameSessionId: launch.id,
      reference,
      createdAt: now,
      updatedAt: now,
    });
    return after!;
  };

  let after = await move(-cents(bet), fromBonus ? TRANSACTION_TYPE.casinoBonusBet : TRANSACTION_TYPE.casinoBet);
  if (outcome.win > 0) after = await move(cents(outcome.win), fromBonus ? TRANSACTION_TYPE.casinoBonusWin : TRANSACTION_TYPE.casinoWin);
  // Bonus money neither feeds nor wins the jackpot: the pool is real money the operator owes.
  const jackpot = fromBonus
    ? null
    : await playJackpot(tx, { gameId: launch.gameId, currencyId: player.currencyId, playerId, gameSessionId: launch.id, round, bet: fixed(cents(bet)), draw: jackpotDraw, now });
  if (jackpot) after = await move(cents(jackpot.amount), TRANSACTION_TYPE.casinoWin, `${launch.id}-${round}-jackpot`);

  if (fromBonus) {
    await tx
      .update(playerBonuses)
      .set({ wagered: sql`${playerBonuses.wagered} + ${fixed(cents(bet))}::numeric` })
      .where(eq(playerBonuses.playerId, playerId));
  }
  return { ...outcome, round, bet, balance: Number(after.total), bonus: Number(after.bonus), fromBonus, ...(jackpot ? { jackpot: Number(jackpot.amount) } : {}) };
}

function insufficientBalance(): HttpError {
  return new HttpError(422, 'Insufficient balance.', { code: 'insufficient_balance' });
}

/** The player's bonus of this campaign while it runs; null once expired or for another campaign. */
export async function activeBonusOf(db: Pick<Database, 'select'>, playerId: number, campaignId: number, now: Date) {
  const [bonus] = await db.select().from(playerBonuses).where(and(eq(playerBonuses.playerId, playerId), eq(playerBonuses.campaignId, campaignId)));
  if (!bonus || (bonus.expiresAt && bonus.expiresAt <= now)) return null;
  return bonus;
}

/**
 * The bet and loss limits of the UTC day, from the day's bets and wins in the ledger,
 * and the daily playing time from the day's real game sessions.
 */
async function checkDailyLimits(tx: Tx, player: typeof players.$inferSelect, bet: number, now: Date): Promise<void> {
  if (player.maxDailyBet === null && player.maxDailyLoss === null && player.maxDailyPlayingTime === null) return;
  await checkStake(tx, player, bet, now, await playerProfile(tx, player.id));
  await checkPlayingTime(tx, player, now);
}
