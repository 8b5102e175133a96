import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSandbox, type TestSandbox } from '../testing/test-sandbox';
import { ART_VERSION } from '../art/art-version';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await createTestSandbox();
});
afterAll(() => sandbox.close());

interface GamePage {
  data: { id: number; name: string; provider_id: number; rank: number; is_live: boolean; reels_numbers: number | null; image: string; section_ids: number[]; is_mobile: boolean; type: string }[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}
const games = async (query: string) => {
  const response = await sandbox.call(`casino/games?${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as GamePage;
};

describe('casino', () => {
  it('lists sections by rank and the visible providers', async () => {
    const sections = (await (await sandbox.call('casino/sections')).json()) as { data: { slug: string; rank: number }[] };
    expect(sections.data.slice(0, 5).map((s) => s.slug)).toEqual(['casino', 'prime', 'live-casino', 'crash-games', 'others']);
    const providers = (await (await sandbox.call('casino/providers?is_visible=1')).json()) as { data: { name: string }[] };
    expect(providers.data.length).toBeGreaterThanOrEqual(8);
  });

  it('pages 48 games by rank by default', async () => {
    const first = await games('page=1&sort_by=rank');
    expect(first.per_page).toBe(48);
    expect(first.data).toHaveLength(48);
    expect(first.total).toBeGreaterThanOrEqual(300);
    expect(first.last_page).toBe(Math.ceil(first.total / 48));
    const ranks = first.data.map((g) => g.rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));

    const second = await games('page=2&sort_by=rank');
    expect(second.current_page).toBe(2);
    expect(second.data[0]!.rank).toBeGreaterThan(ranks.at(-1)!);
    expect(new Set([...first.data, ...second.data].map((g) => g.id)).size).toBe(96);
  });

  it('honours per_page and answers an empty page past the end', async () => {
    const page = await games('per_page=7&page=3');
    expect(page.data).toHaveLength(7);
    const beyond = await games(`per_page=7&page=${page.last_page + 1}`);
    expect(beyond.data).toEqual([]);
  });

  it('searches names case-insensitively', async () => {
    const found = await games('name=DRAGON&per_page=200');
    expect(found.total).toBeGreaterThan(0);
    expect(found.data.every((g) => g.name.toLowerCase().includes('dragon'))).toBe(true);
    expect((await games('name=zzzz-no-such-game')).total).toBe(0);
  });

  it('filters by provider, section, live, reels and device', async () => {
    const byProvider = await games('provider_id=3&per_page=200');
    expect(byProvider.total).toBeGreaterThan(0);
    expect(byProvider.data.every((g) => g.provider_id === 3)).toBe(true);

    const live = await games('is_live=1&per_page=200');
    expect(live.data.every((g) => g.is_live)).toBe(true);
    const liveSection = await games('section_id=3&per_page=200');
    expect(liveSection.data.every((g) => g.section_ids.includes(3))).toBe(true);
    expect(liveSection.total).toBe(live.total);

    const threeReels = await games('reels=3&section_id=2&per_page=200');
    expect(threeReels.total).toBeGreaterThan(0);
    expect(threeReels.data.every((g) => g.reels_numbers === 3)).toBe(true);

    const all = await games('per_page=1');
    const mobile = await games('is_mobile=1&per_page=1');
    expect(mobile.total).toBeLessThan(all.total);
    expect((await games('type=crash&per_page=200')).data.every((g) => g.type === 'crash')).toBe(true);
  });

  it('answers 422 for a bad filter', async () => {
    const response = await sandbox.call('casino/games?per_page=0');
    expect(response.status).toBe(422);
    expect(((await response.json()) as { errors: object }).errors).toHaveProperty('per_page');
  });

  it('serves each game picture as an SVG from the sandbox itself', async () => {
    const [game] = (await games('per_page=1')).data;
    const url = new URL(game!.image, 'http://localhost');
    expect(url.pathname).toBe(`/sandbox/art/game/${game!.id}.svg`);
    expect(url.searchParams.get('v')).toMatch(/^\d+$/);
    const response = await sandbox.app.request(url.pathname);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
    const svg = await response.text();
    expect(svg).toContain('<svg');
    expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
    expect((await sandbox.app.request('/sandbox/art/game/999999.svg')).status).toBe(404);
  });
});

describe('the 5,000-game catalogue', () => {
  it('holds 5,000 games over 20 providers, every spec section filled', async () => {
    expect((await games('per_page=1')).total).toBe(5000);
    const providers = (await (await sandbox.call('casino/providers')).json()) as { data: { id: number; image: string | null }[] };
    expect(providers.data).toHaveLength(20);
    for (const p of providers.data) expect(p.image).toBe(`/sandbox/art/provider/${p.id}.svg?v=${ART_VERSION}`);
    for (const section of [1, 2, 3, 4, 5]) expect((await games(`section_id=${section}&per_page=1`)).total).toBeGreaterThan(200);
  });

  it('keeps live games in live-casino only and prime to slots', async () => {
    const others = await games('section_id=5&per_page=200');
    expect(others.data.every((g) => !g.is_live)).toBe(true);
    const prime = await games('section_id=2&per_page=200');
    expect(prime.data.every((g) => g.type === 'slot' && [3, 4, 5].includes(g.reels_numbers!))).toBe(true);
  });

  it('pages to the end of a filter with the same total on every page', async () => {
    const first = await games('section_id=4&per_page=48');
    const last = await games(`section_id=4&per_page=48&page=${first.last_page}`);
    expect(last.total).toBe(first.total);
    expect(last.data).toHaveLength(first.total - (first.last_page - 1) * 48);
  });

  it('lists the visible providers that have games in a section, and 404 for an unknown section', async () => {
    const live = (await (await sandbox.call('casino/sections/3/providers')).json()) as { data: { id: number }[] };
    const liveGames = await games('section_id=3&per_page=200');
    const makers = new Set(liveGames.data.map((g) => g.provider_id));
    expect(live.data.length).toBeGreaterThan(0);
    for (const p of live.data) expect((await games(`section_id=3&provider_id=${p.id}&per_page=1`)).total).toBeGreaterThan(0);
    expect(live.data.length).toBeLessThan(20);
    expect([...makers].every((id) => live.data.some((p) => p.id === id))).toBe(true);
    expect((await sandbox.call('casino/sections/999/providers')).status).toBe(404);
    expect((await sandbox.call('casino/sections/abc/providers')).status).toBe(404);
  });
});

describe('casino/games filters the database cannot hold (no 500)', () => {
  /** A 4xx in the error shape, with nothing logged (every 500 is). */
  async function expectInputRefused(query: string) {
    const logged = sandbox.errors.length;
    const response = await sandbox.call(`casino/games?${query}`);
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ message: expect.any(String), code: 'validation_failed' });
    expect(sandbox.errors.length).toBe(logged);
  }

  it('answers 422 for a NUL byte in the name', async () => {
    await expectInputRefused('name=lu%00ck');
  });

  it('answers 422 for a section id past 32 bits', async () => {
    await expectInputRefused('section_id=2147483648');
  });

  it('answers 422 for a provider id past 32 bits', async () => {
    await expectInputRefused('provider_id=9007199254740991');
  });

  it('answers 422 for a number of reels no slot has', async () => {
    await expectInputRefused('reels=99999999999');
  });
});
