import { CasinoSDK, type Runtime } from '@casino-sdk/core';
import { checkRoute, startSession } from '@casino-sdk/core/internal';
import { afterEach, describe, expect, it } from 'vitest';
import { createPlatformFixture, type PlatformFixtureOptions } from '@casino-sdk/core/testing/platform-fixture';
import { addPlayerUpdate, type PlayerUpdateOptions } from './change-password-fixture';
import { createChangePasswordModel } from './change-password-model';

async function setup(options: PlatformFixtureOptions & PlayerUpdateOptions = {}, { signedIn = true } = {}) {
  const runtime: Runtime = CasinoSDK.init({
    skin: { refId: 'skin', password: 'secret' },
    fetch: createPlatformFixture({ ...options, player: { is_crypt: false, ...options.player } }),
  });
  const fetch = addPlayerUpdate(runtime, options);
  if (signedIn) await startSession(runtime, { token: 't', playerId: 42 });
  return { runtime, fetch, model: createChangePasswordModel(runtime) };
}

afterEach(() => CasinoSDK.destroy());

describe('change-password model', () => {
  it('shows the rule only once the field was left, then live', async () => {
    const { model } = await setup();
    model.setPassword('abc');
    expect(model.passwordError.value).toBeNull();
    model.touch();
    expect(model.passwordError.value).toEqual({ key: 'changePassword.ruleError' });
    model.setPassword('Abcdefg1!');
    expect(model.passwordError.value).toBeNull();
    model.setPassword('Abcdefg1-');
    expect(model.passwordError.value).toEqual({ key: 'changePassword.ruleError' });
  });

  it('does not count leaving an empty field as touching it', async () => {
    const { model } = await setup();
    model.touch();
    expect(model.touched.value).toBe(false);
  });

  it('says the passwords differ from the fifth character of the confirmation', async () => {
    const { model } = await setup();
    model.setPassword('Abcdefg1!');
    model.setConfirmation('Abcx');
    expect(model.confirmationError.value).toBeNull();
    model.setConfirmation('Abcxe');
    expect(model.confirmationError.value).toEqual({ key: 'changePassword.mismatch' });
    model.setConfirmation('Abcdefg1!');
    expect(model.confirmationError.value).toBeNull();
  });

  it('is valid only with a rule-following password confirmed exactly', async () => {
    const { model } = await setup();
    model.setPassword('Abcdefg1!');
    expect(model.valid.value).toBe(false);
    model.setConfirmation('Abcdefg1!');
    expect(model.valid.value).toBe(true);
    model.setPassword('Abcdefg1');
    model.setConfirmation('Abcdefg1');
    expect(model.valid.value).toBe(false);
  });

  it('refuses to send an invalid form and marks the field touched', async () => {
    const { model, fetch } = await setup();
    model.setPassword('weak');
    expect(await model.submit()).toEqual({ ok: false, reason: 'invalid' });
    expect(model.passwordError.value).toEqual({ key: 'changePassword.ruleError' });
    expect(fetch.updates).toEqual([]);
  });

  it('sends {password, is_crypt: true} to the user id, reloads the player and lets the guard go', async () => {
    const { runtime, model, fetch } = await setup();
    expect(checkRoute(runtime, '/en/casino')).toBe('/en/changePassword');
    model.setPassword('Abcdefg1!');
    model.setConfirmation('Abcdefg1!');
    const submitting = model.submit();
    expect(model.pending.value).toBe(true);
    expect(await model.submit()).toEqual({ ok: false, reason: 'busy' });
    expect(await submitting).toEqual({ ok: true });

    expect(fetch.updates).toEqual([{ userId: '4200', body: { password: 'Abcdefg1!', is_crypt: true } }]);
    expect(runtime.store.player.value?.is_crypt).toBe(true);
    expect(checkRoute(runtime, '/en/casino')).toBeNull();
    expect(model.saved.value).toBe(true);
    expect(model.pending.value).toBe(false);
    expect(model.password.value).toBe('');
    expect(model.confirmation.value).toBe('');
  });

  it("shows the platform's message and keeps both values when it refuses", async () => {
    const { runtime, model } = await setup({ update: 'fail', updateError: { status: 422, message: 'The given data was invalid.', errors: { password: ['Too weak.'] } } });
    model.setPassword('Abcdefg1!');
    model.setConfirmation('Abcdefg1!');
    expect(await model.submit()).toEqual({ ok: false, reason: 'failed' });
    expect(model.error.value).toEqual({ text: 'Too weak.' });
    expect(model.password.value).toBe('Abcdefg1!');
    expect(model.confirmation.value).toBe('Abcdefg1!');
    expect(runtime.store.player.value?.is_crypt).toBe(false);
    expect(model.saved.value).toBe(false);
  });

  it("falls back to the message of the answer, and clears the alert on the next try", async () => {
    const { model } = await setup({ update: 'fail', updateError: { status: 403, message: 'Not allowed.' } });
    model.setPassword('Abcdefg1!');
    model.setConfirmation('Abcdefg1!');
    await model.submit();
    expect(model.error.value).toEqual({ text: 'Not allowed.' });
    const again = model.submit();
    expect(model.error.value).toBeNull();
    await again;
  });

  it('keeps the change when the player cannot be reloaded afterwards', async () => {
    const { runtime, model } = await setup();
    // GET me fails from now on: the password is changed all the same.
    const fetch = runtime.config.value.fetch!;
    runtime.config.value = {
      ...runtime.config.value,
      fetch: (input, init) =>
        String(input).endsWith('/v1/me?kyc=1&marketing=1&riskyCountry=1') ? Promise.resolve(new Response('{"message":"no"}', { status: 422 })) : fetch(input, init),
    };
    model.setPassword('Abcdefg1!');
    model.setConfirmation('Abcdefg1!');
    expect(await model.submit()).toEqual({ ok: true });
    expect(runtime.store.player.value?.is_crypt).toBe(true);
    expect(runtime.store.session.value).not.toBeNull();
  });

  it('needs a signed-in player', async () => {
    const { model, fetch } = await setup({}, { signedIn: false });
    model.setPassword('Abcdefg1!');
    model.setConfirmation('Abcdefg1!');
    expect(await model.submit()).toEqual({ ok: false, reason: 'signed-out' });
    expect(model.error.value).toEqual({ key: 'changePassword.signedOut' });
    expect(fetch.updates).toEqual([]);
  });

  it('logs out as the way out', async () => {
    const { runtime, model } = await setup();
    await model.logout();
    expect(runtime.store.session.value).toBeNull();
    expect(model.loggingOut.value).toBe(false);
  });
});
