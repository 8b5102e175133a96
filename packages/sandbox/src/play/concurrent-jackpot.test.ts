import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { players, transactions } from '../db/schema';
import { drawsWithJackpot, jackpotAndPlainGame, launchOf, poolState } from '../testing/jackpot-rounds';
import { ledgerState } from '../testing/ledger-state';
import { openPostgresTestDatabase } from '../testing/test-database';
import { createTestSandbox, type TestSandbox } from '../testing/test-sandbox';
import { TRANSACTION_TYPE } from '../seed/transaction-types';
import { playRound } from './rounds';

// Real PostgreSQL with a pool: PGlite runs one statement at a time, so a race never shows there.
describe('concurrent real rounds of many players on one jackpot (PostgreSQL)', () => {
  const PLAYERS = 12;
  const ROUNDS = 4;
  /** Every third player's second round draws a jackpot win, all of them at the same moment. */
  const WINNERS = PLAYERS / 3;
  let sandbox: TestSandbox;

  beforeAll(async () => {
    sandbox = await createTestSandbox(openPostgresTestDatabase);
    for (let i = 0; i < PLAYERS; i++) {
      const created = await sandbox.control('sandbox/players', { method: 'POST', body: { template: 'demo-player', username: `jackpot-race-${i}`, password: 'Race-pass-1!' } });
      expect(created.status).toBe(201);
    }
  });
  afterAll(() => sandbox?.close());

  it('pay each win once, keep the pool equal to its entries and every balance equal to its ledger', async () => {
    const { db } = sandbox;
    const now = new Date();
    const { jackpotGame } = await jackpotAndPlainGame(db);
    const racers = await db.select().from(players).where(like(players.name, 'jackpot-race-%')).orderBy(players.id);
    expect(racers).toHaveLength(PLAYERS);
    const currencyId = racers[0]!.currencyId;
    const before = await poolState(db, jackpotGame.jackpotId!, currencyId);
    const ledgersBefore = await Promise.all(racers.map((p) => ledgerState(db, p.id)));

    const launches = await Promise.all(racers.map((p) => launchOf(db, jackpotGame, p, now)));
    const results = await Promise.all(launches.map(async (launch, i) => {
      const draws = drawsWithJackpot((round) => i % 3 === 0 && round === 2);
      const played = [];
      // Each round with its retry at the same moment, as a game resending a bet it got no answer to.
      for (let round = 1; round <= ROUNDS; round++) played.push(...(await Promise.all([1, 2].map(() => playRound(db, launch, 1, round, now, draws)))));
      return played;
    }));

    const wins = results.flat().filter((r) => r.jackpot !== undefined);
    expect(wins).toHaveLength(WINNERS * 2);
    const after = await poolState(db, jackpotGame.jackpotId!, currencyId);
    expect(after.entries).toBe(after.amount);
    expect(after.payouts - before.payouts).toBe(WINNERS);
    const [paid] = await db
      .select({ sum: sql<string>`sum(${transactions.amount})::text`, count: sql<number>`count(*)::int` })
      .from(transactions)
      .where(and(inArray(transactions.playerId, racers.map((p) => p.id)), like(transactions.reference, '%-jackpot')));
    expect(paid!.count).toBe(WINNERS);
    expect(Number(paid!.sum)).toBeCloseTo(Number(after.paidOut) - Number(before.paidOut), 9);
    // Every real bet of 1.00 added 0.01; each win took the pool and put its seed back.
    const shares = (PLAYERS * ROUNDS) / 100;
    expect(Number(after.amount)).toBeCloseTo(Number(before.amount) + shares + WINNERS * Number(after.seedAmount) - Number(paid!.sum), 9);
    for (const [i, p] of racers.entries()) {
      const ledger = await ledgerState(db, p.id);
      expect(ledger.unexplained).toBe(ledgersBefore[i]!.unexplained);
      expect(ledger.duplicatedReferences).toBe(0);
    }
    expect(await db.$count(transactions, and(inArray(transactions.playerId, racers.map((p) => p.id)), eq(transactions.typeId, TRANSACTION_TYPE.casinoBet)))).toBe(PLAYERS * ROUNDS);
  });
});
