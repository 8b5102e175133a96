import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { endpoint } from '../contract/endpoint';
import { ApiError } from './api-error';
import { createApiClient, type ApiClientOptions } from './api-client';

const balance = endpoint({ method: 'GET', path: 'me/balance', auth: 'player', response: z.object({ total: z.number() }) });
const login = endpoint({ method: 'POST', path: 'auth/login', auth: 'skin', response: z.object({ token: z.string() }) });
const deposit = endpoint({ method: 'POST', path: 'payments/deposit', auth: 'player', movesMoney: true, response: z.object({ ok: z.boolean() }) });
const updatePlayer = endpoint({ method: 'PUT', path: 'static/players/{id}', auth: 'player-or-registration', response: z.object({ ok: z.boolean() }) });
const launch = endpoint({ method: 'POST', path: 'casino/play/{provider_slug}', auth: 'player-or-visitor', response: z.object({ play_for_fun: z.string() }) });
const status = endpoint({ method: 'GET', path: 'auth/status/{token}', auth: 'temp-token', response: z.object({ ok: z.boolean() }) });

const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), { status: 200, ...init, headers: { 'content-type': 'application/json', ...init.headers } });

function setup(responses: Array<Response | Error>, overrides: Partial<ApiClientOptions> = {}) {
  const requests: Request[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push(new Request(input, init));
    const next = responses.shift();
    if (!next) throw new Error('no response left');
    if (next instanceof Error) throw next;
    return next;
  });
  const sleeps: number[] = [];
  const client = createApiClient({
    apiBase: () => 'http://platform.test/',
    skin: () => ({ refId: 'demo-skin', password: 'sécret' }),
    token: () => 'player-token',
    fetch: fetch as unknown as typeof globalThis.fetch,
    sleep: async (ms) => void sleeps.push(ms),
    random: () => 0.5,
    ...overrides,
  });
  return { client, requests, sleeps, fetch };
}

