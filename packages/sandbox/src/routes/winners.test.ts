import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maskedNickname, type BigWin } from '@casino-sdk/core/contract';
import { maskNickname, WINNERS_FRESH_MS } from '../casino/big-wins';
import { transactions } from '../db/schema';
import { TRANSACTION_TYPE } from '../seed/transaction-types';
import { createTestSandbox, type TestSandbox } from '../testing/test-sandbox';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await createTestSandbox();
});
afterAll(() => sandbox.close());

async function winners(path = 'casino/winners', app = sandbox.app): Promise<BigWin[]> {
  const response = await sandbox.call(path, {}, app);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: BigWin[] }).data;
}

/** A fresh player of its own, cloned from demo-player (EUR). */
async function player(username: string): Promise<number> {
  const created = await sandbox.control('sandbox/players', { method: 'POST', body: { template: 'demo-player', username, password: 'Clone-pass-1!' } });
  expect(created.status).toBe(201);
  const token = await sandbox.login(username, 'Clone-pass-1!');
  return ((await (await sandbox.call('me', { token })).json()) as { id: number }).id;
}

/** One round in the ledger: the bet and its win, `real` or bonus money, booked at `at`. */
function round(playerId: number, reference: string, bet: string, win: string, at: Date, money: 'real' | 'bonus' = 'real') {
  const real = money === 'real';
  const row = (typeId: number, amount: string) => ({
    playerId, typeId, currencyId: 1, amount: real ? amount : '0', bonusAmount: real ? '0' : amount, balanceAfter: '1000.00',
    bonusBalanceAfter: '50.00', gameId: 7, providerId: null, reference, createdAt: at, updatedAt: at,
  });
  return [
    row(real ? TRANSACTION_TYPE.casinoBet : TRANSACTION_TYPE.casinoBonusBet, `-${bet}`),
    row(real ? TRANSACTION_TYPE.casinoWin : TRANSACTION_TYPE.casinoBonusWin, win),
  ];
}

describe('maskNickname', () => {
  it('keeps the first and last character around three stars, only the first of a short name', () => {
    expect(maskNickname('jonathan')).toBe('j***n');
    expect(maskNickname('ania1990')).toBe('a***0');
    expect(maskNickname('abc')).toBe('a***');
    expect(maskNickname('Žofie')).toBe('Ž***e');
    // Never a star or a space of the name: the shape the contract checks.
    for (const name of ['*bob*', ' an na ', '', '**', 'x']) expect(maskedNickname.safeParse(maskNickname(name)).success).toBe(true);
  });
});

describe('GET casino/winners (ours)', () => {
  it("lists the seed's big wins newest first, each masked, with the game, money and currency, never a username or e-mail", async () => {
    const response = await sandbox.call('casino/winners', { anonymous: false });
    const text = await response.text();
    const wins = (JSON.parse(text) as { data: BigWin[] }).data;
    expect(wins).toHaveLength(10);
    expect(new Set(wins.map((win) => win.nickname))).toEqual(new Set(['j***8', 'm***a', 'z***7', 'l***k', 'a***0']));
    expect(wins.map((win) => win.created_at)).toEqual(wins.map((win) => win.created_at).sort().reverse());
    expect(wins.find((win) => win.nickname === 'l***k')?.currency).toEqual({ code: 'CZK', symbol: 'Kč' });
    for (const win of wins) {
      expect(win.game).toEqual({ id: expect.any(Number), provider_id: expect.any(Number), name: expect.any(String), image: expect.stringMatching(/^\/sandbox\/art\//) });
      expect(win.amount).toBeGreaterThanOrEqual(12);
    }
    for (const secret of ['jasmine88', 'lukasnovak', '@example.com', 'user_id', 'player']) expect(text).not.toContain(secret);
  });

  it('counts a real-money win of 10× its bet worth €10 or more in the last 30 days; not less, not bonus money, not older', async () => {
    const now = new Date(Date.now() + 60_000);
    const app = sandbox.appWith({ clock: () => now });
    const playerId = await player('winner-rule');
    const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
    await sandbox.db.insert(transactions).values([
      ...round(playerId, 'rule-10x', '2.00', '20.00', ago(1)),
      ...round(playerId, 'rule-9.99x', '2.00', '19.98', ago(2)),
      ...round(playerId, 'rule-small', '0.50', '9.50', ago(3)),
      ...round(playerId, 'rule-bonus', '1.00', '500.00', ago(4), 'bonus'),
      ...round(playerId, 'rule-old', '1.00', '500.00', ago(31 * 24 * 60)),
    ]);
    const mine = (await winners('casino/winners?limit=24', app)).filter((win) => win.nickname === 'w***e');
    expect(mine.map((win) => win.amount)).toEqual([20]);
    expect(mine[0]).toMatchObject({ game: { id: 7 }, currency: { code: 'EUR', symbol: '€' }, created_at: ago(1).toISOString() });
  });

  it('shows a new big win once its answer of a few seconds ago has aged', async () => {
    let now = new Date(Date.now() + 120_000);
    const app = sandbox.appWith({ clock: () => now });
    const playerId = await player('winner-new');
    const before = await winners('casino/winners', app);
    await sandbox.db.insert(transactions).values(round(playerId, 'new-win', '5.00', '250.00', new Date(now.getTime() - 1000)));
    expect(await winners('casino/winners', app)).toEqual(before);
    now = new Date(now.getTime() + WINNERS_FRESH_MS);
    const after = await winners('casino/winners', app);
    expect(after[0]).toMatchObject({ nickname: 'w***w', amount: 250 });
  });

  it('answers `limit` wins (24 at most) and counts the calls of one address', async () => {
    expect(await winners('casino/winners?limit=3')).toHaveLength(3);
    for (const limit of ['25', '0', 'x']) expect((await sandbox.call(`casino/winners?limit=${limit}`)).status).toBe(422);
    expect((await sandbox.call('casino/winners', { anonymous: true })).status).toBe(401);
    const app = sandbox.appWith({});
    const statuses = [];
    for (let i = 0; i < 301; i++) statuses.push((await sandbox.call('casino/winners', {}, app)).status);
    expect(statuses.slice(0, 300).every((status) => status === 200)).toBe(true);
    expect(statuses[300]).toBe(429);
  });
});
