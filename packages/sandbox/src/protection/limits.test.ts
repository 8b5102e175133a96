import { eq } from 'drizzle-orm';
import { JURISDICTION_PROFILES } from '@casino-sdk/core/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games, gameSessions, players, transactions, users } from '../db/schema';
import { TRANSACTION_TYPE } from '../seed/transaction-types';
import { createTestSandbox, type TestSandbox } from '../testing/test-sandbox';
import { checkPlayingTime, depositRefusal } from './limits';

let sandbox: TestSandbox;
let playerId: number;
/** A Tuesday: the day from midnight, the ISO week from Monday 3 March, the month from 1 March. */
const now = new Date('2031-03-04T10:00:00Z');

beforeAll(async () => {
  sandbox = await createTestSandbox();
  const [row] = await sandbox.db.select({ id: players.id, currencyId: players.currencyId }).from(players).innerJoin(users, eq(users.id, players.userId)).where(eq(users.username, 'limited-player'));
  playerId = row!.id;
  const entry = (typeId: number, amount: string, at: string) => ({
    playerId, typeId, amount, currencyId: row!.currencyId, balanceAfter: '0', bonusBalanceAfter: '0', status: 'success', createdAt: new Date(at),
  });
  await sandbox.db.insert(transactions).values([
    entry(TRANSACTION_TYPE.deposit, '100.00', '2031-03-04T08:00:00Z'),
    entry(TRANSACTION_TYPE.withdraw, '-300.00', '2031-03-04T09:00:00Z'),
    entry(TRANSACTION_TYPE.deposit, '200.00', '2031-03-03T09:00:00Z'),
    entry(TRANSACTION_TYPE.deposit, '400.00', '2031-03-01T00:00:00Z'),
    entry(TRANSACTION_TYPE.deposit, '999.00', '2031-02-28T23:59:59Z'),
    entry(TRANSACTION_TYPE.deposit, '999.00', '2031-03-04T10:00:01Z'),
  ]);
  await sandbox.db.update(players).set({ maxDailyDeposit: '150', maxWeeklyDeposit: '320', maxMonthlyDeposit: '710' }).where(eq(players.id, playerId));
});
afterAll(() => sandbox.close());

async function refusal(amount: number, profile = JURISDICTION_PROFILES.ukgc) {
  return sandbox.db.transaction(async (tx) => {
    const [player] = await tx.select().from(players).where(eq(players.id, playerId));
    return depositRefusal(tx, player!, amount, now, profile);
  });
}

describe('depositRefusal', () => {
  it('refuses past the day, then the week, then the month, saying how much is used and left and when it resets', async () => {
    expect(await refusal(60)).toEqual({ rule: 'max_daily_deposit', period: 'day', used: 100, remaining: 50, resetsAt: '2031-03-05T00:00:00Z' });
    expect(await refusal(40)).toEqual({ rule: 'max_weekly_deposit', period: 'week', used: 300, remaining: 20, resetsAt: '2031-03-10T00:00:00Z' });
    expect(await refusal(15)).toEqual({ rule: 'max_monthly_deposit', period: 'month', used: 700, remaining: 10, resetsAt: '2031-04-01T00:00:00Z' });
    expect(await refusal(10)).toBeNull();
  });

  it('counts deposits gross under UKGC; under MGA a withdrawal gives its room back', async () => {
    expect(await refusal(60, JURISDICTION_PROFILES.ukgc)).not.toBeNull();
    expect(await refusal(60, JURISDICTION_PROFILES.mga)).toBeNull();
  });
});

describe('checkPlayingTime', () => {
  it('refuses once the real sessions overlapping the UTC day reach the limit, counting from midnight', async () => {
    const [game] = await sandbox.db.select({ id: games.id }).from(games).limit(1);
    // 30 minutes before midnight count nothing; 20 minutes after it do.
    await sandbox.db.insert(gameSessions).values([
      { playerId, gameId: game!.id, startedAt: new Date('2031-03-03T23:30:00Z'), endedAt: new Date('2031-03-04T00:20:00Z') },
      { playerId, gameId: game!.id, isDemo: true, startedAt: new Date('2031-03-04T01:00:00Z'), endedAt: new Date('2031-03-04T05:00:00Z') },
    ]);
    const check = async (minutes: number) => {
      await sandbox.db.update(players).set({ maxDailyPlayingTime: minutes }).where(eq(players.id, playerId));
      const [player] = await sandbox.db.select().from(players).where(eq(players.id, playerId));
      return checkPlayingTime(sandbox.db, player!, now);
    };
    await expect(check(21)).resolves.toBeUndefined();
    await expect(check(20)).rejects.toMatchObject({ extra: { code: 'daily_playing_time' } });
  });
});
