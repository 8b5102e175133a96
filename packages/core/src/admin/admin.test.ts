// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CasinoSDK } from '../sdk';
import { fixtureFetch, jsonResponse } from '../testing/fixtures';
import { testSkin } from '../testing/platform';
import { adminLogin, adminLogout, restoreAdminSession } from './admin';
import { ADMIN_KEYS_KEY, ADMIN_TOKEN_KEY, setShowTextKeys } from './admin-storage';

type Handler = (request: Request) => Response | Promise<Response>;

const ADMIN = { username: 'operator-admin', password: 'Admin-pass-1!' };
const inAnHour = () => new Date(Date.now() + 60 * 60 * 1000).toISOString();

/** The sandbox's admin calls in a few lines: one admin, tokens it issued, revoked tokens refused. */
function adminPlatform(overrides: Record<string, Handler> = {}) {
  const live = new Set<string>(['saved-token']);
  const bodies: unknown[] = [];
  let issued = 0;
  const fetch = fixtureFetch({
    'POST auth/admin/login': async (request) => {
      const body = (await request.json()) as { username: string; password: string };
      bodies.push(body);
      if (body.username.toLowerCase() !== ADMIN.username || body.password !== ADMIN.password) {
        return jsonResponse({ message: 'Incorrect credentials', code: 'invalid_credentials' }, 401);
      }
      const token = `admin-token-${++issued}`;
      live.add(token);
      return jsonResponse({ token, expires_at: inAnHour() });
    },
    'GET auth/admin/session': (request) =>
      live.has(request.headers.get('admin-token') ?? '')
        ? jsonResponse({ username: ADMIN.username, expires_at: inAnHour() })
        : jsonResponse({ message: 'Unauthenticated.' }, 401),
    'DELETE auth/admin/logout': (request) => {
      const token = request.headers.get('admin-token') ?? '';
      if (!live.delete(token)) return jsonResponse({ message: 'Unauthenticated.' }, 401);
      return jsonResponse({ message: 'Admin mode ended.' });
    },
    ...overrides,
  });
  return { fetch, live, bodies };
}

const calls = (fetch: { calls: Request[] }, path: string) => fetch.calls.filter((request) => new URL(request.url).pathname.endsWith(`/v1/${path}`));

