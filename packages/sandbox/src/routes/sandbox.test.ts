import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '@casino-sdk/core/contract';
import { players } from '../db/schema';
import { createTestSandbox, type TestSandbox } from '../testing/test-sandbox';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await createTestSandbox();
});
afterAll(() => sandbox.close());

const me = async (token: string) => api.me.get.response.parse(await (await sandbox.call('me?kyc=1&marketing=1&riskyCountry=1', { token })).json());

async function clone(username: string, template: string): Promise<string> {
  const response = await sandbox.control('sandbox/players', { method: 'POST', body: { username, password: 'Clone-pass-1!', template } });
  expect(response.status, await response.clone().text()).toBe(201);
  return sandbox.login(username, 'Clone-pass-1!');
}

describe('PUT sandbox/maintenance', () => {
  it('switches the flag POST cms/skin-in-maintenance reports', async () => {
    const maintenance = async () => (await (await sandbox.call('cms/skin-in-maintenance', { method: 'POST' })).json()) as unknown;
    const on = await sandbox.control('sandbox/maintenance', { method: 'PUT', body: { in_maintenance: true } });
    expect(on.status).toBe(200);
    expect(await on.json()).toEqual({ in_maintenance: true });
    expect(await maintenance()).toEqual({ in_maintenance: true });

    await sandbox.control('sandbox/maintenance', { method: 'PUT', body: { in_maintenance: false } });
    expect(await maintenance()).toEqual({ in_maintenance: false });
  });

  it('with a scope, switches it only for requests carrying that scope\'s cookie', async () => {
    const maintenance = async (cookie?: string) =>
      (await (await sandbox.call('cms/skin-in-maintenance', { method: 'POST', headers: cookie ? { cookie } : {} })).json()) as unknown;
    const on = await sandbox.control('sandbox/maintenance', { method: 'PUT', body: { in_maintenance: true, scope: 'test-a' } });
    expect(await on.json()).toEqual({ in_maintenance: true, scope: 'test-a' });
    expect(await maintenance('sandbox-scope=test-a')).toEqual({ in_maintenance: true });
    expect(await maintenance('sandbox-scope=test-b')).toEqual({ in_maintenance: false });
    expect(await maintenance()).toEqual({ in_maintenance: false });

    await sandbox.control('sandbox/maintenance', { method: 'PUT', body: { in_maintenance: false, scope: 'test-a' } });
    expect(await maintenance('sandbox-scope=test-a')).toEqual({ in_maintenance: false });
    expect((await sandbox.control('sandbox/maintenance', { method: 'PUT', body: { in_maintenance: true, scope: 'not a scope' } })).status).toBe(422);
  });

  it('refuses a body without the flag, and does not exist in platform mode', async () => {
    expect((await sandbox.control('sandbox/maintenance', { method: 'PUT', body: { in_maintenance: 'yes' } })).status).toBe(422);
    const platform = sandbox.appWith({ mode: 'platform' });
    expect((await sandbox.control('sandbox/maintenance', { method: 'PUT', body: { in_maintenance: true } }, platform)).status).toBe(404);
  });
});

describe('PUT sandbox/clock', () => {
  it('moves the time forward for requests carrying that scope\'s cookie only, and back at 0', async () => {
    const now = new Date('2026-11-26T12:00:00.000Z');
    const app = sandbox.appWith({ clock: () => now });
    await clone('clock-copy', 'demo-player');
    const tenMinutes = 10 * 60 * 1000;
    // A sandbox message is dated by the request's clock: what the route saw as now.
    const seenNow = async (cookie?: string) => {
      const response = await sandbox.control('sandbox/players/clock-copy/messages', { method: 'POST', headers: cookie ? { cookie } : {}, body: { type: 'plain', subject: 'Time', body: 'What time is it?' } }, app);
      return api.sandbox.sendMessage.response.parse(await response.json()).created_at;
    };
    const setClock = (offset_ms: number) => sandbox.control('sandbox/clock', { method: 'PUT', body: { scope: 'clock-a', offset_ms } }, app);

    expect(await (await setClock(tenMinutes)).json()).toEqual({ scope: 'clock-a', offset_ms: tenMinutes });
    expect(await seenNow('sandbox-scope=clock-a')).toBe('2026-11-26T12:10:00.000Z');
    expect(await seenNow('sandbox-scope=clock-b')).toBe(now.toISOString());
    expect(await seenNow()).toBe(now.toISOString());

    await setClock(0);
    expect(await seenNow('sandbox-scope=clock-a')).toBe(now.toISOString());
  });

  it('refuses a backward or unscoped move, and does not exist in platform mode', async () => {
    expect((await sandbox.control('sandbox/clock', { method: 'PUT', body: { scope: 'clock-a', offset_ms: -1 } })).status).toBe(422);
    expect((await sandbox.control('sandbox/clock', { method: 'PUT', body: { offset_ms: 1000 } })).status).toBe(422);
    const platform = sandbox.appWith({ mode: 'platform' });
    expect((await sandbox.control('sandbox/clock', { method: 'PUT', body: { scope: 'clock-a', offset_ms: 1000 } }, platform)).status).toBe(404);
  });
});

