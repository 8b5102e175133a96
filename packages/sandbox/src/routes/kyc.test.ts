import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { signNotification } from '../identity-vendor/vendor-notification';
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

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

/** A level the player has, at `status` (initialized by default). */
async function playerAt(level = 'BasicAmlLevel') {
  const player = await newPlayer();
  await sandbox.call(`kyc/players/${player.me.user_id}`, { method: 'POST', token: player.token, body: { level } });
  const username = ((await (await sandbox.call('me', { token: player.token })).json()) as { username: string }).username;
  return { ...player, username };
}

async function accessToken(player: { token: string; me: { user_id: number } }, level = 'BasicAmlLevel', app = sandbox.app) {
  return sandbox.call(`kyc/players/${player.me.user_id}/access-token?level=${level}`, { token: player.token }, app);
}

function upload(token: string, bytes: Uint8Array<ArrayBuffer>, app = sandbox.app) {
  const body = new FormData();
  body.append('document', new File([bytes], 'id.png', { type: 'image/png' }));
  return app.request('/idv/api/documents', { method: 'POST', headers: { authorization: `Bearer ${token}` }, body });
}

async function levelStatus(token: string, level = 'BasicAmlLevel') {
  const me = (await (await sandbox.call('me?kyc=1', { token })).json()) as { kyc: { level: string; status: string }[] };
  return me.kyc.find((k) => k.level === level)?.status;
}

describe('GET kyc/players/{id}/access-token', () => {
  it("answers the vendor's token and web SDK for the player's own level only", async () => {
    const player = await playerAt();
    const other = await playerAt();
    const response = await accessToken(player);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { token: string; sdk_url: string };
    expect(body.token).toMatch(/^[0-9a-f]{64}$/);
    expect(body.sdk_url).toBe('http://127.0.0.1/idv/sdk.js');
    expect((await sandbox.call(`kyc/players/${player.me.user_id}/access-token?level=BasicAmlLevel`, { token: other.token })).status).toBe(403);
    expect((await sandbox.call(`kyc/players/${player.me.user_id}/access-token?level=BasicAmlLevel`)).status).toBe(401);
    expect((await accessToken(player, 'ID_SELFIE_2NDID_POA')).status).toBe(404);
  });

  it('gives none for an accepted level, and a new token ends the one before', async () => {
    const player = await playerAt();
    const first = ((await (await accessToken(player)).json()) as { token: string }).token;
    const second = ((await (await accessToken(player)).json()) as { token: string }).token;
    expect((await sandbox.app.request('/idv/api/applicant', { headers: { authorization: `Bearer ${first}` } })).status).toBe(401);
    expect(await (await sandbox.app.request('/idv/api/applicant', { headers: { authorization: `Bearer ${second}` } })).json()).toEqual({ level: 'BasicAmlLevel', status: 'init' });
    const demo = await sandbox.login();
    const me = (await (await sandbox.call('me', { token: demo })).json()) as { user_id: number };
    expect((await sandbox.call(`kyc/players/${me.user_id}/access-token?level=BasicAmlLevel`, { token: demo })).status).toBe(409);
  });
});

