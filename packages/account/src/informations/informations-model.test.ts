// @vitest-environment jsdom
import { CasinoSDK } from '@casino-sdk/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedInRuntime, type AccountFixtureOptions } from '../account/account-fixture';
import { createInformationsModel, type InformationsModel, type InformationsOptions } from './informations-model';

let model: InformationsModel | undefined;
afterEach(() => {
  model?.dispose();
  CasinoSDK.destroy();
  vi.useRealTimers();
});

function memoryStorage() {
  const data = new Map<string, string>();
  return { getItem: (key: string) => data.get(key) ?? null, setItem: (key: string, value: string) => void data.set(key, value), removeItem: (key: string) => void data.delete(key) };
}

const unconfirmed = { email_verified_at: null, sms_verified_at: null };

async function start(options: AccountFixtureOptions = {}, modelOptions: InformationsOptions = {}) {
  const { runtime, calls } = await signedInRuntime({ ...options, player: { ...unconfirmed, ...options.player } });
  await vi.waitFor(() => expect(runtime.store.player.value).not.toBeNull());
  model = createInformationsModel(runtime, { storage: memoryStorage(), reload: () => undefined, ...modelOptions });
  return { model, runtime, calls };
}

describe('the informations model', () => {
  it('saves a changed e-mail, sends its code, confirms it, and then locks the field', async () => {
    const { model: info, calls } = await start();
    info.email.form.fields.value.set('new@example.com');
    await info.email.request();
    expect(calls.filter((call) => call.method !== 'GET' && !call.path.startsWith('/v1/cms/')).map((call) => [call.method, call.path, call.body])).toEqual([
      ['PUT', '/v1/static/players/4200', { email: 'new@example.com' }],
      ['POST', '/v1/notifications/players/42/registration', undefined],
    ]);
    expect(info.email.sent.value).toBe(true);
    info.email.form.fields.code.set('1234');
    await info.email.verify();
    expect(info.email.locked.value).toBe(true);
    expect(info.email.notice.value).toEqual({ tone: 'success', message: { key: 'informations.emailConfirmed' } });
  });

  it('waits 60 s between requests, and the wait survives a reload', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const storage = memoryStorage();
    const { model: info, calls } = await start({}, { storage });
    await info.phone.request();
    expect(info.phone.waitSeconds.value).toBe(60);
    await info.phone.request();
    expect(calls.filter((call) => call.path.endsWith('send_sms/verification'))).toHaveLength(1);
    info.dispose();
    CasinoSDK.destroy();
    await vi.advanceTimersByTimeAsync(20_000);

    const { model: reloaded } = await start({}, { storage });
    expect(reloaded.phone.sent.value).toBe(true);
    expect(reloaded.phone.waitSeconds.value).toBe(40);
    await vi.advanceTimersByTimeAsync(40_000);
    expect(reloaded.phone.waitSeconds.value).toBe(0);
  });

  it('cleans the mobile as it is typed, and says a refused number is invalid or used for 5 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { model: info } = await start({ updateAnswer: { status: 422, message: 'phone_already_used', code: 'validation_failed' } });
    info.typeMobile('00 420 (601) 234-567');
    expect(info.phone.form.fields.value.value.value).toBe('+00420601234567');
    await info.phone.request();
    expect(info.phone.notice.value).toEqual({ tone: 'error', message: { key: 'informations.phoneRefused' } });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(info.phone.notice.value).toBeNull();
    info.typeMobile('+1234');
    await info.phone.request();
    expect(info.phone.form.fields.value.problem.value).toEqual({ key: 'informations.mobileInvalid' });
  });

  it('says a wrong code in words, and keeps the field open', async () => {
    const { model: info } = await start();
    await info.email.request();
    info.email.form.fields.code.set('9999');
    await info.email.verify();
    expect(info.email.notice.value).toEqual({ tone: 'error', message: { key: 'informations.codeWrong' } });
    expect(info.email.locked.value).toBe(false);
  });

  it('saves the reality-check interval, clears its counter and reloads the page', async () => {
    const reload = vi.fn();
    document.cookie = 'mgaCounter=12; path=/';
    const { model: info, calls } = await start({}, { reload });
    info.reality.fields.minutes.set('15');
    await info.saveReality();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ reality_minutes: 15 });
    expect(document.cookie).not.toContain('mgaCounter=');
    expect(reload).toHaveBeenCalledOnce();
  });
});