describe('player clone templates', () => {
  it('copies terms-player with its terms not accepted; accepting them sticks', async () => {
    const token = await clone('terms-copy', 'terms-player');
    expect((await me(token)).marketing).toEqual({ terms_and_conditions: false, newsletter: false });

    const accepted = await sandbox.call('me', { method: 'PUT', token, body: { terms_and_conditions: true } });
    expect(accepted.status).toBe(200);
    expect((await me(token)).marketing?.terms_and_conditions).toBe(true);
    // The template itself is untouched, so the next clone gets the dialog again.
    expect((await me(await clone('terms-copy-2', 'terms-player'))).marketing?.terms_and_conditions).toBe(false);
  });

  it('copies imported-player as an imported account (is_crypt false)', async () => {
    expect((await me(await clone('imported-copy', 'imported-player'))).is_crypt).toBe(false);
  });

  it('copies the KYC levels, so a clone of a verified player is not sent to /kyc', async () => {
    const copy = await me(await clone('kyc-copy', 'demo-player'));
    expect(copy.kyc?.map((k) => [k.level, k.status])).toEqual([
      ['BasicAmlLevel', 'accepted'],
      ['ID_SELFIE_2NDID_POA', 'accepted'],
    ]);
    expect(copy.statusKyc).toBe('idApproved');
  });

  it('copies messages-player without its messages', async () => {
    const token = await clone('messages-copy', 'messages-player');
    expect(await (await sandbox.call('me/messages/readone', { token })).json()).toBeNull();
    // The template still has all of them.
    const template = await sandbox.login('messages-player', 'Demo-pass-1!');
    expect(await (await sandbox.call('me/messages/readone', { token: template })).json()).toMatchObject({ type: 'realityCheck' });
  });

  it('answers 404 for a template that does not exist', async () => {
    const response = await sandbox.control('sandbox/players', { method: 'POST', body: { username: 'nobody-copy', password: 'Clone-pass-1!', template: 'nobody-here' } });
    expect(response.status).toBe(404);
  });
});

describe('POST sandbox/players/{username}/messages', () => {
  it('gives a player one unread message, which the poll then shows', async () => {
    const token = await clone('dialog-copy', 'demo-player');
    const response = await sandbox.control('sandbox/players/dialog-copy/messages', {
      method: 'POST',
      body: { type: 'realityCheck', subject: 'Reality check', body: 'You have been playing for 60 minutes.', duration: 60 },
    });
    expect(response.status).toBe(201);
    const created = api.sandbox.sendMessage.response.parse(await response.json());
    expect(created).toMatchObject({ type: 'realityCheck', duration: 60, is_read: false });
    expect(await (await sandbox.call('me/messages/readone', { token })).json()).toEqual(created);
  });

  it('refuses an unknown player, a missing subject, and platform mode', async () => {
    const body = { type: 'firstLogin', subject: 'Welcome', body: 'Hello.' };
    expect((await sandbox.control('sandbox/players/nobody-here/messages', { method: 'POST', body })).status).toBe(404);
    expect((await sandbox.control('sandbox/players/demo-player/messages', { method: 'POST', body: { ...body, subject: '' } })).status).toBe(422);
    expect((await sandbox.control('sandbox/players/demo-player/messages', { method: 'POST', body: { ...body, duration: -5 } })).status).toBe(422);
    const platform = sandbox.appWith({ mode: 'platform' });
    expect((await sandbox.control('sandbox/players/demo-player/messages', { method: 'POST', body }, platform)).status).toBe(404);
    // Nothing reached demo-player, whose clones must stay without dialogs.
    expect(await (await sandbox.call('me/messages/readone', { token: await sandbox.login() })).json()).toBeNull();
  });
});

describe('input the database cannot hold (no 500)', () => {
  /** A 4xx in the error shape, with nothing logged (every 500 is). */
  async function expectInputRefused(request: Promise<Response>, status = 422) {
    const logged = sandbox.errors.length;
    const response = await request;
    expect(response.status).toBe(status);
    const body = (await response.json()) as { message: string; code?: string };
    expect(body).toMatchObject({ message: expect.any(String) });
    expect(sandbox.errors.length).toBe(logged);
    return body;
  }

  it('answers 422 for a credit of 1e300', async () => {
    await expectInputRefused(sandbox.control('sandbox/players/demo-player/balance', { method: 'POST', body: { amount: 1e300 } }));
  });

  it('answers 422 balance_too_large for a credit the wallet cannot hold', async () => {
    await clone('full-wallet', 'demo-player');
    const credit = () => sandbox.control('sandbox/players/full-wallet/balance', { method: 'POST', body: { amount: 1_000_000_000 } });
    // numeric(14,2) ends at 999,999,999,999.99: set the balance near it, then go past.
    await sandbox.db.update(players).set({ balanceTotal: '999999999000.00' }).where(eq(players.name, 'full-wallet'));
    expect(await expectInputRefused(credit())).toMatchObject({ code: 'balance_too_large' });
  });

  it('answers 422 nickname_already_used to all but one of ten concurrent clones with one username', async () => {
    const logged = sandbox.errors.length;
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => sandbox.control('sandbox/players', { method: 'POST', body: { username: 'racing-clone', password: 'Clone-pass-1!' } })),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([201, ...Array<number>(9).fill(422)]);
    for (const response of responses.filter((r) => r.status === 422)) {
      expect(await response.json()).toMatchObject({ message: expect.any(String), code: 'nickname_already_used' });
    }
    expect(sandbox.errors.length).toBe(logged);
  });

  it('answers 422 for NUL in a path parameter and a duration past 32 bits', async () => {
    await expectInputRefused(sandbox.control('sandbox/players/%00/balance', { method: 'POST', body: { amount: 5 } }));
    const message = { type: 'realityCheck', subject: 'Reality check', body: 'Time flies.', duration: 2147483648 };
    await expectInputRefused(sandbox.control('sandbox/players/demo-player/messages', { method: 'POST', body: message }));
  });
});
