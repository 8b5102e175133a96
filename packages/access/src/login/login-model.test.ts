// @vitest-environment jsdom
import { CasinoSDK, type Runtime } from '@casino-sdk/core';
import { COOKIES, readCookie } from '@casino-sdk/core/internal';
import { LOGIN_ATTEMPTS_MS } from '@casino-sdk/core/rules';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPlatformFixture, type PlatformFixtureOptions } from '@casino-sdk/core/testing/platform-fixture';
import { createPasswordResetModel } from '../password-reset/password-reset-model';
import { createLoginModel } from './login-model';
import { jsonResponse } from '@casino-sdk/core/testing/fixtures';

let clock = 1_000_000;

function setup(options: PlatformFixtureOptions = {}) {
  const fetch = createPlatformFixture(options);
  const runtime: Runtime = CasinoSDK.init({ skin: { refId: 'skin', password: 'secret' }, fetch });
  return { fetch, runtime, model: createLoginModel(runtime, { now: () => clock }) };
}

afterEach(() => {
  CasinoSDK.destroy();
  for (const name of [COOKIES.loginAttempts, COOKIES.recoveryStatus]) document.cookie = `${name}=; Max-Age=0; Path=/`;
});

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

describe('the captcha the platform asks for (decision 0035)', () => {
  /** A platform under attack: a login without a right captcha answer is refused with 422. */
  function underAttack() {
    let challenges = 0;
    return setup({
      answers: (method, path, body) => {
        if (method === 'GET' && path === '/v1/auth/captcha') {
          challenges += 1;
          return jsonResponse({ token: `challenge-${challenges}`, svg: '<svg xmlns="http://www.w3.org/2000/svg"/>', alt: 'A sum of two numbers: type the result.', expires_at: '2030-01-01T00:00:00Z' }, 200);
        }
        if (method !== 'POST' || path !== '/v1/auth/login') return undefined;
        const captcha = (body as { captcha?: { token: string; answer: string } }).captcha;
        if (!captcha) return jsonResponse({ message: 'Please solve the security check to log in.', code: 'captcha_required', errors: { captcha: ['captcha_required'] } }, 422);
        if (captcha.answer !== '7') return jsonResponse({ message: 'The answer to the security check is not correct.', code: 'captcha_wrong', errors: { captcha: ['captcha_wrong'] } }, 422);
        return jsonResponse({ token: 'fixture-token', player_id: 42 }, 200);
      },
    });
  }
  const loginBodies = (fetch: ReturnType<typeof setup>['fetch']) => fetch.calls.filter((call) => call.path === '/v1/auth/login').map((call) => call.body);

  it('shows the picture once asked, sends the answer with the next attempt, and a new picture after a wrong one', async () => {
    const { fetch, model } = underAttack();
    expect(model.captcha.value).toBeNull();
    model.setUsername('alex');
    model.setPassword('Secret1!');
    expect(await model.submit()).toEqual({ ok: false, reason: 'captcha' });
    expect(model.error.value).toEqual({ key: 'login.captchaRequired' });
    await vi.waitFor(() => expect(model.captcha.value?.state.value.kind).toBe('picture'));
    expect(model.captcha.value!.token.value).toBe('challenge-1');

    // Without an answer the form says so and sends nothing.
    expect(await model.submit()).toEqual({ ok: false, reason: 'invalid' });
    expect(model.form.fields.captchaAnswer.error.value).toEqual({ key: 'details.captchaRequired' });

    model.form.fields.captchaAnswer.set('9');
    expect(await model.submit()).toEqual({ ok: false, reason: 'captcha' });
    expect(model.error.value).toEqual({ key: 'details.captcha_wrong' });
    await vi.waitFor(() => expect(model.captcha.value!.token.value).toBe('challenge-2'));
    expect(model.form.fields.captchaAnswer.value.value).toBe('');

    model.form.fields.captchaAnswer.set(' 7 ');
    expect(await model.submit()).toMatchObject({ ok: true });
    expect(loginBodies(fetch)).toEqual([
      { username: 'alex', password: 'Secret1!' },
      { username: 'alex', password: 'Secret1!', captcha: { token: 'challenge-1', answer: '9' } },
      { username: 'alex', password: 'Secret1!', captcha: { token: 'challenge-2', answer: '7' } },
    ]);
  });
});

