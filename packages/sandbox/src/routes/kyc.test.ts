import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { playerKyc } from '../db/schema';
import { createTestSandbox, type TestSandbox } from '../testing/test-sandbox';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await createTestSandbox();
});
afterAll(() => sandbox.close());

async function newPlayer() {
  const username = `kyc${Math.random().toString(36).slice(2, 8)}`;
  expect((await sandbox.control('sandbox/players', { method: 'POST', body: { username, password: 'Kyc-pass-1!' } })).status).toBe(201);
  const token = await sandbox.login(username, 'Kyc-pass-1!');
  const me = (await (await sandbox.call('me?kyc=1', { token })).json()) as { id: number; user_id: number };
  // A clone copies the demo player's finished KYC; this one starts with none.
  await sandbox.db.delete(playerKyc).where(eq(playerKyc.playerId, me.id));
  return { token, me };
}

describe('POST kyc/players/{id}', () => {
  it('creates the level once (initialized) and shows it in me?kyc=1', async () => {
    const { token, me } = await newPlayer();
    const first = await sandbox.call(`kyc/players/${me.user_id}`, { method: 'POST', token, body: { level: 'ID_SELFIE_2NDID_POA' } });
    expect(first.status).toBe(200);
    const item = (await first.json()) as { id: number; level: string; status: string };
    expect(item).toMatchObject({ level: 'ID_SELFIE_2NDID_POA', status: 'initialized' });
    const again = (await (await sandbox.call(`kyc/players/${me.user_id}`, { method: 'POST', token, body: { level: 'ID_SELFIE_2NDID_POA' } })).json()) as { id: number };
    expect(again.id).toBe(item.id);
    const after = (await (await sandbox.call('me?kyc=1', { token })).json()) as { kyc: { level: string }[] };
    expect(after.kyc.filter((k) => k.level === 'ID_SELFIE_2NDID_POA')).toHaveLength(1);
  });

  it('refuses an unknown level, the skin alone and another player', async () => {
    const { token, me } = await newPlayer();
    const other = await newPlayer();
    expect((await sandbox.call(`kyc/players/${me.user_id}`, { method: 'POST', token, body: { level: 'Platinum' } })).status).toBe(422);
    expect((await sandbox.call(`kyc/players/${me.user_id}`, { method: 'POST', body: { level: 'BasicAmlLevel' } })).status).toBe(401);
    expect((await sandbox.call(`kyc/players/${me.user_id}`, { method: 'POST', token: other.token, body: { level: 'BasicAmlLevel' } })).status).toBe(403);
  });
});
