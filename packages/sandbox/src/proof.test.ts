import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import type { Endpoint } from '@casino-sdk/core/contract';
import { contractEndpoints } from './routes/unserved';
import { createTestSandbox, type TestSandbox } from './testing/test-sandbox';

/**
 * Walks the whole contract. The skin's credentials ship in every partner page, so with them alone
 * no call that names, reads or changes a player may do anything but answer 401, and a player's
 * session may not act on another player (403), served call or not.
 */
let sandbox: TestSandbox;
let victim: { userId: number; playerId: number; token: string };
let attacker: { token: string };

beforeAll(async () => {
  sandbox = await createTestSandbox();
  victim = await clone('proof-victim');
  attacker = await clone('proof-attacker');
});
afterAll(() => sandbox.close());

async function clone(username: string) {
  const created = await sandbox.control('sandbox/players', { method: 'POST', body: { template: 'demo-player', username, password: 'Clone-pass-1!' } });
  expect(created.status).toBe(201);
  const token = await sandbox.login(username, 'Clone-pass-1!');
  const me = (await (await sandbox.call('me', { token })).json()) as { id: number; user_id: number };
  return { userId: me.user_id, playerId: me.id, token };
}

const endpoints = contractEndpoints();
const name = (e: Endpoint) => `${e.method} ${e.path}`;
const PLAYER_KEYS = ['user_id', 'player_id'];

/** The keys of an object body schema (zod mini keeps them on its definition); none for other shapes. */
function bodyKeys(e: Endpoint): string[] {
  const shape = (e.body as (z.ZodMiniType & { _zod: { def: { shape?: Record<string, unknown> } } }) | undefined)?._zod.def.shape;
  return shape ? Object.keys(shape) : [];
}

/** A path or body that names a player: `players/{...}`, `{player_id}`, `{user_id}`, or such a body field. */
function namesAPlayer(e: Endpoint): boolean {
  return /players\/\{|\{(player_id|user_id|username)\}/.test(e.path) || bodyKeys(e).some((key) => PLAYER_KEYS.includes(key));
}

/** The path with the victim's ids where the call names a player, and harmless values elsewhere. */
function victimPath(e: Endpoint): string {
  return e.path.replace(/\{(\w+)\}/g, (_, param: string) => {
    if (e.namesPlayer?.in === 'path' && e.namesPlayer.key === param) return String(e.namesPlayer.id === 'user' ? victim.userId : victim.playerId);
    if (param === 'username') return 'proof-victim';
    if (param === 'channel') return 'email';
    return '1';
  });
}

function victimBody(e: Endpoint): unknown {
  if (!e.body) return undefined;
  const body: Record<string, unknown> = {};
  if (e.namesPlayer?.in === 'body') body[e.namesPlayer.key] = e.namesPlayer.id === 'user' ? victim.userId : victim.playerId;
  return body;
}

describe('the contract says which proof each call needs', () => {
  it.each(endpoints.filter(namesAPlayer).map((e) => [name(e), e] as const))('%s names a player, so the skin alone is not enough', (_, e) => {
    expect(e.auth).not.toBe('skin');
    // Sandbox calls name players by username for operator staff (admin); every other call says where the id is.
    if (e.auth !== 'admin') expect(e.namesPlayer, 'namesPlayer').toBeDefined();
  });

  it.each(endpoints.filter((e) => e.namesPlayer).map((e) => [name(e), e] as const))('%s checks the named player against a player proof', (_, e) => {
    expect(['player', 'player-or-registration', 'player-or-visitor']).toContain(e.auth);
    if (e.namesPlayer!.in === 'path') expect(e.path).toContain(`{${e.namesPlayer!.key}}`);
    else expect(bodyKeys(e)).toContain(e.namesPlayer!.key);
  });

  it('marks every call of the sandbox as needing admin mode', () => {
    for (const e of endpoints.filter((x) => x.path.startsWith('sandbox/'))) expect(e.auth, name(e)).toBe('admin');
  });
});

describe('the server refuses what the contract refuses', () => {
  const guarded = endpoints.filter((e) => e.auth !== 'skin');

  it.each(guarded.map((e) => [name(e), e] as const))('%s answers 401 to the skin credentials alone', async (_, e) => {
    const response = await sandbox.call(victimPath(e), { method: e.method, body: victimBody(e) });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Unauthenticated.' });
  });

  it.each(guarded.filter((e) => e.auth === 'player' || e.auth === 'player-or-registration' || e.auth === 'player-or-visitor').map((e) => [name(e), e] as const))(
    '%s answers 401 to a registration token used as a session, and to a made-up token',
    async (_, e) => {
      const response = await sandbox.call(victimPath(e), { method: e.method, body: victimBody(e), token: 'f'.repeat(64), headers: { token: 'f'.repeat(64) } });
      expect(response.status).toBe(401);
    },
  );

  it.each(endpoints.filter((e) => e.namesPlayer).map((e) => [name(e), e] as const))("%s answers 403 to another player's session", async (_, e) => {
    const response = await sandbox.call(victimPath(e), { method: e.method, body: victimBody(e), token: attacker.token });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'forbidden' });
  });

  it.each(endpoints.filter((e) => e.namesPlayer).map((e) => [name(e), e] as const))("%s lets the player's own session through the proof", async (_, e) => {
    const response = await sandbox.call(victimPath(e), { method: e.method, body: victimBody(e), token: victim.token });
    expect([401, 403]).not.toContain(response.status);
  });

  it('answers a call the sandbox does not serve yet with 404 not_served, after the proof', async () => {
    const response = await sandbox.call(`notifications/players/${victim.playerId}/custom-message`, { method: 'POST', token: victim.token, body: { subject: 'Hi', body: 'Hello', type: 'x' } });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'not_served' });
  });

  it('left no unexpected server errors', () => {
    expect(sandbox.errors).toEqual([]);
  });
});