describe('api client', () => {
  it('sends basic skin auth on every call and the user-token on player calls', async () => {
    const { client, requests } = setup([json({ total: 5 }), json({ token: 't' })]);
    await client.call(balance);
    await client.call(login, { body: { username: 'a', password: 'b' } });
    const expected = `Basic ${Buffer.from('demo-skin:sécret', 'utf8').toString('base64')}`;
    expect(requests[0]!.headers.get('authorization')).toBe(expected);
    expect(requests[0]!.headers.get('user-token')).toBe('player-token');
    expect(requests[0]!.url).toBe('http://platform.test/v1/me/balance');
    expect(requests[1]!.headers.get('authorization')).toBe(expected);
    expect(requests[1]!.headers.get('user-token')).toBeNull();
  });

  it('sends the session on a player-or-visitor call when there is one, and nothing for a visitor', async () => {
    const signedIn = setup([json({ play_for_fun: 'u' })]);
    await signedIn.client.call(launch, { params: { provider_slug: 's' } });
    expect(signedIn.requests[0]!.headers.get('user-token')).toBe('player-token');
    const visitor = setup([json({ play_for_fun: 'u' })], { token: () => null });
    await visitor.client.call(launch, { params: { provider_slug: 's' } });
    expect(visitor.requests[0]!.headers.get('user-token')).toBeNull();
    expect(visitor.requests[0]!.headers.get('authorization')).toMatch(/^Basic /);
  });

  it('sends the temp token header and fills path parameters', async () => {
    const { client, requests } = setup([json({ ok: true })]);
    await client.call(status, { params: { token: 'a b' }, tempToken: 'tmp' });
    expect(requests[0]!.url).toBe('http://platform.test/v1/auth/status/a%20b');
    expect(requests[0]!.headers.get('token')).toBe('tmp');
  });

  it('proves a player-or-registration call with the session, or with the registration token instead of it', async () => {
    const onUnauthorized = vi.fn();
    const { client, requests } = setup([json({ ok: true }), json({ message: 'Unauthenticated.' }, { status: 401 })], { onUnauthorized });
    await client.call(updatePlayer, { params: { id: 7 } });
    expect(requests[0]!.headers.get('user-token')).toBe('player-token');
    expect(requests[0]!.headers.get('token')).toBeNull();

    await expect(client.call(updatePlayer, { params: { id: 7 }, tempToken: 'registration' })).rejects.toMatchObject({ status: 401 });
    expect(requests[1]!.headers.get('token')).toBe('registration');
    expect(requests[1]!.headers.get('user-token')).toBeNull();
    // A refused registration token is no reason to end the player's session.
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('serialises booleans in queries as 1/0 and drops absent values', async () => {
    const { client, requests } = setup([json({ total: 1 })]);
    await client.call(balance, { query: { kyc: true, marketing: false, missing: undefined } });
    expect(new URL(requests[0]!.url).search).toBe('?kyc=1&marketing=0');
  });

  it('sends plain data as JSON and repeats list query values as key[]', async () => {
    const { client, requests } = setup([json({ token: 't' }), json({ total: 1 })]);
    await client.call(login, { body: { username: 'a', password: 'b' } });
    expect(requests[0]!.headers.get('content-type')).toBe('application/json');
    expect(await requests[0]!.json()).toEqual({ username: 'a', password: 'b' });
    await client.call(balance, { query: { tag: ['home', 'top'] } });
    expect(new URL(requests[1]!.url).searchParams.getAll('tag[]')).toEqual(['home', 'top']);
  });

  it('keeps one pair of brackets on a list key the contract already writes as key[]', async () => {
    const { client, requests } = setup([json({ total: 1 })]);
    await client.call(balance, { query: { 'tag[]': ['home'] } });
    expect(new URL(requests[0]!.url).search).toBe('?tag%5B%5D=home');
  });

  it('retries an idempotent GET after a 503 and a network error, then succeeds', async () => {
    const { client, sleeps, fetch } = setup([json({ message: 'busy' }, { status: 503 }), new TypeError('fetch failed'), json({ total: 7 })]);
    await expect(client.call(balance)).resolves.toEqual({ total: 7 });
    expect(fetch).toHaveBeenCalledTimes(3);
    // Full jitter with random() = 0.5: half of 300 * 2^attempt.
    expect(sleeps).toEqual([150, 300]);
  });

  it('honours Retry-After over its own back-off', async () => {
    const { client, sleeps } = setup([json({ message: 'slow down' }, { status: 429, headers: { 'retry-after': '2' } }), json({ total: 1 })]);
    await client.call(balance);
    expect(sleeps).toEqual([2000]);
  });

  it('answers at once when Retry-After asks for longer than a minute: that wait is the answer', async () => {
    const { client, sleeps, fetch } = setup([json({ message: 'come back tomorrow' }, { status: 503, headers: { 'retry-after': '86400' } }), json({ total: 1 })]);
    await expect(client.call(balance)).rejects.toMatchObject({ status: 503, retryAfterMs: 60_000, requestedRetryAfterMs: 86_400_000 });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(sleeps).toEqual([]);
    const { client: patient, sleeps: waited } = setup([json({ message: 'in a minute' }, { status: 503, headers: { 'retry-after': '60' } }), json({ total: 1 })]);
    await expect(patient.call(balance)).resolves.toEqual({ total: 1 });
    expect(waited).toEqual([60_000]);
  });

  it('hands the Retry-After of a refusal it does not retry to the caller', async () => {
    const { client } = setup([json({ message: 'Too many' }, { status: 429, headers: { 'retry-after': '120' } }), json({ message: 'No' }, { status: 401 })]);
    await expect(client.call(login, { body: {} })).rejects.toMatchObject({ status: 429, retryAfterMs: 60_000, requestedRetryAfterMs: 120_000 });
    await expect(client.call(login, { body: {} })).rejects.toMatchObject({ status: 401, retryAfterMs: null });
  });

  it('gives up after the retry cap and reports the last failure', async () => {
    const { client, fetch } = setup(Array.from({ length: 4 }, () => json({ message: 'down' }, { status: 503 })), { maxRetries: 3 });
    await expect(client.call(balance)).rejects.toMatchObject({ kind: 'http', status: 503, message: 'down' });
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it('never retries a POST without an idempotency key', async () => {
    const { client, fetch } = setup([json({ message: 'down' }, { status: 503 })]);
    await expect(client.call(login, { body: {} })).rejects.toBeInstanceOf(ApiError);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('retries a money call with the same generated Idempotency-Key', async () => {
    const { client, requests } = setup([new TypeError('reset'), json({ ok: true })]);
    await client.call(deposit, { body: { amount: 10 } });
    const keys = requests.map((r) => r.headers.get('idempotency-key'));
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('hands back the Blob of a binary answer, and still the JSON error of a refused one', async () => {
    const file = endpoint({ method: 'GET', path: 'documents/{id}/media/{media_id}', auth: 'player', binary: true, response: z.instanceof(Blob) });
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0xff]);
    const { client, requests } = setup([new Response(bytes, { headers: { 'content-type': 'image/png' } }), json({ message: 'Not found.' }, { status: 404 })]);
    const blob = await client.call(file, { params: { id: 1, media_id: 2 } });
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(bytes);
    expect(requests[0]!.headers.get('accept')).toBe('*/*');
    await expect(client.call(file, { params: { id: 1, media_id: 3 } })).rejects.toMatchObject({ kind: 'http', status: 404, message: 'Not found.' });
  });

  it('maps a 422 to an ApiError with the server message and field errors', async () => {
    const { client } = setup([json({ message: 'The given data was invalid.', code: 'invalid', errors: { username: ['Required'] } }, { status: 422 })]);
    const error = await client.call(login, { body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'http', status: 422, message: 'The given data was invalid.', code: 'invalid', fieldErrors: { username: ['Required'] } });
  });

  it('turns a response that breaks the contract into a contract error, never half-parsed data', async () => {
    const { client } = setup([json({ total: '1000.00' })]);
    await expect(client.call(balance)).rejects.toMatchObject({ kind: 'contract', messageKey: 'errors.contract' });
  });

  it('ends the session on a 401 to a player call only', async () => {
    const onUnauthorized = vi.fn();
    const { client } = setup([json({ message: 'Unauthenticated.' }, { status: 401 }), json({ message: 'Invalid' }, { status: 401 })], { onUnauthorized });
    await expect(client.call(balance)).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    await expect(client.call(login, { body: {} })).rejects.toMatchObject({ status: 401, message: 'Invalid' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('times out a call that never answers', async () => {
    vi.useFakeTimers();
    try {
      const hanging = (_: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)));
      const client = createApiClient({
        apiBase: () => '/',
        skin: () => ({ refId: 'r', password: 'p' }),
        token: () => null,
        fetch: hanging as typeof fetch,
        timeoutMs: 1000,
        maxRetries: 0,
      });
      const result = client.call(balance).catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(1000);
      expect(await result).toMatchObject({ kind: 'timeout' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('reports a caller abort as aborted and does not retry it', async () => {
    const controller = new AbortController();
    const fetch = vi.fn((_: RequestInfo | URL, init?: RequestInit) => {
      controller.abort();
      return Promise.reject(init?.signal?.reason ?? new Error('aborted'));
    });
    const client = createApiClient({ apiBase: () => '/', skin: () => ({ refId: 'r', password: 'p' }), token: () => null, fetch: fetch as unknown as typeof globalThis.fetch });
    await expect(client.call(balance, { signal: controller.signal })).rejects.toMatchObject({ kind: 'aborted' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
