// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CasinoSDK } from '../sdk';
import { getRuntime } from '../runtime';
import { demoPlayerWire, fixtureFetch, jsonResponse } from '../testing/fixtures';
import { login } from './login';
import { logout } from './logout';

const skin = { refId: 'demo-skin', password: 'demo-skin-secret' };

function platform(overrides: Record<string, (r: Request) => Response | Promise<Response>> = {}) {
  let balance = { total: 1000, bonus: 50, available: 1000, deposited: 1000 };
  const fetch = fixtureFetch({
    'POST auth/login': async (request) => {
      const body = (await request.json()) as { username: string; password: string };
      return body.password === 'Demo-pass-1!' ? jsonResponse({ token: 'tok-123', player_id: 1 }) : jsonResponse({ message: 'Invalid username or password.' }, 401);
    },
    'GET me': () => jsonResponse(demoPlayerWire),
    'GET me/balance': () => jsonResponse(balance),
    'DELETE auth/logout': () => jsonResponse({ message: 'Logged out' }),
    ...overrides,
  });
  return { fetch, setBalance: (next: typeof balance) => (balance = next) };
}

beforeEach(() => {
  sessionStorage.clear();
  document.cookie = 'mgaCounter=3600; Path=/';
});
afterEach(() => {
  CasinoSDK.destroy();
  vi.useRealTimers();
});

describe('login', () => {
  it('stores the session, loads the player and shows total + bonus', async () => {
    const { fetch } = platform();
    const rt = CasinoSDK.init({ skin, fetch });
    const onLogin = vi.fn();
    CasinoSDK.on('login', onLogin);
    await login(rt, { username: ' demo-player ', password: 'Demo-pass-1!' });
    expect(rt.store.session.value).toEqual({ token: 'tok-123', playerId: 1 });
    expect(rt.store.player.value?.username).toBe('demo-player');
    expect(rt.store.balance.value).toMatchObject({ total: 1000, bonus: 50 });
    expect(sessionStorage.getItem('casino-sdk.token')).toBe('tok-123');
    expect(localStorage.length).toBe(0);
    expect(onLogin).toHaveBeenCalledWith({ playerId: 1 });
    const loginCall = fetch.calls.find((r) => r.url.includes('auth/login'))!;
    expect(new URL(loginCall.url).searchParams.get('checkHash')).toBe('1');
    const meCall = fetch.calls.find((r) => new URL(r.url).pathname.endsWith('/v1/me'))!;
    expect(meCall.headers.get('user-token')).toBe('tok-123');
    expect(new URL(meCall.url).search).toBe('?kyc=1&marketing=1&riskyCountry=1');
  });

  it('throws the server message on a wrong password and stays anonymous', async () => {
    const rt = CasinoSDK.init({ skin, fetch: platform().fetch });
    await expect(login(rt, { username: 'demo-player', password: 'nope' })).rejects.toMatchObject({ status: 401, message: 'Invalid username or password.' });
    expect(rt.store.isAuthenticated.value).toBe(false);
    expect(sessionStorage.getItem('casino-sdk.token')).toBeNull();
  });

  it('logs the player out when the user-information call fails', async () => {
    const { fetch } = platform({ 'GET me': () => jsonResponse({ message: 'Player blocked' }, 403) });
    const rt = CasinoSDK.init({ skin, fetch });
    const onLogout = vi.fn();
    CasinoSDK.on('logout', onLogout);
    await login(rt, { username: 'demo-player', password: 'Demo-pass-1!' });
    expect(rt.store.session.value).toBeNull();
    expect(onLogout).toHaveBeenCalledWith({ reason: 'expired' });
  });
});

