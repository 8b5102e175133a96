import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Jackpot } from '@casino-sdk/core/contract';
import { jackpotPools } from '../db/schema';
import { EUR_ID } from '../seed/currencies';
import { createTestSandbox, type TestSandbox } from '../testing/test-sandbox';
import { JACKPOTS_FRESH_MS } from './jackpots';

let sandbox: TestSandbox;
let app: TestSandbox['app'];
let now = new Date('2026-11-27T10:00:00Z');
beforeAll(async () => {
  sandbox = await createTestSandbox();
});
afterAll(() => sandbox.close());

const list = async (query: string) => {
  const response = await sandbox.call(`casino/jackpots?${query}`, {}, app);
  return { status: response.status, data: response.status === 200 ? ((await response.json()) as { data: Jackpot[] }).data : [] };
};

describe('GET casino/jackpots (ours)', () => {
  beforeAll(() => {
    app = sandbox.appWith({ clock: () => now });
  });

  it("lists the pools of the currency asked for, the largest first, and the jackpot games name theirs", async () => {
    const { status, data } = await list(`currency_id=${EUR_ID}`);
    expect(status).toBe(200);
    expect(data.length).toBeGreaterThan(5);
    expect(data.every((j) => j.currency.code === 'EUR')).toBe(true);
    expect(data.map((j) => j.amount)).toEqual(data.map((j) => j.amount).sort((a, b) => b - a));
    const games = (await (await sandbox.call('casino/games?section_id=9&per_page=5', {}, app)).json()) as { data: { jackpot_id: number | null; provider_id: number }[] };
    expect(games.data).toHaveLength(5);
    for (const game of games.data) expect(data.find((j) => j.id === game.jackpot_id)?.provider_id).toBe(game.provider_id);
    expect(sandbox.errors).toEqual([]);
  });

  it('serves an answer a couple of seconds old, then reads the pools again', async () => {
    const [first] = (await list(`currency_id=${EUR_ID}`)).data;
    await sandbox.db.update(jackpotPools).set({ amount: '999999.99' });
    expect((await list(`currency_id=${EUR_ID}`)).data[0]).toEqual(first);
    now = new Date(now.getTime() + JACKPOTS_FRESH_MS);
    expect((await list(`currency_id=${EUR_ID}`)).data[0]!.amount).toBe(999999.99);
  });

  it('answers an unknown currency with no pools, and a bad or missing one with 422 saying which', async () => {
    expect(await list('currency_id=777')).toEqual({ status: 200, data: [] });
    const refused = async (query: string) => {
      const response = await sandbox.call(`casino/jackpots?${query}`, {}, app);
      return { status: response.status, ...((await response.json()) as { message: string }) };
    };
    expect(await refused('currency_id=x')).toMatchObject({ status: 422, message: 'The currency id field must be a number.' });
    expect(await refused('')).toMatchObject({ status: 422, message: 'The currency id field is required.' });
  });
});
