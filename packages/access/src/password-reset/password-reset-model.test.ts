import { CasinoSDK } from '@casino-sdk/core';
import { afterEach, describe, expect, it } from 'vitest';
import { createPlatformFixture, samplePlayer, type PlatformFixtureOptions } from '@casino-sdk/core/testing/platform-fixture';
import { createPasswordResetModel } from './password-reset-model';

function setup(options: PlatformFixtureOptions = {}, token = 'link-token') {
  const fetch = createPlatformFixture(options);
  const runtime = CasinoSDK.init({ skin: { refId: 'skin', password: 'secret' }, fetch });
  return { fetch, model: createPasswordResetModel(runtime, token) };
}

afterEach(() => CasinoSDK.destroy());

describe('password reset model', () => {
  it('checks the token first; a valid link keeps the e-mail for the reset', async () => {
    const { fetch, model } = setup();
    expect(model.link.value).toEqual({ kind: 'checking' });
    await model.check();
    expect(model.link.value).toEqual({ kind: 'valid', email: samplePlayer.email });
    expect(fetch.calls.map((call) => call.path)).toContain('/v1/auth/status/link-token');
  });

  it('an invalid link, or none, is expired', async () => {
    const dead = setup({ resetLink: 'expired' });
    await dead.model.check();
    expect(dead.model.link.value).toEqual({ kind: 'expired' });
    const none = setup({}, '');
    await none.model.check();
    expect(none.model.link.value).toEqual({ kind: 'expired' });
    expect(none.fetch.calls.some((call) => call.path.startsWith('/v1/auth/status'))).toBe(false);
  });

  it('a failed check can be tried again', async () => {
    const { model } = setup({ resetLink: 'offline' });
    await model.check();
    expect(model.link.value).toEqual({ kind: 'unchecked' });
  }, 30_000);

  it('needs the rule and an equal confirmation; the mismatch shows from the 5th character', async () => {
    const { model } = setup();
    await model.check();
    const { password, confirmation } = model.form.fields;
    password.set('weakpass');
    expect(password.problem.value).toEqual({ key: 'passwordReset.ruleError' });
    password.set('New-pass-1');
    confirmation.set('New-');
    expect(confirmation.error.value).toBeNull();
    confirmation.set('New-p');
    expect(confirmation.error.value).toEqual({ key: 'passwordReset.mismatch' });
    expect(model.canSubmit.value).toBe(false);
    confirmation.set('New-pass-1');
    expect(model.canSubmit.value).toBe(true);
  });

  it('sends {email, password, password_confirmation, token}; 204 is changed and forgets the password', async () => {
    const { fetch, model } = setup();
    await model.check();
    model.form.fields.password.set('New-pass-1');
    model.form.fields.confirmation.set('New-pass-1');
    expect(await model.submit()).toEqual({ ok: true });
    expect(fetch.calls.find((call) => call.path === '/v1/auth/password/reset')).toMatchObject({
      method: 'PUT',
      body: { email: samplePlayer.email, password: 'New-pass-1', password_confirmation: 'New-pass-1', token: 'link-token' },
    });
    expect(model.changed.value).toBe(true);
    expect(model.form.fields.password.value.value).toBe('');
  });

  it('any other status says to contact customer support', async () => {
    const { model } = setup({ resetStatus: 422 });
    await model.check();
    model.form.fields.password.set('New-pass-1');
    model.form.fields.confirmation.set('New-pass-1');
    expect(await model.submit()).toEqual({ ok: false, reason: 'failed' });
    expect(model.error.value).toEqual({ key: 'passwordReset.contactSupport' });
    expect(model.changed.value).toBe(false);
  });
});
