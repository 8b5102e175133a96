import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRuntime, defaultConfig } from '../runtime';
import { publicAddress } from './public-address';
import { jsonResponse } from '../testing/fixtures';

type Answer = (url: URL) => Response | Promise<Response>;

function runtimeWith(answers: Record<string, Answer>, urls: { ipLookupUrl?: string; geolocationUrl?: string }) {
  const seen: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost/');
    seen.push(url.pathname + url.search);
    const answer = answers[url.pathname];
    return answer ? answer(url) : new Response('missing', { status: 404 });
  }) as unknown as typeof globalThis.fetch;
  return { runtime: createRuntime({ ...defaultConfig, fetch, ...urls }), seen };
}

afterEach(() => vi.restoreAllMocks());

describe('the public address', () => {
  it('reads the lookup, then asks the geolocation with the IP; once per page', async () => {
    const { runtime, seen } = runtimeWith(
      { '/ip': () => jsonResponse({ ip: '203.0.113.7' }), '/geo': (url) => jsonResponse({ ip: url.searchParams.get('ip'), country: 'MT' }) },
      { ipLookupUrl: '/ip', geolocationUrl: '/geo' },
    );
    expect(await publicAddress(runtime)).toEqual({ ip: '203.0.113.7', country: 'MT' });
    expect(await publicAddress(runtime)).toEqual({ ip: '203.0.113.7', country: 'MT' });
    expect(seen).toEqual(['/ip', '/geo?ip=203.0.113.7']);
  });

  it('takes a bare address as the lookup answer', async () => {
    const { runtime } = runtimeWith({ '/ip': () => new Response('198.51.100.2\n') }, { ipLookupUrl: '/ip' });
    expect(await publicAddress(runtime)).toEqual({ ip: '198.51.100.2', country: null });
  });

  it('only logs a failing service: no lookup gives nothing, a failing geolocation keeps the IP', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const broken = runtimeWith({ '/ip': () => new Response('<html>', { status: 500 }) }, { ipLookupUrl: '/ip', geolocationUrl: '/geo' });
    expect(await publicAddress(broken.runtime)).toBeNull();
    const noGeo = runtimeWith({ '/ip': () => jsonResponse({ ip: '203.0.113.9' }) }, { ipLookupUrl: '/ip', geolocationUrl: '/geo' });
    expect(await publicAddress(noGeo.runtime)).toEqual({ ip: '203.0.113.9', country: null });
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('asks nobody when no lookup is configured', async () => {
    const { runtime, seen } = runtimeWith({}, {});
    expect(await publicAddress(runtime)).toBeNull();
    expect(seen).toEqual([]);
  });
});