describe('balance poll', () => {
  it('shows a balance changed on the server within 5 s, and marks it stale when polls fail', async () => {
    vi.useFakeTimers();
    const server = platform();
    const rt = CasinoSDK.init({ skin, fetch: server.fetch });
    await login(rt, { username: 'demo-player', password: 'Demo-pass-1!' });
    server.setBalance({ total: 1025, bonus: 50, available: 1025, deposited: 1000 });
    await vi.advanceTimersByTimeAsync(5000);
    expect(rt.store.balance.value).toMatchObject({ total: 1025, bonus: 50 });
    expect(rt.store.balanceStale.value).toBe(false);

    server.fetch.calls.length = 0;
    const failing = platform({ 'GET me/balance': () => jsonResponse({ message: 'down' }, 400) });
    CasinoSDK.update({ fetch: failing.fetch });
    await vi.advanceTimersByTimeAsync(5000);
    expect(rt.store.balanceStale.value).toBe(true);
    // The figure stays; only its freshness is in doubt.
    expect(rt.store.balance.value).toMatchObject({ total: 1025, bonus: 50 });
  });

  it('keeps polling within a minute when the platform answers Retry-After: 86400', async () => {
    vi.useFakeTimers();
    const server = platform();
    const rt = CasinoSDK.init({ skin, fetch: server.fetch });
    await login(rt, { username: 'demo-player', password: 'Demo-pass-1!' });
    let busy = true;
    const tired = platform({
      'GET me/balance': () =>
        busy
          ? jsonResponse({ message: 'Service unavailable' }, 503, { 'Retry-After': '86400' })
          : jsonResponse({ total: 1025, bonus: 50, available: 1025, deposited: 1000 }),
    });
    CasinoSDK.update({ fetch: tired.fetch });
    await vi.advanceTimersByTimeAsync(5000);
    busy = false;
    // The client retries after at most 60 s, not a day, and the next polls follow on time.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(rt.store.balance.value).toMatchObject({ total: 1025, bonus: 50 });
    const polls = () => tired.fetch.calls.filter((call) => call.url.endsWith('/me/balance')).length;
    const before = polls();
    await vi.advanceTimersByTimeAsync(5000);
    expect(polls()).toBe(before + 1);
  });

  it('ends the session when the platform answers 401', async () => {
    vi.useFakeTimers();
    const server = platform();
    const rt = CasinoSDK.init({ skin, fetch: server.fetch });
    await login(rt, { username: 'demo-player', password: 'Demo-pass-1!' });
    CasinoSDK.update({ fetch: platform({ 'GET me/balance': () => jsonResponse({ message: 'Unauthenticated.' }, 401) }).fetch });
    await vi.advanceTimersByTimeAsync(5000);
    expect(rt.store.session.value).toBeNull();
    expect(sessionStorage.getItem('casino-sdk.token')).toBeNull();
  });
});

describe('logout', () => {
  it('revokes the token and clears token, user id and the mgaCounter cookie', async () => {
    const { fetch } = platform();
    const rt = CasinoSDK.init({ skin, fetch });
    await login(rt, { username: 'demo-player', password: 'Demo-pass-1!' });
    await logout(rt);
    const logoutCall = fetch.calls.find((r) => r.method === 'DELETE')!;
    expect(logoutCall.headers.get('user-token')).toBe('tok-123');
    expect(rt.store.session.value).toBeNull();
    expect(rt.store.player.value).toBeNull();
    expect(sessionStorage.getItem('casino-sdk.token')).toBeNull();
    expect(sessionStorage.getItem('casino-sdk.user-id')).toBeNull();
    expect(document.cookie).not.toContain('mgaCounter');
  });

  it('clears the local session even when the platform is unreachable', async () => {
    const rt = CasinoSDK.init({ skin, fetch: platform({ 'DELETE auth/logout': () => jsonResponse({ message: 'bad' }, 400) }).fetch });
    await login(rt, { username: 'demo-player', password: 'Demo-pass-1!' });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await logout(rt);
    expect(rt.store.isAuthenticated.value).toBe(false);
  });
});

describe('restore', () => {
  it('picks up the session saved in this tab', async () => {
    sessionStorage.setItem('casino-sdk.token', 'tok-123');
    sessionStorage.setItem('casino-sdk.user-id', '1');
    CasinoSDK.init({ skin, fetch: platform().fetch });
    await CasinoSDK.ready();
    expect(getRuntime().store.player.value?.name).toBe('Demo Player');
  });
});
