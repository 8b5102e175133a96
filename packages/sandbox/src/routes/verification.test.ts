import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSandbox, type TestSandbox } from '../testing/test-sandbox';
import { registration } from './registration.test-data';

let sandbox: TestSandbox;
let now = new Date('2026-11-24T10:00:00Z');
let app: TestSandbox['app'];
beforeAll(async () => {
  sandbox = await createTestSandbox();
  app = sandbox.appWith({ clock: () => now });
});
afterAll(() => sandbox.close());

const later = (seconds: number) => {
  now = new Date(now.getTime() + seconds * 1000);
};

type Registered = { player_id: number; user_id: number; registration_token: string; email: string };
async function register(overrides: Record<string, unknown> = {}): Promise<Registered> {
  const body = registration(overrides);
  const response = await sandbox.call('auth/register', { method: 'POST', body }, app);
  expect(response.status).toBe(200);
  return { ...((await response.json()) as Omit<Registered, 'email'>), email: body.email };
}
const asRegistrant = (who: Registered, path: string, body?: unknown) =>
  sandbox.call(path, { method: 'POST', body, headers: { token: who.registration_token } }, app);
const verify = (who: Registered, channel: string, verification: string) =>
  asRegistrant(who, `notifications/players/verify_${channel}`, { user_id: who.user_id, skin_id: 1, verification });
async function latestCode(to: string): Promise<string> {
  const response = await sandbox.control(`sandbox/outbox?to=${encodeURIComponent(to)}`);
  return ((await response.json()) as { data: { code: string }[] }).data[0]!.code;
}

describe('the e-mail code', () => {
  it('confirms once with the right code; the same code again is expired', async () => {
    const who = await register();
    const code = await latestCode(who.email);
    const confirmed = await verify(who, 'email', code);
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toEqual({ message: 'email_is_verified' });
    expect(((await (await verify(who, 'email', code)).json()) as { code: string }).code).toBe('code_expired');
  });

  it('answers code_is_wrong, and burns the code on the fifth wrong try', async () => {
    const who = await register();
    const code = await latestCode(who.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect(((await (await verify(who, 'email', wrong)).json()) as { code: string }).code).toBe('code_is_wrong');
    expect(((await (await verify(who, 'email', code)).json()) as { code: string }).code).toBe('code_expired');
  });

  it('expires after 10 minutes', async () => {
    const who = await register();
    const code = await latestCode(who.email);
    later(10 * 60 + 1);
    expect(((await (await verify(who, 'email', code)).json()) as { code: string }).code).toBe('code_expired');
  });

  it('resends at most once a minute (429 with Retry-After), and the new code replaces the old', async () => {
    const who = await register();
    const first = await latestCode(who.email);
    const early = await asRegistrant(who, `notifications/players/${who.player_id}/registration`);
    expect(early.status).toBe(429);
    expect(Number(early.headers.get('retry-after'))).toBeGreaterThan(0);
    later(61);
    expect((await asRegistrant(who, `notifications/players/${who.player_id}/registration`)).status).toBe(200);
    const second = await latestCode(who.email);
    if (first !== second) expect(((await (await verify(who, 'email', first)).json()) as { code: string }).code).toBe('code_is_wrong');
    expect((await verify(who, 'email', second)).status).toBe(200);
  });

  it('needs the registration token: the skin alone gets 401, another registration 403', async () => {
    const who = await register();
    const other = await register();
    expect((await sandbox.call(`notifications/players/${who.player_id}/registration`, { method: 'POST' }, app)).status).toBe(401);
    expect((await asRegistrant(other, `notifications/players/${who.player_id}/registration`)).status).toBe(403);
    expect((await asRegistrant(other, 'notifications/players/verify_email', { user_id: who.user_id, skin_id: 1, verification: '123456' })).status).toBe(403);
  });
});

describe('the SMS code', () => {
  it('needs a number first, then sends to it and confirms; the number is then phone_already_used', async () => {
    later(120);
    const who = await register();
    expect(((await (await asRegistrant(who, 'notifications/twilio/send_sms/verification', { user_id: who.user_id, skin_id: 1 })).json()) as { code: string }).code).toBe('mobile_missing');
    const update = await sandbox.call(`static/players/${who.user_id}`, { method: 'PUT', body: { mobile: '+35679000111' }, headers: { token: who.registration_token } }, app);
    expect(update.status).toBe(200);
    expect((await asRegistrant(who, 'notifications/twilio/send_sms/verification', { user_id: who.user_id, skin_id: 1 })).status).toBe(200);
    const code = await latestCode('+35679000111');
    expect(await (await verify(who, 'sms', code)).json()).toEqual({ message: 'sms_is_verified' });
    const check = await sandbox.call('auth/checkmobile', { method: 'POST', body: { prefix: '+356', mobile: '79000111' } }, app);
    expect(((await check.json()) as { code: string }).code).toBe('phone_already_used');
  });

  it('notifications/twilio/checkMobile applies the phone rule', async () => {
    const bad = await sandbox.call('notifications/twilio/checkMobile', { method: 'POST', body: { prefix: '+356', mobile: '35679000111' } }, app);
    expect(((await bad.json()) as { errors: unknown }).errors).toEqual({ mobile: ['remove_phone_prefix'] });
    expect((await sandbox.call('notifications/twilio/checkMobile', { method: 'POST', body: { prefix: '+356', mobile: '79000111' } }, app)).status).toBe(200);
  });
});
