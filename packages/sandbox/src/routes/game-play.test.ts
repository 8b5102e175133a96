import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { games, gameSessions, playerMessages, players, providers, slotRounds, transactions } from '../db/schema';
import type { AppEnv } from '../http/env';
import { spin as spinWith } from '../provider/demo-slots/slot-maths';
import { seededDraws } from '../provider/demo-slots/slot-random';
import type * as seededRandomModule from '../seeded-random';
import { seededRandom } from '../seeded-random';
import { TRANSACTION_TYPE } from '../seed/transaction-types';
import { createTestSandbox, skinAuthorization, type TestSandbox } from '../testing/test-sandbox';

// Watched, not replaced: the production path must never reach the seeded generator.
vi.mock('../seeded-random', async (importOriginal) => {
  const actual = await importOriginal<typeof seededRandomModule>();
  return { seededRandom: vi.fn(actual.seededRandom) };
});

const SEED = 4242;
/** Round `round` of every launch of this file's app (made with `slotSeed: SEED`). */
const spin = (seed: number, round: number, bet: number) => spinWith(seededDraws(seed)(round), bet);
let sandbox: TestSandbox;
let app: Hono<AppEnv>;
/** A slot game of an enabled provider, with a demo. */
let game: { id: number; providerId: number; slug: string };

beforeAll(async () => {
  sandbox = await createTestSandbox();
  app = sandbox.appWith({ slotSeed: SEED });
  const [row] = await sandbox.db
    .select({ id: games.id, providerId: games.providerId, slug: providers.slug })
    .from(games)
    .innerJoin(providers, eq(providers.id, games.providerId))
    .where(and(eq(games.type, 'slot'), eq(games.hasDemo, true), eq(games.isEnabled, true)))
    .limit(1);
  game = row!;
});
afterAll(() => sandbox.close());

const call = (path: string, options: Parameters<TestSandbox['call']>[1] = {}, target = app) => sandbox.call(path, options, target);
const json = async <T>(response: Response) => (await response.json()) as T;

let clones = 0;
/** A fresh copy of a seeded player, logged in: each test moves money of its own. */
async function player(template: string) {
  const username = `play-${template}-${++clones}`;
  const created = await sandbox.control('sandbox/players', { method: 'POST', body: { template, username, password: 'Clone-pass-1!' } });
  expect(created.status).toBe(201);
  const token = await sandbox.login(username, 'Clone-pass-1!');
  const me = await json<{ id: number; user_id: number }>(await call('me', { token }));
  return { token, username, playerId: me.id, userId: me.user_id };
}

function realBody(extra: Record<string, unknown> = {}) {
  return { game_id: game.id, provider_id: game.providerId, provider_name: 'x', is_mobile: 0, is_desktop: 1, user_language: 'en', user_currency: 'EUR', ...extra };
}

async function launch(token: string | undefined, extra: Record<string, unknown> = {}, target = app) {
  return call(`casino/play/${game.slug}`, { method: 'POST', token, body: realBody(extra) }, target);
}

/** The launch token out of a launch URL. */
async function launchToken(token: string | undefined, extra: Record<string, unknown> = {}, target = app): Promise<string> {
  const response = await launch(token, extra, target);
  expect(response.status).toBe(200);
  const body = await json<{ play_for_real?: string; play_for_fun?: string }>(response);
  const url = new URL((body.play_for_real ?? body.play_for_fun)!);
  expect(url.origin).toBe('http://127.0.0.1');
  expect(url.pathname).toBe('/provider/demo-slots/play');
  return url.searchParams.get('token')!;
}