describe('the identity vendor and its notifications', () => {
  it('moves the level only through the signed notifications: submitted → pending, reviewed → accepted', async () => {
    const player = await playerAt();
    const { token } = (await (await accessToken(player)).json()) as { token: string };
    expect((await upload(token, PNG)).status).toBe(202);
    expect(await levelStatus(player.token)).toBe('pending');
    // A second submission of a pending check is refused by the vendor.
    expect((await upload(token, PNG)).status).toBe(409);
    const review = await sandbox.control(`sandbox/kyc/players/${player.username}/review`, { method: 'POST', body: { level: 'BasicAmlLevel', answer: 'GREEN' } });
    expect(review.status).toBe(200);
    expect(await review.json()).toMatchObject({ level: 'BasicAmlLevel', status: 'accepted' });
    expect(await levelStatus(player.token)).toBe('accepted');
    expect((await sandbox.control(`sandbox/kyc/players/${player.username}/review`, { method: 'POST', body: { level: 'BasicAmlLevel', answer: 'RED' } })).status).toBe(409);
  });

  it('rejects on a RED review, and the player may send again', async () => {
    const player = await playerAt();
    const { token } = (await (await accessToken(player)).json()) as { token: string };
    await upload(token, PNG);
    await sandbox.control(`sandbox/kyc/players/${player.username}/review`, { method: 'POST', body: { level: 'BasicAmlLevel', answer: 'RED' } });
    expect(await levelStatus(player.token)).toBe('rejected');
    expect((await upload(token, PNG)).status).toBe(202);
    expect(await levelStatus(player.token)).toBe('pending');
  });

  it('refuses a file that is no picture or PDF, whatever its name says, and moves nothing', async () => {
    const player = await playerAt();
    const { token } = (await (await accessToken(player)).json()) as { token: string };
    const response = await upload(token, new TextEncoder().encode('<html><script>alert(1)</script></html>'));
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ code: 'document_not_accepted' });
    expect(await levelStatus(player.token)).toBe('initialized');
  });

  it('answers an expired token with token_expired, a made-up one with token_invalid', async () => {
    let now = Date.now();
    const app = sandbox.appWith({ clock: () => new Date(now) });
    const player = await playerAt();
    const { token } = (await (await accessToken(player, 'BasicAmlLevel', app)).json()) as { token: string };
    now += 11 * 60_000;
    expect(await (await upload(token, PNG, app)).json()).toMatchObject({ code: 'token_expired' });
    expect(await (await upload('f'.repeat(64), PNG, app)).json()).toMatchObject({ code: 'token_invalid' });
    expect(await levelStatus(player.token)).toBe('initialized');
  });

  it('refuses a notification without the right signature, and a browser cannot move a level', async () => {
    const app = sandbox.appWith({ identityVendorSecret: 'shared-secret' });
    const player = await playerAt();
    const [item] = await sandbox.db.select().from(playerKyc).where(eq(playerKyc.level, 'BasicAmlLevel')).orderBy(desc(playerKyc.id)).limit(1);
    const body = JSON.stringify({ type: 'applicantReviewed', applicant_id: String(item!.id), level: 'BasicAmlLevel', review_answer: 'GREEN' });
    const send = (digest: string | null, payload = body) =>
      app.request('/webhooks/identity-vendor', { method: 'POST', headers: { 'content-type': 'application/json', ...(digest === null ? {} : { 'x-payload-digest': digest }) }, body: payload });
    expect((await send(null)).status).toBe(401);
    expect((await send(signNotification('another-secret', body))).status).toBe(401);
    expect((await send(signNotification('shared-secret', body), body.replace('GREEN', 'RED'))).status).toBe(401);
    // Signed, but the level is not waiting for review: nothing moves.
    expect((await send(signNotification('shared-secret', body))).status).toBe(200);
    expect(await levelStatus(player.token)).toBe('initialized');
    const pending = JSON.stringify({ type: 'applicantPending', applicant_id: String(item!.id), level: 'BasicAmlLevel' });
    expect((await send(signNotification('shared-secret', pending), pending)).status).toBe(200);
    expect(await levelStatus(player.token)).toBe('pending');
    expect((await send(signNotification('shared-secret', body))).status).toBe(200);
    expect(await levelStatus(player.token)).toBe('accepted');
  });

  it('serves the web SDK to other origins and the frame only to the site', async () => {
    const sdk = await sandbox.app.request('http://127.0.0.1/idv/sdk.js');
    expect(sdk.headers.get('access-control-allow-origin')).toBe('*');
    expect(sdk.headers.get('content-type')).toContain('javascript');
    const frame = await sandbox.app.request('http://127.0.0.1/idv/frame?lang=de');
    expect(frame.headers.get('content-security-policy')).toContain('frame-ancestors http://localhost');
    expect(await frame.text()).toContain('lang="de"');
  });
});