/** Never answers; gives up (like a real fetch) when the call is aborted. */
const hang: Handler = (request) =>
  new Promise((_, reject) => request.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  CasinoSDK.destroy();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('adminLogin', () => {
  it('opens admin mode with the token only: the password is kept nowhere', async () => {
    const { fetch, bodies } = adminPlatform();
    const runtime = CasinoSDK.init({ skin: testSkin, fetch });
    await CasinoSDK.ready();

    expect(await adminLogin(runtime, { username: ' Operator-Admin ', password: ADMIN.password })).toEqual({ ok: true, username: 'operator-admin' });
    expect(runtime.store.admin.value).toEqual({ username: 'operator-admin' });
    expect(sessionStorage.getItem(ADMIN_TOKEN_KEY)).toBe('admin-token-1');
    const stored = Object.keys(sessionStorage).map((key) => sessionStorage.getItem(key));
    expect(stored.some((value) => value?.includes(ADMIN.password))).toBe(false);
    expect(localStorage.length).toBe(0);

    const [login] = calls(fetch, 'auth/admin/login');
    expect(bodies).toEqual([{ username: 'Operator-Admin', password: ADMIN.password }]);
    expect(login!.headers.get('authorization')).toMatch(/^Basic /);
    // The name shown is the platform's spelling, confirmed with the new token.
    expect(calls(fetch, 'auth/admin/session')[0]!.headers.get('admin-token')).toBe('admin-token-1');
  });

  it("answers 'Incorrect credentials' for a wrong pair and stays out of admin mode", async () => {
    const runtime = CasinoSDK.init({ skin: testSkin, fetch: adminPlatform().fetch });
    expect(await adminLogin(runtime, { username: 'operator-admin', password: 'guess' })).toEqual({
      ok: false,
      reason: 'incorrect',
      message: { key: 'admin.incorrectCredentials' },
    });
    expect(runtime.i18n.t('admin.incorrectCredentials')).toBe('Incorrect credentials');
    expect(runtime.store.admin.value).toBeNull();
    expect(sessionStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
  });

  it('says how many minutes to wait when the platform throttles the logins (Retry-After)', async () => {
    let retryAfter: string | undefined = '240';
    const { fetch } = adminPlatform({
      'POST auth/admin/login': () =>
        jsonResponse({ message: 'Too many failed admin logins. Try again later.', code: 'too_many_attempts' }, 429, retryAfter ? { 'Retry-After': retryAfter } : {}),
    });
    const runtime = CasinoSDK.init({ skin: testSkin, fetch });

    const fourMinutes = await adminLogin(runtime, ADMIN);
    expect(fourMinutes).toEqual({ ok: false, reason: 'throttled', message: { key: 'admin.tooManyAttempts', values: { count: 4 } } });
    expect(runtime.i18n.t('admin.tooManyAttempts', { count: 4 })).toBe('Too many failed attempts. Try again in 4 minutes.');

    // Seconds round up to whole minutes; a few seconds still read "1 minute".
    retryAfter = '61';
    expect(await adminLogin(runtime, ADMIN)).toMatchObject({ message: { values: { count: 2 } } });
    retryAfter = '5';
    expect(await adminLogin(runtime, ADMIN)).toMatchObject({ message: { values: { count: 1 } } });
    expect(runtime.i18n.t('admin.tooManyAttempts', { count: 1 })).toBe('Too many failed attempts. Try again in 1 minute.');

    retryAfter = undefined;
    expect(await adminLogin(runtime, ADMIN)).toEqual({ ok: false, reason: 'throttled', message: { key: 'admin.tooManyAttemptsLater' } });
    // Not retried: a throttled login is the admin's to try again.
    expect(calls(fetch, 'auth/admin/login')).toHaveLength(4);
    expect(runtime.store.admin.value).toBeNull();
  });

  it('reports a network failure with the common error text', async () => {
    const { fetch } = adminPlatform({
      'POST auth/admin/login': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const runtime = CasinoSDK.init({ skin: testSkin, fetch });
    expect(await adminLogin(runtime, ADMIN)).toEqual({ ok: false, reason: 'failed', message: { key: 'errors.network' } });
  });

  it('keeps the typed name when the confirming check cannot be read', async () => {
    const { fetch } = adminPlatform({ 'GET auth/admin/session': () => jsonResponse({ message: 'down' }, 500) });
    const runtime = CasinoSDK.init({ skin: testSkin, fetch });
    vi.useFakeTimers();
    const result = adminLogin(runtime, { username: 'operator-admin', password: ADMIN.password });
    await vi.advanceTimersByTimeAsync(6_000);
    expect(await result).toEqual({ ok: true, username: 'operator-admin' });
    expect(runtime.store.admin.value).toEqual({ username: 'operator-admin' });
  });
});

describe('restoreAdminSession', () => {
  it('reopens admin mode on start from a token the platform still knows, keys toggle included', async () => {
    sessionStorage.setItem(ADMIN_TOKEN_KEY, 'saved-token');
    sessionStorage.setItem(ADMIN_KEYS_KEY, '1');
    const { fetch } = adminPlatform();
    const runtime = CasinoSDK.init({ skin: testSkin, fetch });
    await CasinoSDK.ready();
    expect(runtime.store.admin.value).toEqual({ username: 'operator-admin' });
    expect(runtime.store.showTextKeys.value).toBe(true);
    expect(calls(fetch, 'auth/admin/session')[0]!.headers.get('admin-token')).toBe('saved-token');
  });

  it('forgets an expired or revoked token', async () => {
    sessionStorage.setItem(ADMIN_TOKEN_KEY, 'revoked-token');
    sessionStorage.setItem(ADMIN_KEYS_KEY, '1');
    const runtime = CasinoSDK.init({ skin: testSkin, fetch: adminPlatform().fetch });
    await CasinoSDK.ready();
    expect(runtime.store.admin.value).toBeNull();
    expect(runtime.store.showTextKeys.value).toBe(false);
    expect(sessionStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
    expect(sessionStorage.getItem(ADMIN_KEYS_KEY)).toBeNull();
  });

  it('asks nothing when no token is saved', async () => {
    const { fetch } = adminPlatform();
    CasinoSDK.init({ skin: testSkin, fetch });
    await CasinoSDK.ready();
    expect(calls(fetch, 'auth/admin/session')).toHaveLength(0);
  });

  it('keeps the token but stays off when the platform cannot be asked, and never holds ready() for long', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    sessionStorage.setItem(ADMIN_TOKEN_KEY, 'saved-token');
    vi.useFakeTimers();
    const { fetch } = adminPlatform({ 'GET auth/admin/session': hang });
    const runtime = CasinoSDK.init({ skin: testSkin, fetch });
    let ready = false;
    void CasinoSDK.ready().then(() => (ready = true));
    await vi.advanceTimersByTimeAsync(4_900);
    expect(ready).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(ready).toBe(true);
    expect(runtime.store.admin.value).toBeNull();
    expect(sessionStorage.getItem(ADMIN_TOKEN_KEY)).toBe('saved-token');
    // Aborted calls are not retried.
    expect(calls(fetch, 'auth/admin/session')).toHaveLength(1);
  });

  it('lets a login made meanwhile win over the older token', async () => {
    sessionStorage.setItem(ADMIN_TOKEN_KEY, 'saved-token');
    let answer: (() => void) | undefined;
    const { fetch } = adminPlatform();
    const runtime = CasinoSDK.init({
      skin: testSkin,
      fetch: Object.assign(async (input: RequestInfo | URL, init?: RequestInit) => {
        const request = new Request(new URL(String(input), 'http://localhost/'), init);
        if (request.headers.get('admin-token') === 'saved-token') await new Promise<void>((resolve) => (answer = resolve));
        return fetch(input, init);
      }),
    });
    await vi.waitFor(() => expect(answer).toBeDefined());
    await adminLogin(runtime, ADMIN);
    answer!();
    await CasinoSDK.ready();
    await restoreAdminSession(runtime);
    expect(sessionStorage.getItem(ADMIN_TOKEN_KEY)).toBe('admin-token-1');
    expect(runtime.store.admin.value).toEqual({ username: 'operator-admin' });
  });
});

describe('adminLogout', () => {
  it('revokes the token, forgets it and hides the keys', async () => {
    const { fetch, live } = adminPlatform();
    const runtime = CasinoSDK.init({ skin: testSkin, fetch });
    await adminLogin(runtime, ADMIN);
    setShowTextKeys(runtime, true);

    await adminLogout(runtime);
    expect(runtime.store.admin.value).toBeNull();
    expect(runtime.store.showTextKeys.value).toBe(false);
    expect(sessionStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
    expect(sessionStorage.getItem(ADMIN_KEYS_KEY)).toBeNull();
    const [revoke] = calls(fetch, 'auth/admin/logout');
    expect(revoke!.method).toBe('DELETE');
    expect(revoke!.headers.get('admin-token')).toBe('admin-token-1');
    expect(live.has('admin-token-1')).toBe(false);
  });

  it('ends admin mode in the tab even when the platform cannot be told', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { fetch } = adminPlatform({ 'DELETE auth/admin/logout': () => jsonResponse({ message: 'down' }, 401) });
    const runtime = CasinoSDK.init({ skin: testSkin, fetch });
    await adminLogin(runtime, ADMIN);
    await expect(adminLogout(runtime)).resolves.toBeUndefined();
    expect(runtime.store.admin.value).toBeNull();
    expect(sessionStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
    expect(warn).toHaveBeenCalled();
  });

  it('does not touch the player session', async () => {
    const { fetch } = adminPlatform();
    const runtime = CasinoSDK.init({ skin: testSkin, fetch });
    runtime.store.session.value = { token: 'player-token', playerId: 1 };
    await adminLogin(runtime, ADMIN);
    await adminLogout(runtime);
    expect(runtime.store.session.value).toEqual({ token: 'player-token', playerId: 1 });
  });
});

describe('setShowTextKeys', () => {
  it('is remembered for the tab while in admin mode', async () => {
    const runtime = CasinoSDK.init({ skin: testSkin, fetch: adminPlatform().fetch });
    await adminLogin(runtime, ADMIN);
    setShowTextKeys(runtime, true);
    expect(runtime.store.showTextKeys.value).toBe(true);
    expect(sessionStorage.getItem(ADMIN_KEYS_KEY)).toBe('1');
    setShowTextKeys(runtime, false);
    expect(runtime.store.showTextKeys.value).toBe(false);
    expect(sessionStorage.getItem(ADMIN_KEYS_KEY)).toBeNull();
  });

  it('does nothing outside admin mode', () => {
    const runtime = CasinoSDK.init({ skin: testSkin, fetch: adminPlatform().fetch });
    setShowTextKeys(runtime, true);
    expect(runtime.store.showTextKeys.value).toBe(false);
    expect(sessionStorage.getItem(ADMIN_KEYS_KEY)).toBeNull();
  });
});

describe('admin session expiry', () => {
  it('ends admin mode at expires_at: no use extends it', async () => {
    vi.useFakeTimers({ now: new Date('2025-01-01T10:00:00Z') });
    const soon = '2025-01-01T10:30:00Z';
    const { fetch } = adminPlatform({
      'POST auth/admin/login': () => jsonResponse({ token: 'short-token', expires_at: soon }),
      'GET auth/admin/session': () => jsonResponse({ username: 'operator-admin', expires_at: soon }),
    });
    const runtime = CasinoSDK.init({ skin: testSkin, fetch });
    await adminLogin(runtime, ADMIN);
    setShowTextKeys(runtime, true);
    await vi.advanceTimersByTimeAsync(29 * 60 * 1000);
    expect(runtime.store.admin.value).not.toBeNull();
    await vi.advanceTimersByTimeAsync(60 * 1000);
    expect(runtime.store.admin.value).toBeNull();
    expect(runtime.store.showTextKeys.value).toBe(false);
    expect(sessionStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
  });
});
