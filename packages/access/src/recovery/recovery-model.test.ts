import { CasinoSDK } from '@casino-sdk/core';
import { afterEach, describe, expect, it } from 'vitest';
import { createPlatformFixture, type PlatformFixtureOptions } from '@casino-sdk/core/testing/platform-fixture';
import { createRecoveryModel } from './recovery-model';

function setup(options: PlatformFixtureOptions = {}) {
  const fetch = createPlatformFixture(options);
  const runtime = CasinoSDK.init({ skin: { refId: 'skin', password: 'secret' }, fetch });
  return { fetch, model: createRecoveryModel(runtime) };
}

afterEach(() => CasinoSDK.destroy());

const recoveryCalls = (fetch: ReturnType<typeof setup>['fetch']) => fetch.calls.filter((call) => call.path === '/v1/auth/password/recovery');

describe('recovery model', () => {
  it('asks for a well-formed e-mail before calling the platform', async () => {
    const { fetch, model } = setup();
    expect(await model.submit()).toEqual({ ok: false, reason: 'invalid' });
    expect(model.form.fields.email.error.value).toEqual({ key: 'recovery.emailRequired' });
    for (const bad of ['alex', 'alex@example', 'al ex@example.com', '@example.com']) {
      model.form.fields.email.set(bad);
      expect(await model.submit()).toEqual({ ok: false, reason: 'invalid' });
      expect(model.form.fields.email.error.value).toEqual({ key: 'recovery.emailInvalid' });
    }
    expect(recoveryCalls(fetch)).toHaveLength(0);
  });

  it("sends {email, expiration_hours: 1} and says it is sent, whatever the platform's account list", async () => {
    const { fetch, model } = setup();
    model.form.fields.email.set(' alex@example.com ');
    expect(await model.submit()).toEqual({ ok: true });
    expect(recoveryCalls(fetch).map((call) => call.body)).toEqual([{ email: 'alex@example.com', expiration_hours: 1 }]);
    expect(model.sentTo.value).toBe('alex@example.com');
    model.again();
    expect(model.sentTo.value).toBeNull();
    expect(model.form.fields.email.value.value).toBe('');
  });

  it('shows an alert and keeps the address when the platform cannot take it', async () => {
    const { model } = setup({ recovery: 'fail' });
    model.form.fields.email.set('alex@example.com');
    expect(await model.submit()).toEqual({ ok: false, reason: 'failed' });
    expect(model.error.value).not.toBeNull();
    expect(model.sentTo.value).toBeNull();
    expect(model.form.fields.email.value.value).toBe('alex@example.com');
  }, 30_000);
});
