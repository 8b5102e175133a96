import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActiveBonus, Campaign } from '@casino-sdk/core/contract';
import { players, transactions } from '../db/schema';
import { TRANSACTION_TYPE } from '../seed/transaction-types';
import { createTestSandbox, type TestSandbox } from '../testing/test-sandbox';
import { BONUS_CODES_PER_PLAYER } from './player-campaigns';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await createTestSandbox();
});
afterAll(() => sandbox.close());

interface Me {
  id: number;
  user_id: number;
  bonus: ActiveBonus | null;
  balance: { bonus: number };
}

/** A fresh copy of a seeded player, signed in. */
async function clone(template: string, username: string) {
  const made = await sandbox.control('sandbox/players', { method: 'POST', body: { template, username, password: 'Clone-pass-1!' } });
  expect(made.status).toBe(201);
  const token = await sandbox.login(username, 'Clone-pass-1!');
  const me = async () => (await (await sandbox.call('me', { token })).json()) as Me;
  const { id, user_id: userId } = await me();
  const unused = async (query = 'is_deposit=1&campaign_visible=1') => {
    const response = await sandbox.call(`campaigns/players/${userId}/unusedCampaigns?${query}`, { token });
    expect(response.status).toBe(200);
    return ((await response.json()) as { data: Campaign[] }).data;
  };
  const save = (code: string) => sandbox.call(`campaigns/players/${userId}`, { method: 'POST', body: { bonus_code: code }, token });
  const remove = () => sandbox.call(`campaigns/players/${userId}`, { method: 'DELETE', token });
  return { id, userId, token, me, unused, save, remove };
}

const lastRow = async (playerId: number) =>
  (await sandbox.db.select().from(transactions).where(eq(transactions.playerId, playerId)).orderBy(desc(transactions.id)).limit(1))[0]!;

describe('unused campaigns', () => {
  it("lists the player's deposit campaigns not used yet, the hidden one only without campaign_visible, one not valid yet with its date", async () => {
    const player = await clone('bonus-offers-player', 'offers-list');
    const listed = await player.unused();
    expect(listed.map((campaign) => campaign.code)).toEqual(['RELOAD100', 'FRIDAY50']);
    expect(listed[0]).toMatchObject({ name: 'Reload bonus', amount: 200, min_dep: 20, wagering: 30, max_bet: 5, is_valid: true, valid_from: null });
    expect(listed[1]).toMatchObject({ is_valid: false, valid_from: expect.any(String) });
    expect((await player.unused('is_deposit=1')).map((campaign) => campaign.code)).toContain('HIGHROLLER');
    expect((await player.unused('is_deposit=1&campaign_visible=1&language=cs'))[0]!.name).toBe('Bonus za dobití');
  });

  it('answers only the signed-in player: another user id is refused, no session is 401', async () => {
    const player = await clone('bonus-offers-player', 'offers-owner');
    const stranger = await clone('bonus-none-player', 'offers-stranger');
    expect(await stranger.unused()).toEqual([]);
    expect((await sandbox.call(`campaigns/players/${player.userId}/unusedCampaigns`, { token: stranger.token })).status).toBe(403);
    expect((await sandbox.call(`campaigns/players/${player.userId}`, { method: 'DELETE', token: stranger.token })).status).toBe(403);
    expect((await sandbox.call(`campaigns/players/${player.userId}`, { method: 'POST', body: { bonus_code: 'FREE10' }, token: stranger.token })).status).toBe(403);
    expect((await sandbox.call(`campaigns/players/${player.userId}/unusedCampaigns`)).status).toBe(401);
  });
});

