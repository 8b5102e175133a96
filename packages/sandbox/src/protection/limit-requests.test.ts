import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, skins } from '../db/schema';
import { createTestSandbox, type TestSandbox } from '../testing/test-sandbox';

const DAY = 86_400_000;
let sandbox: TestSandbox;
let now = Date.now();
const clocked = () => sandbox.appWith({ clock: () => new Date(now) });

beforeAll(async () => {
  sandbox = await createTestSandbox();
});
afterAll(() => sandbox.close());

/** Logs in at the moving clock, so a session outlives the hours the test skips. */
async function session(): Promise<string> {
  const response = await sandbox.call('auth/login?checkHash=1', { method: 'POST', body: { username: 'demo-player', password: 'Demo-pass-1!', ip_address: '127.0.0.1' } }, clocked());
  return ((await response.json()) as { token: string }).token;
}

type Me = { limits: Record<string, number | null>; betLimits: Record<string, number | null> };
type Requests = { data: { id: number; field: string; status: string; activated_at: string; response: Record<string, unknown> }[] };

async function put(body: Record<string, unknown>, token: string) {
  return sandbox.call('me', { method: 'PUT', token, body }, clocked());
}
async function requests(token: string, query = 'type=limits&to_activate=1'): Promise<Requests> {
  return (await (await sandbox.call(`me/statistics/last?${query}`, { token }, clocked())).json()) as Requests;
}

describe('limits through PUT me', () => {
  it('sets a first daily deposit limit at once, with weekly and monthly at 31 times it', async () => {
    const token = await session();
    const response = await put({ max_daily_deposit: 100 }, token);
    expect(response.status).toBe(200);
    expect(((await response.json()) as Me).limits).toMatchObject({ max_daily_deposit: 100, max_weekly_deposit: 3100, max_monthly_deposit: 3100 });
  });

  it('lowers at once, and raises only after 24 hours through a pending request', async () => {
    const token = await session();
    const lowered = (await (await put({ max_daily_bet: 50 }, token)).json()) as Me;
    expect(lowered.betLimits.max_daily_bet).toBe(50);
    const raised = (await (await put({ max_daily_loss: 10 }, token)).json()) as Me;
    expect(raised.betLimits.max_daily_loss).toBe(10);

    const asked = (await (await put({ max_daily_bet: 80, activated_at: new Date(now).toISOString() }, token)).json()) as Me;
    expect(asked.betLimits.max_daily_bet).toBe(50);
    const { data } = await requests(token);
    const request = data.find((row) => row.field === 'max_daily_bet')!;
    expect(request).toMatchObject({ status: 'pending', response: { max_daily_bet: 80 } });
    expect(Date.parse(request.activated_at)).toBe(now + DAY);

    now += DAY;
    const later = await session();
    const me = (await (await sandbox.call('me', { token: later }, clocked())).json()) as Me;
    expect(me.betLimits.max_daily_bet).toBe(80);
    expect((await requests(later)).data.some((row) => row.field === 'max_daily_bet')).toBe(false);
  });

  it('refuses another value for a limit with a request in the last 24 hours', async () => {
    const token = await session();
    await put({ max_daily_loss: 20 }, token);
    const again = await put({ max_daily_loss: 30 }, token);
    expect(again.status).toBe(422);
    expect(await again.json()).toMatchObject({ code: 'limit_request_locked', errors: { max_daily_loss: expect.any(Array) } });
    expect((await put({ max_daily_loss: 20 }, token)).status).toBe(200);
  });

  it('takes whole numbers of at most 10 digits only', async () => {
    const token = await session();
    for (const value of [1.5, 12_345_678_901, -1]) expect((await put({ max_daily_bet: value }, token)).status).toBe(422);
    // A day's playing time is at most the day (the fuzz found 2^32 minutes reaching the database).
    expect((await put({ max_daily_playing_time: 4_294_967_296 }, token)).status).toBe(422);
    expect((await put({ max_daily_playing_time: 1441 }, token)).status).toBe(422);
  });

  it('deletes a pending request once; a malformed id or a call without a session is refused', async () => {
    const token = await session();
    const pending = (await requests(token)).data.find((row) => row.field === 'max_daily_loss')!;
    expect((await sandbox.call(`me/statistics/${pending.id}`, { method: 'DELETE', token }, clocked())).status).toBe(200);
    expect((await sandbox.call(`me/statistics/${pending.id}`, { method: 'DELETE', token }, clocked())).status).toBe(404);
    expect((await sandbox.call('me/statistics/x1', { method: 'DELETE', token }, clocked())).status).toBe(404);
    expect((await sandbox.call(`me/statistics/${pending.id}`, { method: 'DELETE' }, clocked())).status).toBe(401);
  });
});

describe('the audit trail of limits and exclusions', () => {
  it('writes a row with its time for every limit set, requested, activated or deleted, and every exclusion requested and in force', async () => {
    const token = await session();
    const player = (await (await sandbox.call('me', { token }, clocked())).json()) as { id: number };
    const rows = await sandbox.db.select({ action: auditEvents.action, detail: auditEvents.detail, at: auditEvents.createdAt }).from(auditEvents).where(eq(auditEvents.playerId, player.id)).orderBy(asc(auditEvents.id));
    const actions = new Set(rows.map((row) => row.action));
    for (const action of ['limit_set', 'limit_requested', 'limit_activated', 'request_deleted']) expect(actions, action).toContain(action);
    expect(rows.find((row) => row.action === 'limit_set')?.detail).toMatchObject({ field: 'max_daily_deposit', to: 100 });
    expect(rows.every((row) => row.at instanceof Date)).toBe(true);

    await put({ statistic: true, status_reason: '', status_expires_at: new Date(now + 3 * DAY).toISOString(), expires_at_forever: false }, token);
    now += DAY + 1;
    await sandbox.call('me', { token: await session() }, clocked());
    const after = await sandbox.db.select({ action: auditEvents.action }).from(auditEvents).where(eq(auditEvents.playerId, player.id));
    expect(after.map((row) => row.action)).toEqual(expect.arrayContaining(['exclusion_requested', 'exclusion_activated']));
  });
});

describe("the skin's rules in its document", () => {
  it("names the skin's jurisdiction, and sets weekly and monthly equal to the daily limit where the skin says so", async () => {
    await sandbox.db.update(skins).set({ jurisdiction: 'UKGC', depositLimitPeriods: 'equal' });
    try {
      expect(await (await sandbox.call('cms/skin-settings')).json()).toMatchObject({ jurisdiction: 'UKGC', deposit_limit_periods: 'equal' });
      expect((await sandbox.control('sandbox/players', { method: 'POST', body: { template: 'demo-player', username: 'equal-daily-1', password: 'Clone-pass-1!' } })).status).toBe(201);
      const token = await sandbox.login('equal-daily-1', 'Clone-pass-1!');
      // The clone has the template's limits: a lower daily one applies at once, the others with it.
      const me = (await (await sandbox.call('me', { method: 'PUT', token, body: { max_daily_deposit: 7 } })).json()) as Me;
      expect(me.limits).toMatchObject({ max_daily_deposit: 7, max_weekly_deposit: 7, max_monthly_deposit: 7 });
    } finally {
      await sandbox.db.update(skins).set({ jurisdiction: 'MGA', depositLimitPeriods: 'times-31' });
    }
  });
});
