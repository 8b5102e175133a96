import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenedDatabase } from '../db/database';
import { games, players, transactions } from '../db/schema';
import { seededDraws } from '../provider/demo-slots/slot-random';
import { changeBalance } from '../players/wallet';
import { TRANSACTION_TYPE } from '../seed/transaction-types';
import { ledgerState } from '../testing/ledger-state';
import { openPostgresTestDatabase } from '../testing/test-database';
import { openLaunch, type Launch } from './launches';
import { playRound } from './rounds';

// Real PostgreSQL with a pool: PGlite runs one statement at a time, so a race never shows there.
describe('200 concurrent real-money rounds of one player (PostgreSQL)', () => {
  const LAUNCHES = 50;
  const ROUNDS = 4;
  let database: OpenedDatabase;

  beforeAll(async () => {
    database = await openPostgresTestDatabase('seeded');
  });
  afterAll(() => database?.close());

  it('keep the balance equal to the ledger, never below zero, each round paid once and every retry answered the same', async () => {
    const { db } = database;
    const now = new Date();
    const [player] = await db.select().from(players).where(eq(players.name, 'demo-player'));
    const [game] = await db.select().from(games).where(eq(games.isLive, false)).limit(1);
    await db.transaction((tx) => changeBalance(tx, { playerId: player!.id, amount: 150, wallet: 'total', typeId: TRANSACTION_TYPE.sandboxAdjustment, now }));
    const before = await ledgerState(db, player!.id);

    // Launches outside a login session, so opening one does not end the others (openLaunch).
    const launches = await Promise.all(Array.from({ length: LAUNCHES }, async (): Promise<Launch> => {
      const launch = { playerId: player!.id, loginSessionId: null, gameId: game!.id, currencyId: player!.currencyId, isDemo: false, campaignId: null, demoBalance: null };
      const { id } = await openLaunch(db, { ...launch, now });
      return { ...launch, id, gameName: game!.name, providerId: game!.providerId, rounds: 0 };
    }));
    const draws = seededDraws(22);
    const answers = await Promise.all(launches.map(async (launch) => {
      const pairs = [];
      for (let round = 1; round <= ROUNDS; round++) {
        // The round and its retry at the same moment, as a game resending a bet it got no answer to.
        pairs.push(await Promise.allSettled([1, 2].map(() => playRound(db, launch, 1, round, now, draws))));
      }
      return pairs;
    }));

    const after = await ledgerState(db, player!.id);
    expect(after.unexplained).toBe(before.unexplained);
    expect(after.negativeRows).toBe(0);
    expect(after.duplicatedReferences).toBe(0);
    expect(Number(after.balance)).toBeGreaterThanOrEqual(0);
    const played = answers.flat();
    for (const [first, retry] of played) {
      expect(first!.status).toBe('fulfilled');
      expect(retry).toEqual(first);
    }
    expect(await db.$count(transactions, and(eq(transactions.playerId, player!.id), eq(transactions.typeId, TRANSACTION_TYPE.casinoBet)))).toBe(LAUNCHES * ROUNDS);
  });
});
