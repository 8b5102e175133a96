// @vitest-environment jsdom
import { CasinoSDK, type Runtime } from '@casino-sdk/core';
import { ADMIN_KEYS_KEY, ADMIN_TOKEN_KEY } from '@casino-sdk/core/internal';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPlatformFixture } from '@casino-sdk/core/testing/platform-fixture';
import { FIXTURE_ADMIN, withAdminPlatform, type AdminFixtureOptions } from './admin-fixture';
import { createAdminAccessModel, createAdminBarModel } from './admin-model';

function setup(options: AdminFixtureOptions = {}) {
  const fetch = withAdminPlatform(createPlatformFixture(), options);
  const runtime: Runtime = CasinoSDK.init({ skin: { refId: 'skin', password: 'secret' }, fetch });
  return { fetch, runtime, model: createAdminAccessModel(runtime) };
}

const logins = (fetch: { adminCalls: { path: string }[] }) => fetch.adminCalls.filter((call) => call.path === 'auth/admin/login');

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  CasinoSDK.destroy();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('admin access model', () => {
  it('asks for both fields before calling the platform', async () => {
    const { fetch, model } = setup();
    expect(await model.submit()).toEqual({ ok: false, reason: 'invalid' });
    expect(model.fieldErrors.value).toEqual({ username: { key: 'admin.usernameRequired' }, password: { key: 'admin.passwordRequired' } });
    model.setUsername('operator-admin');
    expect(model.fieldErrors.value.username).toBeUndefined();
    model.setPassword('x');
    expect(model.fieldErrors.value.password).toBeUndefined();
    expect(logins(fetch)).toHaveLength(0);
  });

  it('opens admin mode and forgets the password', async () => {
    const { fetch, model, runtime } = setup();
    model.setUsername(FIXTURE_ADMIN.username);
    model.setPassword(FIXTURE_ADMIN.password);
    const submitting = model.submit();
    expect(model.pending.value).toBe(true);
    expect(await model.submit()).toEqual({ ok: false, reason: 'busy' });
    expect(await submitting).toEqual({ ok: true, username: 'operator-admin' });
    expect(logins(fetch)).toHaveLength(1);
    expect(model.password.value).toBe('');
    expect(model.pending.value).toBe(false);
    expect(runtime.store.admin.value).toEqual({ username: 'operator-admin' });
    expect(sessionStorage.getItem(ADMIN_TOKEN_KEY)).toBe('fixture-admin-token-1');
  });

  it("shows 'Incorrect credentials', keeps the username and clears the password", async () => {
    const { model, runtime } = setup();
    model.setUsername('operator-admin');
    model.setPassword('wrong');
    expect(await model.submit()).toEqual({ ok: false, reason: 'incorrect' });
    expect(model.error.value).toEqual({ key: 'admin.incorrectCredentials' });
    expect(runtime.i18n.t(model.error.value!.key)).toBe('Incorrect credentials');
    expect(model.username.value).toBe('operator-admin');
    expect(model.password.value).toBe('');
    expect(runtime.store.admin.value).toBeNull();
    // The next try starts at the cleared password, without a required-field message.
    expect(model.form.fields.password.focusRequest.value).toBe(1);
    expect(model.fieldErrors.value).toEqual({});
  });

  it('says how long to wait after too many failures', async () => {
    const { model, runtime } = setup({ login: 'throttled', retryAfterSeconds: 540 });
    model.setUsername('operator-admin');
    model.setPassword('anything');
    expect(await model.submit()).toEqual({ ok: false, reason: 'throttled' });
    expect(model.error.value).toEqual({ key: 'admin.tooManyAttempts', values: { count: 9 } });
    expect(runtime.i18n.t('admin.tooManyAttempts', { count: 9 })).toBe('Too many failed attempts. Try again in 9 minutes.');
  });

  it('keeps the password after a network failure, so trying again is one click', async () => {
    const { model } = setup({ login: 'offline' });
    model.setUsername('operator-admin');
    model.setPassword(FIXTURE_ADMIN.password);
    expect(await model.submit()).toEqual({ ok: false, reason: 'failed' });
    expect(model.error.value).toEqual({ key: 'errors.network' });
    expect(model.password.value).toBe(FIXTURE_ADMIN.password);
  });

  it('clears the previous alert when trying again', async () => {
    const { model } = setup();
    model.setUsername('operator-admin');
    model.setPassword('wrong');
    await model.submit();
    model.setPassword(FIXTURE_ADMIN.password);
    const again = model.submit();
    expect(model.error.value).toBeNull();
    expect(await again).toMatchObject({ ok: true });
  });
});