function slot(path: 'session' | 'spin', launchTokenValue: string, body: unknown = {}, target = app) {
  return target.request(`/provider/demo-slots/api/${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${launchTokenValue}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

interface Spin {
  round: number;
  win: number;
  balance: number;
  bonus: number;
  from_bonus: boolean;
  grid: string[][];
}

describe('GET static/casinoGames/{gameId}', () => {
  it('answers the game with its provider slug', async () => {
    const response = await call(`static/casinoGames/${game.id}?provider_id=${game.providerId}`);
    expect(response.status).toBe(200);
    // min_bet: the smallest bet the launch checks the balance against, for the insufficient-balance panel.
    expect(await response.json()).toMatchObject({ id: game.id, provider: { id: game.providerId, slug: game.slug, is_enabled: true }, min_bet: 0.1 });
  });

  it("tells the info panel's facts: RTP, the demo slot's bets, reels and paylines of a slot, and a description in the language asked", async () => {
    const [slot] = await sandbox.db.select({ id: games.id, name: games.name, rtp: games.rtp, reels: games.reelsNumbers }).from(games).where(eq(games.id, game.id));
    const facts = async (language: string) => (await call(`static/casinoGames/${slot!.id}?language=${language}`)).json() as Promise<Record<string, unknown>>;
    const english = await facts('en');
    expect(english).toMatchObject({ rtp: Number(slot!.rtp), min_bet: 0.1, max_bet: 10, reels: slot!.reels, volatility: expect.stringMatching(/^(low|medium|high)$/) });
    expect(english.description).toBe(`${slot!.name} is a ${slot!.reels}-reel slot by ${(english.provider as { name: string }).name} with ${english.lines} paylines.`);
    // The same game has the same facts on every visit, and its text in each language.
    expect(await facts('de')).toMatchObject({ volatility: english.volatility, lines: english.lines, description: expect.stringContaining('Walzen') });
    expect((await facts('xx')).description).toBe(english.description);
  });

  it('answers 404 for an unknown game or another provider', async () => {
    expect((await call('static/casinoGames/999999')).status).toBe(404);
    expect((await call(`static/casinoGames/${game.id}?provider_id=${game.providerId + 1}`)).status).toBe(404);
    expect((await call('static/casinoGames/abc')).status).toBe(404);
  });
});

describe('demo launch (visitor)', () => {
  it('answers play_for_fun in EUR and plays on a demo balance, never on the ledger', async () => {
    const token = await launchToken(undefined, { is_demo: 1 });
    const state = await json<{ demo: boolean; currency: string; balance: number; parent_origin: string }>(await slot('session', token));
    expect(state).toMatchObject({ demo: true, currency: 'EUR', balance: 1000, parent_origin: 'http://localhost' });

    const expected = spin(SEED, 1, 1);
    const result = await json<Spin>(await slot('spin', token, { bet: 1, round: 1 }));
    expect(result.grid).toEqual(expected.grid);
    expect(result.balance).toBeCloseTo(1000 - 1 + expected.win, 2);
    const [session] = await sandbox.db.select().from(gameSessions).where(eq(gameSessions.isDemo, true)).limit(1);
    expect(await sandbox.db.select().from(transactions).where(eq(transactions.gameSessionId, session!.id))).toEqual([]);
  });

  it('refuses a visitor a real launch (401)', async () => {
    expect((await launch(undefined)).status).toBe(401);
  });

  it('refuses a demo spin past the demo balance', async () => {
    const token = await launchToken(undefined, { is_demo: 1 });
    await sandbox.db.update(gameSessions).set({ demoBalance: '0.50' }).where(eq(gameSessions.isDemo, true));
    const response = await slot('spin', token, { bet: 1, round: 1 });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ code: 'insufficient_balance' });
  });

  it('counts demo launches per client address: the 31st in a minute is refused with 429 and Retry-After, another address plays', async () => {
    const proxied = sandbox.appWith({ slotSeed: SEED, trustProxy: 1 });
    const from = (address: string) =>
      sandbox.call(`casino/play/${game.slug}`, { method: 'POST', body: realBody({ is_demo: 1 }), headers: { 'x-forwarded-for': address } }, proxied);
    for (let i = 0; i < 30; i++) expect((await from('203.0.113.7')).status).toBe(200);
    const refused = await from('203.0.113.7');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ code: 'too_many_requests' });
    expect((await from('203.0.113.8')).status).toBe(200);
  });

  it('deletes demo launches two hours after they started, with their rounds', async () => {
    let now = new Date();
    const clocked = sandbox.appWith({ slotSeed: SEED, clock: () => now });
    const old = await launchToken(undefined, { is_demo: 1 }, clocked);
    expect((await slot('spin', old, { bet: 1, round: 1 }, clocked)).status).toBe(200);
    const [oldRow] = await sandbox.db.select({ id: gameSessions.id }).from(gameSessions).innerJoin(slotRounds, eq(slotRounds.gameSessionId, gameSessions.id)).where(eq(gameSessions.isDemo, true)).orderBy(desc(gameSessions.id)).limit(1);
    now = new Date(now.getTime() + 2 * 60 * 60 * 1000 + 1000);
    expect((await slot('session', old, {}, clocked)).status).toBe(401);
    await launchToken(undefined, { is_demo: 1 }, clocked);
    expect(await sandbox.db.select().from(gameSessions).where(eq(gameSessions.id, oldRow!.id))).toEqual([]);
    expect(await sandbox.db.select().from(slotRounds).where(eq(slotRounds.gameSessionId, oldRow!.id))).toEqual([]);
  });

  it("refuses a self-excluded player's demo launch too", async () => {
    const { token } = await player('excluded-player');
    const response = await launch(token, { is_demo: 1 });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'self_excluded' });
  });
});

describe('launch outcomes', () => {
  it('answers nothing for an unknown game, a wrong slug and a disabled provider', async () => {
    const { token } = await player('demo-player');
    expect(await json(await launch(token, { game_id: 999_999 }))).toEqual({});
    expect(await json(await call('casino/play/no-such-provider', { method: 'POST', token, body: realBody() }))).toEqual({});
    await sandbox.db.update(providers).set({ isEnabled: false }).where(eq(providers.id, game.providerId));
    try {
      expect(await json(await launch(token))).toEqual({});
      expect((await json<{ provider: { is_enabled: boolean } }>(await call(`static/casinoGames/${game.id}`))).provider.is_enabled).toBe(false);
    } finally {
      await sandbox.db.update(providers).set({ isEnabled: true }).where(eq(providers.id, game.providerId));
    }
  });

  it.each([
    ['excluded-player', 403, 'self_excluded'],
    ['pep-player', 403, 'kyc_required'],
    ['ubo-player', 403, 'kyc_required'],
    ['risky-player', 403, 'kyc_selfie_required'],
    ['terms-player', 403, 'terms_not_accepted'],
    ['reality-check-player', 403, 'awaiting_reality_check'],
    ['low-balance-player', 422, 'insufficient_balance'],
  ])('%s is refused with %i %s', async (template, status, code) => {
    const { token } = await player(template);
    const response = await launch(token);
    expect(response.status).toBe(status);
    const body = await json<{ message: string; code: string }>(response);
    expect(body.code).toBe(code);
    expect(body.message.length).toBeGreaterThan(0);
  });

  it('launches once a waiting reality check is cleared, without a new reality-check message', async () => {
    const { token, playerId } = await player('reality-check-player');
    expect(await json(await call('me', { token }))).toMatchObject({ status_reason: 'awaiting_reality_check' });
    expect((await call('me/mga/realityCheck', { method: 'POST', token, body: { minutes: 0 } })).status).toBe(200);
    expect(await json(await call('me', { token }))).toMatchObject({ status_reason: null });
    expect(await json(await launch(token))).toHaveProperty('play_for_real');
    expect(await sandbox.db.select().from(playerMessages).where(eq(playerMessages.playerId, playerId))).toEqual([]);
  });

  it("refuses a user_id that is not the player's own (403)", async () => {
    const { token } = await player('demo-player');
    const other = await player('demo-player');
    expect((await launch(token, { user_id: other.userId })).status).toBe(403);
  });
});

describe('real play', () => {
  it('debits each bet and credits each win on the real balance, as transactions 4 and 5 and a report row', async () => {
    const { token, playerId } = await player('demo-player');
    const launchTokenValue = await launchToken(token);
    let balance = 1000;
    let wins = 0;
    for (let round = 1; round <= 6; round++) {
      const expected = spin(SEED, round, 2);
      const result = await json<Spin>(await slot('spin', launchTokenValue, { bet: 2, round }));
      balance = Math.round((balance - 2 + expected.win) * 100) / 100;
      wins += expected.win;
      expect(result).toMatchObject({ round, win: expected.win, balance, bonus: 50, from_bonus: false });
    }
    expect(await json(await call('me/balance', { token }))).toMatchObject({ total: balance, bonus: 50 });

    const ledger = await sandbox.db.select().from(transactions).where(and(eq(transactions.playerId, playerId), eq(transactions.gameId, game.id)));
    expect(ledger.filter((t) => t.typeId === TRANSACTION_TYPE.casinoBet)).toHaveLength(6);
    expect(ledger.filter((t) => t.typeId === TRANSACTION_TYPE.casinoBet).every((t) => Number(t.amount) === -2)).toBe(true);
    const winRows = ledger.filter((t) => t.typeId === TRANSACTION_TYPE.casinoWin);
    expect(winRows.reduce((sum, t) => sum + Number(t.amount), 0)).toBeCloseTo(wins, 2);
    // Each row carries the balance right after it: the last one is the player's balance.
    expect(Number(ledger.sort((a, b) => a.id - b.id).at(-1)!.balanceAfter)).toBeCloseTo(balance, 2);

    const today = new Date().toISOString().slice(0, 10);
    const report = await json<{ data: { game: string; bets_count: number; bets: number; wins: number; net: number }[]; totals: { bets: number; wins: number; net: number } }>(
      await call(`reports/casino?from=${today}&to=${today}&type=real`, { token }),
    );
    expect(report.data).toHaveLength(1);
    expect(report.data[0]).toMatchObject({ bets_count: 6, bets: 12 });
    expect(report.data[0]!.wins).toBeCloseTo(wins, 2);
    expect(report.totals.net).toBeCloseTo(wins - 12, 2);

    const session = await json<{ rounds: number; bets: number; wins: number; net: number; currency: { code: string } }>(await call('casino/sessions', { token }));
    expect(session).toMatchObject({ rounds: 6, bets: 12, currency: { code: 'EUR' } });
    expect(session.net).toBeCloseTo(wins - 12, 2);
  });

  it('plays bonus money of the running campaign as types 7 and 8 and counts it towards the target', async () => {
    const { token, playerId } = await player('bonus-player');
    const before = await json<{ bonus: { counter_percentage: number; campaign_id: number; campaign: { max_bet: number } } }>(await call('me', { token }));
    expect(before.bonus).toMatchObject({ campaign_id: 701, counter_percentage: 40, campaign: { max_bet: 5 } });
    expect(await json(await call(`campaigns/701/players/${playerId}/ping`, { method: 'POST', token, body: { game_id: game.id, provider_id: game.providerId } }))).toEqual({ useBonus: true });
    expect(await json(await call(`campaigns/702/players/${playerId}/ping`, { method: 'POST', token, body: { game_id: game.id, provider_id: game.providerId } }))).toEqual({ useBonus: false });
    expect(await json(await call(`campaigns/players/${playerId}/forced`, { method: 'POST', token, body: { game_id: game.id, provider_id: game.providerId } }))).toMatchObject({ bonus: { campaign_id: 701 } });

    const launchTokenValue = await launchToken(token, { use_bonus: 1, campaign_id: 701 });
    expect(await json(await slot('session', launchTokenValue))).toMatchObject({ bonus_play: true, max_bet: 5, balance: 500, bonus: 100 });
    const tooBig = await slot('spin', launchTokenValue, { bet: 10, round: 1 });
    expect(tooBig.status).toBe(422);
    expect(await tooBig.json()).toMatchObject({ code: 'bonus_max_bet' });

    const expected = spin(SEED, 1, 5);
    const result = await json<Spin>(await slot('spin', launchTokenValue, { bet: 5, round: 1 }));
    expect(result).toMatchObject({ from_bonus: true, balance: 500 });
    expect(result.bonus).toBeCloseTo(100 - 5 + expected.win, 2);
    const types = (await sandbox.db.select().from(transactions).where(and(eq(transactions.playerId, playerId), eq(transactions.gameId, game.id)))).map((t) => t.typeId);
    expect(types).toContain(TRANSACTION_TYPE.casinoBonusBet);
    expect(types).not.toContain(TRANSACTION_TYPE.casinoBet);
    expect(types.includes(TRANSACTION_TYPE.casinoBonusWin)).toBe(expected.win > 0);
    const after = await json<{ bonus: { counter_percentage: number } }>(await call('me', { token }));
    expect(after.bonus.counter_percentage).toBeCloseTo(40.5, 2);
    const today = new Date().toISOString().slice(0, 10);
    const report = await json<{ data: { bets: number; bets_count: number }[]; totals: { bets: number; bonus_bets: number } }>(await call(`reports/casino?from=${today}&to=${today}&type=bonus`, { token }));
    expect(report.data).toMatchObject([{ bets: 5, bets_count: 1 }]);
    expect(report.totals).toMatchObject({ bets: 0, bonus_bets: 5 });
  });

  it('refuses a spin past the daily bet or loss limit and moves no money for it', async () => {
    const { token, playerId } = await player('limited-player');
    const launchTokenValue = await launchToken(token);
    let refused: { code: string; refusal: { rule: string; period: string; remaining: number; resetsAt: string } } | null = null;
    let round = 1;
    for (; round <= 6 && !refused; round++) {
      const response = await slot('spin', launchTokenValue, { bet: 2, round });
      if (response.status !== 200) {
        expect(response.status).toBe(422);
        refused = await json(response);
      }
    }
    expect(refused?.code).toBe('limit_reached');
    expect(['max_daily_bet', 'max_daily_loss']).toContain(refused?.refusal.rule);
    expect(refused?.refusal).toMatchObject({ period: 'day', resetsAt: expect.stringMatching(/T00:00:00Z$/) });
    expect(refused!.refusal.remaining).toBeLessThan(2);
    const bets = await sandbox.db.select().from(transactions).where(and(eq(transactions.playerId, playerId), eq(transactions.typeId, TRANSACTION_TYPE.casinoBet)));
    // The limits are 5.00 of bets and 3.00 of loss: never a third bet of 2.00.
    expect(bets.length).toBeLessThanOrEqual(2);
    expect(bets.length).toBe(round - 2);
  });

  it('refuses spins once the player is self-excluded', async () => {
    const { token, playerId } = await player('demo-player');
    const launchTokenValue = await launchToken(token);
    await sandbox.db.update(players).set({ statusExpiresAt: new Date(Date.now() + 86_400_000) }).where(eq(players.id, playerId));
    const response = await slot('spin', launchTokenValue, { bet: 1, round: 1 });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'self_excluded' });
    expect(await json(await call('me/balance', { token }))).toMatchObject({ total: 1000 });
  });

  it('answers a retried round with its recorded result, refuses it with another bet, and refuses bets the slot does not offer', async () => {
    const { token } = await player('demo-player');
    const launchTokenValue = await launchToken(token);
    const first = await slot('spin', launchTokenValue, { bet: 1, round: 1 });
    expect(first.status).toBe(200);
    const firstBody = await json<Spin>(first);
    // The page lost the answer and asks again: the same grid and balance, and nothing moves twice.
    const again = await slot('spin', launchTokenValue, { bet: 1, round: 1 });
    expect(again.status).toBe(200);
    expect(await json<Spin>(again)).toEqual(firstBody);
    expect(await json(await call('me/balance', { token }))).toMatchObject({ total: firstBody.balance });
    const otherBet = await slot('spin', launchTokenValue, { bet: 2, round: 1 });
    expect(otherBet.status).toBe(409);
    expect(await otherBet.json()).toMatchObject({ code: 'round_out_of_order' });
    expect((await slot('spin', launchTokenValue, { bet: 1, round: 3 })).status).toBe(409);
    expect((await slot('spin', launchTokenValue, { bet: 0.3, round: 2 })).status).toBe(422);
    expect((await slot('spin', launchTokenValue, { bet: '1', round: 2 })).status).toBe(422);
    expect((await slot('spin', launchTokenValue, { bet: 1, round: 2.5 })).status).toBe(422);
  });

  it('pays one of 20 concurrent spins of one round, and the balance is the opening balance minus bets plus wins', async () => {
    const { token, playerId } = await player('demo-player');
    const launchTokenValue = await launchToken(token);
    const answers = await Promise.all(Array.from({ length: 20 }, () => slot('spin', launchTokenValue, { bet: 5, round: 1 })));
    const bodies = await Promise.all(answers.filter((a) => a.status === 200).map((a) => json<Spin>(a)));
    expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true);
    // Every answer that came is the one round's.
    expect(new Set(bodies.map((b) => JSON.stringify(b))).size).toBe(1);
    const ledger = await sandbox.db.select().from(transactions).where(and(eq(transactions.playerId, playerId), eq(transactions.gameId, game.id)));
    const bets = ledger.filter((t) => t.typeId === TRANSACTION_TYPE.casinoBet);
    const wins = ledger.filter((t) => t.typeId === TRANSACTION_TYPE.casinoWin).reduce((sum, t) => sum + Number(t.amount), 0);
    expect(bets).toHaveLength(1);
    const { total } = await json<{ total: number }>(await call('me/balance', { token }));
    expect(total).toBeCloseTo(1000 - 5 + wins, 2);
  });
});

describe('real outcomes cannot be predicted', () => {
  it('draws every round of an app without slotSeed from the CSPRNG, never from the seeded generator', async () => {
    const production = sandbox.appWith({});
    const { token } = await player('demo-player');
    const launchTokenValue = await launchToken(token, {}, production);
    const calls = vi.mocked(seededRandom).mock.calls.length;
    for (let round = 1; round <= 5; round++) expect((await slot('spin', launchTokenValue, { bet: 0.1, round }, production)).status).toBe(200);
    expect(vi.mocked(seededRandom).mock.calls.length).toBe(calls);
  });

  it('gives two launches that hold the same state and were shown the same history different next rounds', async () => {
    const production = sandbox.appWith({});
    const a = await player('demo-player');
    const b = await player('demo-player');
    const tokenA = await launchToken(a.token, {}, production);
    const tokenB = await launchToken(b.token, {}, production);
    const [rowA] = await sandbox.db.select().from(gameSessions).where(and(eq(gameSessions.playerId, a.playerId), isNull(gameSessions.endedAt)));
    const [rowB] = await sandbox.db.select().from(gameSessions).where(and(eq(gameSessions.playerId, b.playerId), isNull(gameSessions.endedAt)));
    // Everything the server keeps with launch A, B now holds too (only its player, session and token stay its own).
    const { id: _id, playerId: _player, loginSessionId: _session, launchTokenHash: _hash, ...state } = rowA!;
    await sandbox.db.update(gameSessions).set(state).where(eq(gameSessions.id, rowB!.id));
    const grids = async (launchTokenValue: string) => {
      const shown: string[] = [];
      for (let round = 1; round <= 8; round++) shown.push(JSON.stringify((await json<Spin>(await slot('spin', launchTokenValue, { bet: 0.1, round }, production))).grid));
      return shown;
    };
    expect(await grids(tokenA)).not.toEqual(await grids(tokenB));
  });
});

describe('the demo slot calls refuse what they cannot read, never with a 5xx', () => {
  it('answers 400 to broken JSON and 422 to other shapes', async () => {
    const { token } = await player('demo-player');
    const launchTokenValue = await launchToken(token);
    const send = (body: string) =>
      app.request('/provider/demo-slots/api/spin', { method: 'POST', headers: { authorization: `Bearer ${launchTokenValue}`, 'content-type': 'application/json' }, body });
    expect((await send('{"bet":')).status).toBe(400);
    for (const body of ['null', '[]', '"spin"', '{}', '{"bet":1}', '{"bet":1,"round":0}', '{"bet":1,"round":99999999999}', '{"bet":-1,"round":1}']) {
      expect((await send(body)).status, body).toBe(422);
    }
    expect(await json(await call('me/balance', { token }))).toMatchObject({ total: 1000 });
  });
});

describe('the launch token proves one game session and nothing else', () => {
  it("spins only its own player's money", async () => {
    const a = await player('demo-player');
    const b = await player('demo-player');
    const tokenB = await launchToken(b.token);
    expect((await slot('spin', tokenB, { bet: 5, round: 1 })).status).toBe(200);
    expect(await json(await call('me/balance', { token: a.token }))).toMatchObject({ total: 1000 });
    expect((await json<{ total: number }>(await call('me/balance', { token: b.token }))).total).toBeCloseTo(1000 - 5 + spin(SEED, 1, 5).win, 2);
    expect(await sandbox.db.select().from(transactions).where(and(eq(transactions.playerId, a.playerId), eq(transactions.gameId, game.id)))).toEqual([]);
  });

  it('is not a login session, and a login session is not a launch token', async () => {
    const { token } = await player('demo-player');
    const launchTokenValue = await launchToken(token);
    expect((await call('me', { token: launchTokenValue })).status).toBe(401);
    expect((await slot('spin', token, { bet: 1, round: 1 })).status).toBe(401);
    expect((await slot('spin', 'f'.repeat(64), { bet: 1, round: 1 })).status).toBe(401);
    expect((await app.request('/provider/demo-slots/api/session', { method: 'POST' })).status).toBe(401);
  });

  it('ends at stop-game, at logout and when the session launches another game', async () => {
    const { token } = await player('demo-player');
    const first = await launchToken(token);
    const second = await launchToken(token);
    expect((await slot('session', first)).status).toBe(401);
    expect((await slot('session', second)).status).toBe(200);
    expect(await json(await call('casino/sessions', { method: 'DELETE', token }))).toEqual({ message: 'Game stopped.' });
    expect((await slot('session', second)).status).toBe(401);

    const third = await launchToken(token);
    expect((await call('auth/logout', { method: 'DELETE', token })).status).toBeLessThan(300);
    expect((await slot('spin', third, { bet: 1, round: 1 })).status).toBe(401);
  });
});

describe('the reality check, held by the server', () => {
  it('refuses real rounds and launches once reality_minutes of real play pass without an answer, until Continue answers it', async () => {
    const { token, playerId } = await player('demo-player');
    await sandbox.db.update(players).set({ realityMinutes: 15 }).where(eq(players.id, playerId));
    let now = new Date();
    const clocked = sandbox.appWith({ slotSeed: SEED, clock: () => now });
    const later = (minutes: number) => (now = new Date(now.getTime() + minutes * 60_000));
    const launchTokenValue = await launchToken(token, {}, clocked);
    expect((await slot('spin', launchTokenValue, { bet: 1, round: 1 }, clocked)).status).toBe(200);
    later(14);
    expect((await slot('spin', launchTokenValue, { bet: 1, round: 2 }, clocked)).status).toBe(200);
    later(1.5);
    const refused = await slot('spin', launchTokenValue, { bet: 1, round: 3 }, clocked);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'awaiting_reality_check' });
    expect(await json(await call('me', { token }, clocked))).toMatchObject({ status_reason: 'awaiting_reality_check' });
    const relaunch = await launch(token, {}, clocked);
    expect(relaunch.status).toBe(403);
    expect(await relaunch.json()).toMatchObject({ code: 'awaiting_reality_check' });
    // The timer's own call (a message for the dialog) is not an answer.
    expect((await call('me/mga/realityCheck', { method: 'POST', token, body: { minutes: 15 } }, clocked)).status).toBe(200);
    expect((await slot('spin', launchTokenValue, { bet: 1, round: 3 }, clocked)).status).toBe(403);

    expect((await call('me/mga/realityCheck', { method: 'POST', token, body: { minutes: 0 } }, clocked)).status).toBe(200);
    expect(await json(await call('me', { token }, clocked))).toMatchObject({ status_reason: null });
    expect((await slot('spin', launchTokenValue, { bet: 1, round: 3 }, clocked)).status).toBe(200);
    // Counted again from the answer: 14 minutes on is fine, 15 is not.
    later(14);
    expect((await slot('spin', launchTokenValue, { bet: 1, round: 4 }, clocked)).status).toBe(200);
    later(1);
    expect((await slot('spin', launchTokenValue, { bet: 1, round: 5 }, clocked)).status).toBe(403);
  });

  it('counts only the time real games were open in this login session', async () => {
    const { token, playerId } = await player('demo-player');
    await sandbox.db.update(players).set({ realityMinutes: 15 }).where(eq(players.id, playerId));
    let now = new Date();
    const clocked = sandbox.appWith({ slotSeed: SEED, clock: () => now });
    await launchToken(token, {}, clocked);
    now = new Date(now.getTime() + 10 * 60_000);
    expect((await call('casino/sessions', { method: 'DELETE', token }, clocked)).status).toBe(200);
    // An hour away from the games does not count.
    now = new Date(now.getTime() + 60 * 60_000);
    const second = await launchToken(token, {}, clocked);
    now = new Date(now.getTime() + 4 * 60_000);
    expect((await slot('spin', second, { bet: 1, round: 1 }, clocked)).status).toBe(200);
    now = new Date(now.getTime() + 60_000);
    expect((await slot('spin', second, { bet: 1, round: 2 }, clocked)).status).toBe(403);
    const [account] = await sandbox.db.select({ checkedAt: players.realityCheckedAt }).from(players).where(eq(players.id, playerId));
    expect(account?.checkedAt).toBeNull();
  });

  it('is not reset by logging out and in again', async () => {
    const { token, username, playerId } = await player('demo-player');
    await sandbox.db.update(players).set({ realityMinutes: 15 }).where(eq(players.id, playerId));
    let now = new Date();
    const clocked = sandbox.appWith({ slotSeed: SEED, clock: () => now });
    const later = (minutes: number) => (now = new Date(now.getTime() + minutes * 60_000));
    const first = await launchToken(token, {}, clocked);
    later(10);
    expect((await slot('spin', first, { bet: 1, round: 1 }, clocked)).status).toBe(200);
    expect((await call('auth/logout', { method: 'DELETE', token }, clocked)).status).toBeLessThan(300);

    const again = await sandbox.login(username, 'Clone-pass-1!');
    const second = await launchToken(again, {}, clocked);
    later(4);
    expect((await slot('spin', second, { bet: 1, round: 1 }, clocked)).status).toBe(200);
    later(1.5);
    const refused = await slot('spin', second, { bet: 1, round: 2 }, clocked);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'awaiting_reality_check' });
    expect((await launch(again, {}, clocked)).status).toBe(403);
  });

  it('counts parallel login sessions together: open at the same time counts once, and no session has an interval of its own', async () => {
    const { token, username, playerId } = await player('demo-player');
    await sandbox.db.update(players).set({ realityMinutes: 15 }).where(eq(players.id, playerId));
    let now = new Date();
    const clocked = sandbox.appWith({ slotSeed: SEED, clock: () => now });
    const later = (minutes: number) => (now = new Date(now.getTime() + minutes * 60_000));
    const inA = await launchToken(token, {}, clocked);
    later(7);
    const other = await sandbox.login(username, 'Clone-pass-1!');
    const inB = await launchToken(other, {}, clocked);
    later(7);
    // 14 minutes of the player's real play (21 summed over the two sessions).
    expect((await slot('spin', inA, { bet: 1, round: 1 }, clocked)).status).toBe(200);
    expect((await slot('spin', inB, { bet: 1, round: 1 }, clocked)).status).toBe(200);
    later(1.5);
    // Session B has played 8.5 minutes of its own, the player 15.5.
    expect((await slot('spin', inB, { bet: 1, round: 2 }, clocked)).status).toBe(403);
    expect((await slot('spin', inA, { bet: 1, round: 2 }, clocked)).status).toBe(403);
  });

  it('is answered for the player: Continue in one login session lifts it in the others', async () => {
    const { token, username, playerId } = await player('demo-player');
    await sandbox.db.update(players).set({ realityMinutes: 15 }).where(eq(players.id, playerId));
    let now = new Date();
    const clocked = sandbox.appWith({ slotSeed: SEED, clock: () => now });
    const later = (minutes: number) => (now = new Date(now.getTime() + minutes * 60_000));
    const other = await sandbox.login(username, 'Clone-pass-1!');
    const inA = await launchToken(token, {}, clocked);
    const inB = await launchToken(other, {}, clocked);
    later(16);
    expect((await slot('spin', inA, { bet: 1, round: 1 }, clocked)).status).toBe(403);
    expect((await slot('spin', inB, { bet: 1, round: 1 }, clocked)).status).toBe(403);

    expect((await call('me/mga/realityCheck', { method: 'POST', token, body: { minutes: 0 } }, clocked)).status).toBe(200);
    expect(await json(await call('me', { token: other }, clocked))).toMatchObject({ status_reason: null });
    expect((await slot('spin', inB, { bet: 1, round: 1 }, clocked)).status).toBe(200);
    later(14);
    expect((await slot('spin', inB, { bet: 1, round: 2 }, clocked)).status).toBe(200);
    later(1.5);
    expect((await slot('spin', inB, { bet: 1, round: 3 }, clocked)).status).toBe(403);
  });
});

describe('sandbox: real play time passes at once (POST sandbox/players/{username}/play-time)', () => {
  it("moves the player's open real games into the past, so the next round meets the reality check", async () => {
    const username = `play-time-${++clones}`;
    expect((await sandbox.control('sandbox/players', { method: 'POST', body: { template: 'demo-player', username, password: 'Clone-pass-1!' } })).status).toBe(201);
    const token = await sandbox.login(username, 'Clone-pass-1!');
    const launchTokenValue = await launchToken(token);
    expect((await slot('spin', launchTokenValue, { bet: 1, round: 1 })).status).toBe(200);
    expect(await json(await sandbox.control(`sandbox/players/${username}/play-time`, { method: 'POST', body: { minutes: 61 } }))).toEqual({ games: 1 });
    const refused = await slot('spin', launchTokenValue, { bet: 1, round: 2 });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'awaiting_reality_check' });
    expect((await sandbox.control('sandbox/players/nobody-here/play-time', { method: 'POST', body: { minutes: 61 } })).status).toBe(404);
    expect((await sandbox.call(`sandbox/players/${username}/play-time`, { method: 'POST', body: { minutes: 61 } })).status).toBe(401);
  });

  it('moves the games of earlier login sessions too, so logging in again does not start the count afresh', async () => {
    const { token, username } = await player('demo-player');
    const passPlayTime = (minutes: number) => sandbox.control(`sandbox/players/${username}/play-time`, { method: 'POST', body: { minutes } });
    expect((await slot('spin', await launchToken(token), { bet: 1, round: 1 })).status).toBe(200);
    expect((await passPlayTime(59)).status).toBe(200);
    expect((await call('auth/logout', { method: 'DELETE', token })).status).toBeLessThan(300);

    const again = await sandbox.login(username, 'Clone-pass-1!');
    const second = await launchToken(again);
    expect((await slot('spin', second, { bet: 1, round: 1 })).status).toBe(200);
    expect((await passPlayTime(59)).status).toBe(200);
    const refused = await slot('spin', second, { bet: 1, round: 2 });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'awaiting_reality_check' });
  });
});

describe('the reality check message', () => {
  it('puts a reality-check message with the session figures in the inbox', async () => {
    const { token } = await player('demo-player');
    const launchTokenValue = await launchToken(token);
    await slot('spin', launchTokenValue, { bet: 1, round: 1 });
    expect((await call('casino/sessions', { method: 'POST', token, body: { game_id: game.id, provider_id: game.providerId } })).status).toBe(200);
    expect((await call('me/mga/realityCheck', { method: 'POST', token, body: { minutes: 30 } })).status).toBe(200);
    const message = await json<{ type: string; duration: number; body: string }>(await call('me/messages/readone', { token }));
    expect(message).toMatchObject({ type: 'realityCheck', duration: 60 });
    expect(message.body).toContain('30 minutes');
    expect(message.body).toContain('EUR 1.00');
  });
});

describe('the demo slot page', () => {
  it('may be framed by the site only, and keeps its token out of referrers', async () => {
    const response = await app.request('/provider/demo-slots/play?token=abc&lang=de');
    expect(response.status).toBe(200);
    const policy = response.headers.get('content-security-policy')!;
    expect(policy).toContain('frame-ancestors http://localhost');
    expect(policy).toContain("script-src 'self'");
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    const html = await response.text();
    expect(html).not.toMatch(/<style|style=|<script>(?!<)/);
    expect(html).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
    for (const file of ['slot.js', 'slot.css']) expect((await app.request(`/provider/demo-slots/${file}`)).status).toBe(200);
  });

  it('opened on 127.0.0.1, the site gets its games from localhost, which the site may frame', async () => {
    const skin = { Authorization: skinAuthorization };
    const settings = await app.request('http://127.0.0.1/v1/cms/skin-settings', { headers: skin });
    expect(await json(settings)).toMatchObject({ game_origins: ['http://localhost'] });
    const slot = await app.request('http://localhost/provider/demo-slots/play?token=abc&lang=en');
    expect(slot.headers.get('content-security-policy')).toContain('frame-ancestors http://localhost http://127.0.0.1');
  });

  it('is an origin the skin settings list for game frames', async () => {
    expect(await json(await call('cms/skin-settings'))).toMatchObject({ game_origins: ['http://127.0.0.1'] });
  });
});

describe('no errors were logged', () => {
  it('left no unexpected server errors', () => {
    expect(sandbox.errors).toEqual([]);
  });
});
