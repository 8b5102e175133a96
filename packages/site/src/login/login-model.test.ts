import { CasinoSDK, type Runtime } from '@casino-sdk/core';
import { afterEach, describe, expect, it } from 'vitest';
import { createPlatformFixture, type PlatformFixtureOptions } from '../fixtures/platform-fixture';
import { createLoginModel } from './login-model';

function setup(options: PlatformFixtureOptions = {}) {
  const fetch = createPlatformFixture(options);
  const runtime: Runtime = CasinoSDK.init({ skin: { refId: 'skin', password: 'secret' }, fetch });
  return { fetch, runtime, model: createLoginModel(runtime) };
}

afterEach(() => CasinoSDK.destroy());

describe('login model', () => {
  it('asks for both fields before calling the platform', async () => {
    const { fetch, model } = setup();
    expect(await model.submit()).toEqual({ ok: false, reason: 'invalid' });
    expect(model.fieldErrors.value).toEqual({ username: { key: 'login.usernameRequired' }, password: { key: 'login.passwordRequired' } });
    expect(fetch.calls.some((call) => call.path === '/v1/auth/login')).toBe(false);

    model.setUsername('  ');
    expect(model.fieldErrors.value.username).toBeDefined();
    model.setUsername('alex');
    expect(model.fieldErrors.value.username).toBeUndefined();
    expect(await model.submit()).toEqual({ ok: false, reason: 'invalid' });
    expect(model.fieldErrors.value).toEqual({ password: { key: 'login.passwordRequired' } });
  });

  it("shows the server's message and keeps the username", async () => {
    const { model } = setup({ login: 'fail', loginError: { status: 401, message: 'Wrong username or password.' } });
    model.setUsername('alex');
    model.setPassword('bad');
    expect(await model.submit()).toEqual({ ok: false, reason: 'failed' });
    expect(model.error.value).toEqual({ text: 'Wrong username or password.' });
    expect(model.username.value).toBe('alex');
    expect(model.pending.value).toBe(false);
  });

  it("shows the platform's 429 as the too-many-attempts dialog (spec §8), not as an alert", async () => {
    const { model } = setup({
      login: 'fail',
      loginError: {
        status: 429,
        code: 'too_many_attempts',
        message: 'You have made too many login attempts. Please try again in 4 minutes.',
        retryAfterSeconds: 201,
      },
    });
    model.setUsername('alex');
    model.setPassword('guess');
    expect(await model.submit()).toEqual({ ok: false, reason: 'blocked' });
    expect(model.blocked.value).toEqual({ minutes: 4 });
    expect(model.error.value).toBeNull();
    expect(model.username.value).toBe('alex');
    expect(model.pending.value).toBe(false);

    model.dismissBlocked();
    expect(model.blocked.value).toBeNull();
  });

  it("says the spec's 10 minutes when the platform's 429 has no Retry-After", async () => {
    const { model } = setup({ login: 'fail', loginError: { status: 429, message: 'Too many attempts.' } });
    model.setUsername('alex');
    model.setPassword('guess');
    expect(await model.submit()).toEqual({ ok: false, reason: 'blocked' });
    expect(model.blocked.value).toEqual({ minutes: 10 });
  });

  it('puts per-field messages from the server under the fields', async () => {
    const { model } = setup({
      login: 'fail',
      loginError: { status: 422, message: 'The given data was invalid.', errors: { username: ['No such player.'] } },
    });
    model.setUsername('ghost');
    model.setPassword('x');
    await model.submit();
    expect(model.fieldErrors.value.username).toEqual({ text: 'No such player.' });
    // The server spoke of the name it saw: a new one takes its message away.
    model.setUsername('ghost2');
    expect(model.fieldErrors.value.username).toBeUndefined();
  });

  it('logs in, is pending meanwhile, and answers the player id', async () => {
    const { fetch, runtime, model } = setup();
    model.setUsername('alex');
    model.setPassword('Secret1!');
    const submitting = model.submit();
    expect(model.pending.value).toBe(true);
    expect(await model.submit()).toEqual({ ok: false, reason: 'busy' });
    expect(await submitting).toEqual({ ok: true, playerId: 42 });
    // A double click sends one login.
    expect(fetch.calls.filter((call) => call.path === '/v1/auth/login')).toHaveLength(1);
    expect(model.pending.value).toBe(false);
    expect(model.password.value).toBe('');
    expect(runtime.store.session.value?.playerId).toBe(42);
  });

  it('reports a failure when the player cannot be loaded after the token came', async () => {
    const { model } = setup({ me: 'fail' });
    model.setUsername('alex');
    model.setPassword('Secret1!');
    expect(await model.submit()).toEqual({ ok: false, reason: 'failed' });
    expect(model.error.value).toEqual({ key: 'login.failed' });
  }, 30_000);
});