describe('login attempts (spec §4)', () => {
  /** Four refused logins, then the 5th attempt; answers the 5th's outcome. */
  async function reachFifth(model: ReturnType<typeof createLoginModel>) {
    model.setUsername('alex');
    for (let i = 0; i < 4; i += 1) {
      model.setPassword(`guess-${i}`);
      expect(await model.submit()).toEqual({ ok: false, reason: 'failed' });
    }
    model.setPassword('guess-5');
    return model.submit();
  }
  const sent = (fetch: ReturnType<typeof setup>['fetch'], path: string) => fetch.calls.filter((call) => call.path === `/v1/${path}`);

  it('blocks the 5th attempt in the browser with the 10-minute dialog, and sets sendRecovery', async () => {
    const { fetch, model } = setup({ login: 'fail', loginError: { status: 401, message: 'Invalid username or password.' } });
    expect(await reachFifth(model)).toEqual({ ok: false, reason: 'blocked' });
    expect(model.blocked.value).toEqual({ minutes: 10 });
    expect(sent(fetch, 'auth/login')).toHaveLength(4);
    expect(readCookie(COOKIES.loginAttempts)).toBe(`5:${clock + LOGIN_ATTEMPTS_MS}`);
    expect(readCookie(COOKIES.recoveryStatus)).toMatch(/^sendRecovery:/);
    // Still blocked a minute later, with a minute less to wait; nothing is sent.
    clock += 60_000;
    model.dismissBlocked();
    expect(await model.submit()).toEqual({ ok: false, reason: 'blocked' });
    expect(model.blocked.value).toEqual({ minutes: 9 });
    expect(sent(fetch, 'auth/login')).toHaveLength(4);
    expect(sent(fetch, 'auth/password/recovery')).toHaveLength(0);
  });

  it('walks sendRecovery → pendingBan with a recovery → the many-attempts mail, a 5th attempt each', async () => {
    const { fetch, model } = setup({ login: 'fail', loginError: { status: 401, message: 'Invalid username or password.' } });
    await reachFifth(model);
    clock += LOGIN_ATTEMPTS_MS;
    expect(await reachFifth(model)).toEqual({ ok: false, reason: 'blocked' });
    expect(readCookie(COOKIES.recoveryStatus)).toMatch(/^pendingBan:/);
    expect(sent(fetch, 'auth/password/recovery').map((call) => call.body)).toEqual([{ username: 'alex', expiration_hours: 1 }]);
    clock += LOGIN_ATTEMPTS_MS;
    await reachFifth(model);
    expect(readCookie(COOKIES.recoveryStatus)).toBeNull();
    expect(sent(fetch, 'auth/password/manyAttempts').map((call) => call.body)).toEqual([{ username: 'alex' }]);
    clock += LOGIN_ATTEMPTS_MS;
  });

  it('a successful login forgets the counter and the recovery status', async () => {
    const blocked = setup({ login: 'fail', loginError: { status: 401, message: 'Invalid username or password.' } });
    await reachFifth(blocked.model);
    clock += LOGIN_ATTEMPTS_MS;
    CasinoSDK.destroy();
    const { model } = setup();
    model.setUsername('alex');
    model.setPassword('Secret1!');
    expect(await model.submit()).toMatchObject({ ok: true });
    expect(readCookie(COOKIES.loginAttempts)).toBeNull();
    expect(readCookie(COOKIES.recoveryStatus)).toBeNull();
  });

  it('a password reset after the dialog lifts the block in this browser (issue 20)', async () => {
    const blocked = setup({ login: 'fail', loginError: { status: 401, message: 'Invalid username or password.' } });
    expect(await reachFifth(blocked.model)).toEqual({ ok: false, reason: 'blocked' });
    CasinoSDK.destroy();

    // The dialog's recovery link, the e-mail, the reset page: the new password is set.
    const { fetch, runtime, model } = setup();
    const reset = createPasswordResetModel(runtime, 'link-token');
    await reset.check();
    reset.form.fields.password.set('New-pass-1!');
    reset.form.fields.confirmation.set('New-pass-1!');
    expect(await reset.submit()).toEqual({ ok: true });

    // A minute later, back on the login page: the new password goes to the platform and logs in.
    clock += 60_000;
    model.setUsername('alex');
    model.setPassword('New-pass-1!');
    expect(await model.submit()).toMatchObject({ ok: true });
    expect(sent(fetch, 'auth/login')).toHaveLength(1);
    expect(readCookie(COOKIES.loginAttempts)).toBeNull();
    expect(readCookie(COOKIES.recoveryStatus)).toBeNull();
  });
});