describe('admin bar model', () => {
  async function signedIn(options: AdminFixtureOptions = {}) {
    const context = setup(options);
    context.model.setUsername(FIXTURE_ADMIN.username);
    context.model.setPassword(FIXTURE_ADMIN.password);
    await context.model.submit();
    return { ...context, bar: createAdminBarModel(context.runtime) };
  }

  it('switches the text keys on and off, for the tab', async () => {
    const { bar, runtime } = await signedIn();
    bar.setShowTextKeys(true);
    expect(bar.showTextKeys.value).toBe(true);
    expect(runtime.store.showTextKeys.value).toBe(true);
    expect(sessionStorage.getItem(ADMIN_KEYS_KEY)).toBe('1');
    bar.setShowTextKeys(false);
    expect(bar.showTextKeys.value).toBe(false);
  });

  it('holds the message poll while the confirmation is open, and lets go on cancel', async () => {
    const { bar, runtime } = await signedIn();
    bar.askExit();
    bar.askExit();
    expect(bar.confirming.value).toBe(true);
    expect(runtime.store.openDialogs.value).toBe(1);
    bar.cancelExit();
    expect(bar.confirming.value).toBe(false);
    expect(runtime.store.openDialogs.value).toBe(0);
    expect(runtime.store.admin.value).not.toBeNull();
  });

  it('ends admin mode on confirm: token revoked and forgotten, keys hidden', async () => {
    const { bar, runtime, fetch } = await signedIn();
    bar.setShowTextKeys(true);
    bar.askExit();
    await bar.confirmExit();
    expect(runtime.store.admin.value).toBeNull();
    expect(runtime.store.showTextKeys.value).toBe(false);
    expect(bar.confirming.value).toBe(false);
    expect(runtime.store.openDialogs.value).toBe(0);
    expect(sessionStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
    expect(fetch.adminCalls.at(-1)).toMatchObject({ method: 'DELETE', path: 'auth/admin/logout', adminToken: 'fixture-admin-token-1' });
  });

  it('ends admin mode even when the platform cannot be told', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { bar, runtime } = await signedIn({ logout: 'fail' });
    bar.askExit();
    vi.useFakeTimers();
    const exiting = bar.confirmExit();
    // Off in the tab at once; the revoke is retried on the SDK's clock.
    expect(runtime.store.admin.value).toBeNull();
    await vi.advanceTimersByTimeAsync(6_000);
    await exiting;
    expect(runtime.store.admin.value).toBeNull();
    expect(bar.exiting.value).toBe(false);
  });

  it('does not open the confirmation outside admin mode, and releases the poll when disposed', async () => {
    const { runtime } = setup();
    const bar = createAdminBarModel(runtime);
    bar.askExit();
    expect(bar.confirming.value).toBe(false);
    runtime.store.admin.value = { username: 'operator-admin' };
    bar.askExit();
    bar.dispose();
    expect(runtime.store.openDialogs.value).toBe(0);
  });
});

describe('admin access: the security check the platform asks for (decision 0035)', () => {
  it('shows the picture once asked, keeps the password, and sends the answer with the next try', async () => {
    let challenges = 0;
    const base = createPlatformFixture({
      answers: (method, path) => {
        if (method !== 'GET' || path !== '/v1/auth/captcha') return undefined;
        challenges += 1;
        const challenge = { token: `challenge-${challenges}`, svg: '<svg xmlns="http://www.w3.org/2000/svg"/>', alt: 'A sum of two numbers: type the result.', expires_at: '2030-01-01T00:00:00Z' };
        return new Response(JSON.stringify(challenge), { status: 200, headers: { 'content-type': 'application/json' } });
      },
    });
    const fetch = withAdminPlatform(base, { login: 'captcha' });
    const runtime: Runtime = CasinoSDK.init({ skin: { refId: 'skin', password: 'secret' }, fetch });
    const model = createAdminAccessModel(runtime);
    model.setUsername(FIXTURE_ADMIN.username);
    model.setPassword(FIXTURE_ADMIN.password);
    expect(await model.submit()).toEqual({ ok: false, reason: 'captcha' });
    expect(model.error.value).toEqual({ key: 'admin.captchaRequired' });
    expect(model.password.value).toBe(FIXTURE_ADMIN.password);
    await vi.waitFor(() => expect(model.captcha.value?.token.value).toBe('challenge-1'));

    model.form.fields.captchaAnswer.set('5');
    expect(await model.submit()).toEqual({ ok: false, reason: 'captcha' });
    expect(model.error.value).toEqual({ key: 'details.captcha_wrong' });
    await vi.waitFor(() => expect(model.captcha.value?.token.value).toBe('challenge-2'));
    model.form.fields.captchaAnswer.set('7');
    expect(await model.submit()).toEqual({ ok: true, username: 'operator-admin' });
    expect(logins(fetch).map((call) => (call as { body?: { captcha?: unknown } }).body?.captcha)).toEqual([undefined, { token: 'challenge-1', answer: '5' }, { token: 'challenge-2', answer: '7' }]);
  });
});
