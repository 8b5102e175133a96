import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { playerBonuses, players, transactions } from '../db/schema';
import { TRANSACTION_TYPE } from '../seed/transaction-types';
import { describeOnEachDatabase } from '../testing/test-database';
import { createTestSandbox, type TestSandbox } from '../testing/test-sandbox';

// What PGlite cannot show (it runs one statement at a time): a code saved twice at once gives one
// bonus, and a bonus deleted twice at once gives its money up once.
describeOnEachDatabase('bonus codes and deletions at the same moment', (open) => {
  let sandbox: TestSandbox;
  let token: string;
  let userId: number;
  let playerId: number;
  beforeAll(async () => {
    sandbox = await open('seeded').then((database) => createTestSandbox(async () => database));
    expect((await sandbox.control('sandbox/players', { method: 'POST', body: { template: 'bonus-offers-player', username: 'bonus-racer', password: 'Clone-pass-1!' } })).status).toBe(201);
    token = await sandbox.login('bonus-racer', 'Clone-pass-1!');
    ({ id: playerId, user_id: userId } = (await (await sandbox.call('me', { token })).json()) as { id: number; user_id: number });
  });
  afterAll(() => sandbox?.close());

  const rows = (typeId: number) => sandbox.db.select().from(transactions).where(and(eq(transactions.playerId, playerId), eq(transactions.typeId, typeId)));

  it('gives the bonus of a code saved five times at once once; the others are refused, none fails', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => sandbox.call(`campaigns/players/${userId}`, { method: 'POST', body: { bonus_code: 'FREE10' }, token })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422, 422, 422, 422]);
    expect(await rows(TRANSACTION_TYPE.bonusAssigned)).toHaveLength(1);
    expect(await sandbox.db.select().from(playerBonuses).where(eq(playerBonuses.playerId, playerId))).toHaveLength(1);
    const [player] = await sandbox.db.select({ bonus: players.balanceBonus }).from(players).where(eq(players.id, playerId));
    expect(player!.bonus).toBe('10.00');
  });

  it('gives a bonus up once when it is deleted three times at once', async () => {
    const answers = await Promise.all(Array.from({ length: 3 }, () => sandbox.call(`campaigns/players/${userId}`, { method: 'DELETE', token })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 404, 404]);
    const forfeited = await rows(TRANSACTION_TYPE.bonusForfeited);
    expect(forfeited.map((row) => row.bonusAmount)).toEqual(['-10.00']);
    const [player] = await sandbox.db.select({ bonus: players.balanceBonus }).from(players).where(eq(players.id, playerId));
    expect(player!.bonus).toBe('0.00');
  });
});
