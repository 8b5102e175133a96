import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { endpoint } from '../contract/endpoint';
import type * as ApiClientModule from './api-client';
import { createLazyClient } from './lazy-client';
import { isApiError } from './api-error';

const { loadServices } = vi.hoisted(() => ({ loadServices: vi.fn() }));
vi.mock('../deferred', () => ({ loadServices }));

const balance = endpoint({ method: 'GET', path: 'me/balance', auth: 'player', response: z.object({ total: z.number() }) });

function client() {
  const fetch = vi.fn(async () => new Response(JSON.stringify({ total: 7 }), { headers: { 'content-type': 'application/json' } }));
  const lazy = createLazyClient({
    apiBase: () => 'http://platform.test/',
    skin: () => ({ refId: 'skin', password: 'secret' }),
    token: () => 'token',
    fetch: fetch as unknown as typeof globalThis.fetch,
  });
  return { lazy, fetch };
}

afterEach(() => loadServices.mockReset());

describe('lazy client', () => {
  it('loads the API layer on its first call only, then calls through the real client', async () => {
    const real = await vi.importActual<typeof ApiClientModule>('./api-client');
    loadServices.mockResolvedValue({ createApiClient: real.createApiClient });
    const { lazy, fetch } = client();
    expect(loadServices).not.toHaveBeenCalled();
    await expect(lazy.call(balance)).resolves.toEqual({ total: 7 });
    await expect(lazy.call(balance)).resolves.toEqual({ total: 7 });
    expect(loadServices).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('turns a layer that did not arrive into a network ApiError, and tries again on the next call', async () => {
    const real = await vi.importActual<typeof ApiClientModule>('./api-client');
    loadServices.mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue({ createApiClient: real.createApiClient });
    const { lazy } = client();
    const failure = await lazy.call(balance).catch((error: unknown) => error);
    expect(isApiError(failure) && failure.kind).toBe('network');
    await expect(lazy.call(balance)).resolves.toEqual({ total: 7 });
  });
});
