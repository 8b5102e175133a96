import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { skins } from '../db/schema';
import { createTestSandbox, type TestSandbox } from '../testing/test-sandbox';

const DAY = 86_400_000;
let sandbox: TestSandbox;
let now = Date.now();
let token: string;
const clocked = () => sandbox.appWith({ clock: () => new Date(now) });

/** Logs in at the moving clock, so a session outlives the days the test skips. */
async function login(): Promise<void> {
  const response = await sandbox.call('auth/login?checkHash=1', { method: 'POST', body: { username: 'demo-player', password: 'Demo-pass-1!', ip_address: '127.0.0.1' } }, clocked());
  token = ((await response.json()) as { token: string }).token;
}

beforeAll(async () => {
  sandbox = await createTestSandbox();
  await login();
});
afterAll(() => sandbox.close());

type Requests = { data: { id: number; status: string; activated_at: string; response: Record<string, unknown> }[] };
const put = (body: Record<string, unknown>) => sandbox.call('me', { method: 'PUT', token, body }, clocked());
const requests = async () => (await (await sandbox.call('me/statistics/last?type=exclusion&to_activate=1', { token }, clocked())).json()) as Requests;

describe('self-exclusion through PUT me', () => {
  it('refuses an end before the exclusion begins', async () => {
    const response = await put({ statistic: true, status_reason: '', status_expires_at: new Date(now + DAY / 2).toISOString(), expires_at_forever: false });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ errors: { status_expires_at: expect.any(Array) } });
  });

  it('records a temporary exclusion that activates a day later with the default reason, and only one at a time', async () => {
    const end = new Date(now + 15 * DAY).toISOString();
    const response = await put({ statistic: true, status_reason: '', status_expires_at: end, expires_at_forever: false, activated_at: new Date(now).toISOString() });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { status_expires_at: string | null }).status_expires_at).toBeNull();
    const [request] = (await requests()).data;
    expect(request).toMatchObject({ status: 'pending', response: { status_expires_at: end, status_reason: 'Requested by user' } });
    expect(Date.parse(request!.activated_at)).toBe(now + DAY);

    const again = await put({ statistic: true, status_expires_at: new Date(now + 30 * DAY).toISOString() });
    expect(again.status).toBe(422);
    expect(await again.json()).toMatchObject({ code: 'exclusion_request_pending' });
  });

  it('puts the exclusion in force once its day has come', async () => {
    const end = (await requests()).data[0]!.response.status_expires_at;
    now += DAY;
    await login();
    const me = (await (await sandbox.call('me', { token }, clocked())).json()) as { status_expires_at: string };
    expect(me.status_expires_at).toBe(end);
    expect((await requests()).data).toEqual([]);
  });

  it('needs a reason for an end earlier than the current one (reasonReq)', async () => {
    const earlier = new Date(now + 5 * DAY).toISOString();
    const refused = await put({ statistic: true, status_reason: ' ', status_expires_at: earlier });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ errors: { status_reason: ['reasonReq'] } });
    expect((await put({ statistic: true, status_reason: 'Feeling better', status_expires_at: earlier })).status).toBe(200);
  });

  it('makes a permanent exclusion end on 2999-12-31, authorized, activating 7 days later', async () => {
    const pending = (await requests()).data[0]!;
    expect((await sandbox.call(`me/statistics/${pending.id}`, { method: 'DELETE', token }, clocked())).status).toBe(200);
    const response = await put({ statistic: true, status_reason: '', status_expires_at: '2999-12-31T00:00:00.000Z', status_statistic: 'authorized', expires_at_forever: true });
    expect(response.status).toBe(200);
    const [request] = (await requests()).data;
    expect(request!.response).toMatchObject({ status_expires_at: '2999-12-31T00:00:00.000Z', status_statistic: 'authorized' });
    expect(Date.parse(request!.activated_at)).toBe(now + 7 * DAY);
  });

  it('under a UKGC skin, refuses a period between the longest time-out (6 weeks) and 6 months', async () => {
    await sandbox.db.update(skins).set({ jurisdiction: 'UKGC' });
    const response = await put({ statistic: true, status_reason: 'x', status_expires_at: new Date(now + DAY + 60 * DAY).toISOString() });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ errors: { status_expires_at: ['A self-exclusion lasts at least 180 days; a time-out at most 42.'] } });
    // Within the rules, it meets the waiting request instead.
    const allowed = await put({ statistic: true, status_reason: 'x', status_expires_at: new Date(now + DAY + 180 * DAY).toISOString() });
    expect(await allowed.json()).toMatchObject({ code: 'exclusion_request_pending' });
  });

  it('under a UKGC skin, puts a time-out in force at once: no wait before it', async () => {
    const pending = (await requests()).data[0]!;
    expect((await sandbox.call(`me/statistics/${pending.id}`, { method: 'DELETE', token }, clocked())).status).toBe(200);
    // A month's time-out, ending after the exclusion in force (an earlier end would need a reason).
    const end = new Date(now + 30 * DAY).toISOString();
    const response = await put({ statistic: true, status_reason: '', status_expires_at: end, expires_at_forever: false });
    expect(await response.json()).toMatchObject({ status_expires_at: end });
    expect((await requests()).data).toEqual([]);
  });
});