describe('saving a bonus code', () => {
  it('gives the bonus of a campaign without a deposit at once: the bonus wallet through the ledger, the active bonus with its target and expiry', async () => {
    const player = await clone('bonus-offers-player', 'code-free');
    const saved = await player.save(' free10 ');
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ message: 'Bonus activated.' });
    const me = await player.me();
    expect(me.balance.bonus).toBe(10);
    expect(me.bonus).toMatchObject({ target: 500, counter_percentage: 0, campaign: { code: 'FREE10', max_bet: 2 } });
    const expires = Date.parse(String(me.bonus!.countdown));
    expect(expires - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    expect(await lastRow(player.id)).toMatchObject({ typeId: TRANSACTION_TYPE.bonusAssigned, amount: '0.00', bonusAmount: '10.00', bonusBalanceAfter: '10.00' });
    // Each campaign once.
    expect(await (await player.save('FREE10')).json()).toMatchObject({ errors: { bonus_code: ['This bonus code has been used already.'] } });
  });

  it('offers a deposit campaign: it joins the unused campaigns and waits for a deposit', async () => {
    const player = await clone('bonus-none-player', 'code-deposit');
    const saved = await player.save('RELOAD100');
    expect(saved.status).toBe(200);
    expect((await player.unused()).map((campaign) => campaign.code)).toEqual(['RELOAD100']);
    expect((await player.me()).bonus).toBeNull();
  });

  it("refuses an unknown code, another currency's, one not valid yet, and a second bonus while one is active", async () => {
    const euro = await clone('bonus-offers-player', 'code-refused');
    const refusal = async (response: Response) => {
      expect(response.status).toBe(422);
      return ((await response.json()) as { errors: { bonus_code: string[] } }).errors.bonus_code[0];
    };
    expect(await refusal(await euro.save('NOSUCHCODE'))).toBe('Promotional code not valid');
    expect(await refusal(await euro.save('FREE250'))).toBe('Promotional code not valid');
    expect(await refusal(await euro.save('FRIDAY50'))).toBe('This bonus is not available yet.');
    const koruna = await clone('bonus-active-player', 'code-second');
    expect(await refusal(await koruna.save('FREE250'))).toBe('You have an active bonus already: delete it first to take another.');
    expect((await koruna.me()).balance.bonus).toBe(2500);
  });

  it('counts the codes a player saves: past the limit, 429 with nothing saved', async () => {
    const player = await clone('bonus-none-player', 'code-guesser');
    for (let i = 0; i < BONUS_CODES_PER_PLAYER.max; i++) expect((await player.save(`GUESS${i}`)).status).toBe(422);
    const refused = await player.save('RELOAD100');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).not.toBeNull();
    expect(await player.unused()).toEqual([]);
  });
});

describe('deleting the active bonus', () => {
  it('takes the bonus and what is left of the bonus wallet (a ledger row of type 91); then there is none to delete', async () => {
    const player = await clone('bonus-active-player', 'delete-bonus');
    // Named in the player's language (Czech), from the catalogue.
    expect((await player.me()).bonus).toMatchObject({ target: 75_000, counter_percentage: 40, campaign: { code: 'WEEKEND50', name: 'Víkendový bonus' } });
    const deleted = await player.remove();
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ message: 'Bonus deleted.' });
    const me = await player.me();
    expect(me.bonus).toBeNull();
    expect(me.balance.bonus).toBe(0);
    expect(await lastRow(player.id)).toMatchObject({ typeId: TRANSACTION_TYPE.bonusForfeited, bonusAmount: '-2500.00', bonusBalanceAfter: '0.00' });
    const [row] = await sandbox.db.select({ bonus: players.balanceBonus }).from(players).where(eq(players.id, player.id));
    expect(row!.bonus).toBe('0.00');
    expect((await player.remove()).status).toBe(404);
    // The reload campaign is still there to take.
    expect((await player.unused()).map((campaign) => campaign.code)).toEqual(['RELOAD100']);
  });
});

describe('a deposit with a campaign code', () => {
  const deposit = (token: string, key: string, body: Record<string, unknown>) =>
    sandbox.call('payments/deposit', { method: 'POST', body: { payment_method_id: 22, createLevel: 'BasicAmlLevel', ...body }, token, headers: { 'Idempotency-Key': key } });

  it("gives the campaign's bonus with the credit, the deposit matched up to it, and the campaign is used", async () => {
    const player = await clone('bonus-offers-player', 'deposit-reload');
    const paid = await deposit(player.token, 'bonus-deposit-0001', { amount: 50, bonus_code: 'reload100' });
    expect(await paid.json()).toMatchObject({ message: 'Deposit successful' });
    const me = await player.me();
    expect(me.balance.bonus).toBe(50);
    expect(me.bonus).toMatchObject({ target: 1500, campaign: { code: 'RELOAD100', max_bet: 5 } });
    expect(await lastRow(player.id)).toMatchObject({ typeId: TRANSACTION_TYPE.bonusAssigned, bonusAmount: '50.00' });
    expect((await player.unused()).map((campaign) => campaign.code)).toEqual(['FRIDAY50']);
  });

  it('refuses a deposit below the campaign\'s smallest, or with a code that is no deposit campaign, and moves nothing', async () => {
    const player = await clone('bonus-offers-player', 'deposit-refused');
    expect(await (await deposit(player.token, 'bonus-deposit-0002', { amount: 10, bonus_code: 'RELOAD100' })).json()).toEqual({ amount: ['The smallest deposit for this bonus is 20.00.'] });
    const unknown = await deposit(player.token, 'bonus-deposit-0003', { amount: 50, bonus_code: 'FREE10' });
    expect(unknown.status).toBe(422);
    expect(await unknown.json()).toMatchObject({ errors: { bonus_code: ['Promotional code not valid'] } });
    const me = await player.me();
    expect(me.bonus).toBeNull();
    expect(me.balance.bonus).toBe(0);
    expect(await lastRow(player.id)).not.toMatchObject({ typeId: TRANSACTION_TYPE.bonusAssigned });
  });
});
