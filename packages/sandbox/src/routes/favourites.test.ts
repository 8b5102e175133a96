import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { favouritesLimit } from '@casino-sdk/core/contract';
import { playerFavourites, transactions } from '../db/schema';
import { TRANSACTION_TYPE } from '../seed/transaction-types';
import { createTestSandbox, type TestSandbox } from '../testing/test-sandbox';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await createTestSandbox();
});
afterAll(() => sandbox.close());

async function player(username: string) {
  const created = await sandbox.control('sandbox/players', { method: 'POST', body: { template: 'demo-player', username, password: 'Clone-pass-1!' } });
  expect(created.status).toBe(201);
  const token = await sandbox.login(username, 'Clone-pass-1!');
  const me = (await (await sandbox.call('me', { token })).json()) as { id: number };
  return { token, playerId: me.id };
}

const ids = async (path: string, token: string) => {
  const response = await sandbox.call(path, { token });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { id: number; name: string }[] }).data.map((g) => g.id);
};

describe('favourites (ours)', () => {
  it('adds, lists newest first, keeps a repeat in its place and removes', async () => {
    const { token } = await player('fav-one');
    expect(await ids('me/favourites', token)).toEqual([]);
    for (const game of [10, 20, 30]) expect((await sandbox.call(`me/favourites/${game}`, { method: 'PUT', token })).status).toBe(200);
    expect((await sandbox.call('me/favourites/10', { method: 'PUT', token })).status).toBe(200);
    expect(await ids('me/favourites', token)).toEqual([30, 20, 10]);
    expect((await sandbox.call('me/favourites/20', { method: 'DELETE', token })).status).toBe(200);
    expect((await sandbox.call('me/favourites/20', { method: 'DELETE', token })).status).toBe(200);
    expect(await ids('me/favourites', token)).toEqual([30, 10]);
  });

  it("keeps each player's favourites apart", async () => {
    const a = await player('fav-a');
    const b = await player('fav-b');
    await sandbox.call('me/favourites/5', { method: 'PUT', token: a.token });
    expect(await ids('me/favourites', b.token)).toEqual([]);
    await sandbox.call('me/favourites/5', { method: 'DELETE', token: b.token });
    expect(await ids('me/favourites', a.token)).toEqual([5]);
  });

  it('answers 404 for a game that does not exist and 401 without a session', async () => {
    const { token } = await player('fav-404');
    expect((await sandbox.call('me/favourites/999999', { method: 'PUT', token })).status).toBe(404);
    expect((await sandbox.call('me/favourites/abc', { method: 'PUT', token })).status).toBe(404);
    expect((await sandbox.call('me/favourites/5', { method: 'PUT' })).status).toBe(401);
    expect((await sandbox.call('me/favourites')).status).toBe(401);
  });

  it(`refuses more than ${favouritesLimit} favourites`, async () => {
    const { token, playerId } = await player('fav-full');
    await sandbox.db.insert(playerFavourites).values(Array.from({ length: favouritesLimit }, (_, i) => ({ playerId, gameId: i + 1 })));
    const response = await sandbox.call(`me/favourites/${favouritesLimit + 1}`, { method: 'PUT', token });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ code: 'too_many_favourites' });
    // One already there may be added again: it is no new favourite.
    expect((await sandbox.call('me/favourites/1', { method: 'PUT', token })).status).toBe(200);
  });
});

describe('recently played (ours)', () => {
  it('lists the games of the ledger, newest first, each once, up to the limit', async () => {
    const { token, playerId } = await player('recent-one');
    expect(await ids('me/recently-played', token)).toEqual([]);
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
    const round = (gameId: number, typeId: number, minutesAgo: number) => ({
      playerId, typeId, currencyId: 1, amount: typeId === TRANSACTION_TYPE.casinoBet ? '-1.00' : '1.00', balanceAfter: '1000.00',
      bonusBalanceAfter: '50.00', gameId, createdAt: at(minutesAgo), updatedAt: at(minutesAgo),
    });
    await sandbox.db.insert(transactions).values([
      round(7, TRANSACTION_TYPE.casinoBet, 50),
      round(8, TRANSACTION_TYPE.casinoBet, 40),
      round(7, TRANSACTION_TYPE.casinoWin, 30),
      round(9, TRANSACTION_TYPE.casinoBonusBet, 20),
      // A deposit names no game, a refund is no play: neither counts.
      { ...round(11, TRANSACTION_TYPE.casinoRefund, 10) },
    ]);
    expect(await ids('me/recently-played', token)).toEqual([9, 7, 8]);
    expect(await ids('me/recently-played?limit=2', token)).toEqual([9, 7]);
    expect((await sandbox.call('me/recently-played?limit=49', { token })).status).toBe(422);
  });

  it('left no unexpected server errors', () => {
    expect(sandbox.errors).toEqual([]);
  });
});
