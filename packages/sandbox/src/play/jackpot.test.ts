import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenedDatabase } from '../db/database';
import { jackpotEntries, transactions } from '../db/schema';
import { TRANSACTION_TYPE } from '../seed/transaction-types';
import { drawsWithJackpot, jackpotAndPlainGame, launchOf, playerNamed, poolState } from '../testing/jackpot-rounds';
import { ledgerState } from '../testing/ledger-state';
import { openTestDatabase } from '../testing/test-database';
import { playRound } from './rounds';

const NO_JACKPOT = drawsWithJackpot(() => false);
const JACKPOT = drawsWithJackpot(() => true);

describe('progressive jackpots', () => {
  let database: OpenedDatabase;
  beforeAll(async () => {
    database = await openTestDatabase('seeded');
  });
  afterAll(() => database?.close());

  it('a real round of a jackpot game adds 1 % of its bet (to the cent, down) to the pool of its currency, once even when retried', async () => {
    const { db } = database;
    const now = new Date();
    const { jackpotGame } = await jackpotAndPlainGame(db);
    const player = await playerNamed(db, 'demo-player');
    const before = await poolState(db, jackpotGame.jackpotId!, player.currencyId);
    expect(before.amount).toBe(before.seedAmount);
    expect(before.entries).toBe(before.amount);

    const launch = await launchOf(db, jackpotGame, player, now);
    await playRound(db, launch, 5, 1, now, NO_JACKPOT);
    await playRound(db, launch, 5, 1, now, NO_JACKPOT);
    await playRound(db, launch, 0.1, 2, now, NO_JACKPOT);
    await playRound(db, launch, 2, 3, now, NO_JACKPOT);

    const after = await poolState(db, jackpotGame.jackpotId!, player.currencyId);
    expect(Number(after.amount) - Number(before.amount)).toBeCloseTo(0.07, 9);
    expect(after.entries).toBe(after.amount);
    expect(await db.$count(jackpotEntries, and(eq(jackpotEntries.gameSessionId, launch.id), eq(jackpotEntries.kind, 'contribution')))).toBe(2);
  });

  it('demo rounds, bonus-money rounds and games of no jackpot leave the pools alone', async () => {
    const { db } = database;
    const now = new Date();
    const { jackpotGame, plainGame } = await jackpotAndPlainGame(db);
    const bonusPlayer = await playerNamed(db, 'bonus-player');
    const player = await playerNamed(db, 'demo-player');
    const before = await poolState(db, jackpotGame.jackpotId!, player.currencyId);

    const bonus = await playRound(db, await launchOf(db, jackpotGame, bonusPlayer, now, 701), 1, 1, now, JACKPOT);
    expect(bonus.fromBonus).toBe(true);
    expect(bonus.jackpot).toBeUndefined();
    const demo = await playRound(db, await launchOf(db, jackpotGame, null, now), 1, 1, now, JACKPOT);
    expect(demo.jackpot).toBeUndefined();
    const plain = await playRound(db, await launchOf(db, plainGame, player, now), 1, 1, now, JACKPOT);
    expect(plain.jackpot).toBeUndefined();

    expect(await poolState(db, jackpotGame.jackpotId!, player.currencyId)).toEqual(before);
  });

  it('a winning round pays the whole pool to the player in the ledger and puts the seed back, and its retry pays nothing more', async () => {
    const { db } = database;
    const now = new Date();
    const { jackpotGame } = await jackpotAndPlainGame(db);
    const player = await playerNamed(db, 'demo-player');
    const ledgerBefore = await ledgerState(db, player.id);
    const before = await poolState(db, jackpotGame.jackpotId!, player.currencyId);
    const launch = await launchOf(db, jackpotGame, player, now);

    const won = await playRound(db, launch, 1, 1, now, JACKPOT);
    const retried = await playRound(db, launch, 1, 1, now, JACKPOT);

    const wonAmount = (Number(before.amount) * 100 + 1) / 100;
    expect(won.jackpot).toBe(wonAmount);
    expect(retried).toEqual(won);
    const after = await poolState(db, jackpotGame.jackpotId!, player.currencyId);
    expect(after.amount).toBe(after.seedAmount);
    expect(after.entries).toBe(after.amount);
    expect(after.payouts).toBe(before.payouts + 1);
    const [payment] = await db.select().from(transactions).where(eq(transactions.reference, `${launch.id}-1-jackpot`));
    expect(payment).toMatchObject({ playerId: player.id, typeId: TRANSACTION_TYPE.casinoWin, amount: wonAmount.toFixed(2) });
    const ledgerAfter = await ledgerState(db, player.id);
    expect(ledgerAfter.unexplained).toBe(ledgerBefore.unexplained);
    expect(ledgerAfter.duplicatedReferences).toBe(0);
    expect(Number(ledgerAfter.balance)).toBeCloseTo(won.balance, 9);
  });
});
