import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { createTestSandbox, type TestSandbox } from '../testing/test-sandbox';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await createTestSandbox();
});
afterAll(() => sandbox.close());

interface Media { full_url: string; url_webp: string | null; title: string; comment: string; is_mobile: boolean }
interface Banner { id: number; title: string; options: Record<string, string | null>; medias: Media[] }
interface Promotion { id: number; name: string; slug: string; comment: string; content: string; is_valid: boolean; valid_from: string | null; banners: Banner[]; language: { code: string } }

const json = async <T>(path: string): Promise<T> => {
  const response = await sandbox.call(path);
  expect(response.status).toBe(200);
  return (await response.json()) as T;
};
const LANGUAGES = ['en', 'cs', 'de', 'sk', 'hu', 'pl', 'es'];

describe('banners', () => {
  it('serves the home carousel with desktop and mobile art, categories in the comment prefix', async () => {
    const { data } = await json<{ data: Banner[] }>('cms/banners?language=en&tag[]=home');
    expect(data.length).toBeGreaterThanOrEqual(5);
    for (const banner of data) {
      expect(banner.medias.filter((m) => m.is_mobile)).toHaveLength(1);
      expect(banner.medias.filter((m) => !m.is_mobile)).toHaveLength(1);
      for (const media of banner.medias) {
        expect(media.comment).toMatch(/^(all|casino|prime|live-casino|crash-games|others):/);
        expect(media.full_url).toMatch(/^\/sandbox\/art\/banner\/[a-z]+-(desktop|mobile)\.svg\?v=\d+$/);
        expect((await sandbox.app.request(media.full_url)).status).toBe(200);
      }
      expect(banner.options.button_text).toBeTruthy();
      expect(banner.options.button_text_mobile).toBeTruthy();
      expect(banner.options.html).toContain('<h2>');
    }
    expect(new Set(data.flatMap((b) => b.medias.map((m) => m.comment.split(':')[0])))).toEqual(
      new Set(['all', 'casino', 'prime', 'live-casino', 'crash-games', 'others']),
    );
  });

  it('is written in all seven languages, each its own', async () => {
    const titles = await Promise.all(LANGUAGES.map(async (language) => (await json<{ data: Banner[] }>(`cms/banners?language=${language}&tag[]=home`)).data[0]!.title));
    expect(new Set(titles).size).toBe(7);
    expect(titles[2]).toContain('Willkommensbonus');
  });

  it('never puts the hostile test banner on the home tag, nor serves it without its tag', async () => {
    const home = await json<{ data: Banner[] }>('cms/banners?language=en&tag[]=home');
    const untagged = await json<{ data: Banner[] }>('cms/banners?language=en');
    for (const banner of [...home.data, ...untagged.data]) expect(JSON.stringify(banner)).not.toMatch(/onerror|<script|javascript:/i);
    const hostile = await json<{ data: Banner[] }>('cms/banners?tag[]=hostile&language=de');
    expect(hostile.data).toHaveLength(1);
    expect(hostile.data[0]!.options.html).toContain('onerror');
  });

  it("serves only pictures of its own origin: a stored javascript: or another site's path never leaves", async () => {
    const hostile = await json<{ data: Banner[] }>('cms/banners?tag[]=hostile&language=en');
    const urls = hostile.data[0]!.medias.map((m) => m.full_url);
    expect(urls).toHaveLength(2);
    for (const url of urls) expect(url).toMatch(/^\/sandbox\/art\//);
    const withPublicUrl = await sandbox.call('cms/banners?tag[]=hostile&language=en', {}, sandbox.appWith({ answerOrigin: 'https://casino.example' }));
    const absolute = ((await withPublicUrl.json()) as { data: Banner[] }).data[0]!.medias.map((m) => m.full_url);
    expect(absolute).toHaveLength(2);
    for (const url of absolute) expect(url).toMatch(/^https:\/\/casino\.example\/sandbox\/art\//);
  });

  it('marks the welcome offer for visitors, the rest for everyone', async () => {
    const { data } = await json<{ data: (Banner & { audience: string | null })[] }>('cms/banners?language=en&tag[]=home');
    expect(data.filter((b) => b.audience !== null).map((b) => [b.title, b.audience])).toEqual([[data[0]!.title, 'visitors']]);
    expect(data[0]!.options.button_url).toBe('/registration');
    const promotions = await json<{ data: (Promotion & { audience: string | null })[] }>('cms/pages?type=promotion&campaign_visible=1&language=en');
    expect(promotions.data.filter((p) => p.audience !== null).map((p) => [p.slug, p.audience])).toEqual([['welcome', 'visitors']]);
  });
});

describe('promotions', () => {
  it('lists six promotions with card art, some valid and some not yet', async () => {
    const { data } = await json<{ data: Promotion[] }>('cms/pages?type=promotion&campaign_visible=1&language=en');
    expect(data).toHaveLength(6);
    expect(data.filter((p) => p.is_valid).length).toBe(4);
    for (const promotion of data) {
      const card = promotion.banners.flatMap((b) => b.medias).find((m) => m.title === 'card');
      expect(card?.full_url).toMatch(/\/sandbox\/art\/promotion\/[a-z-]+\.svg\?v=\d+$/);
      expect(promotion.content).toMatch(/^<p>.+<\/ul>$/);
    }
    const later = data.filter((p) => !p.is_valid);
    for (const promotion of later) expect(new Date(promotion.valid_from!).getTime()).toBeGreaterThan(Date.now());
  });

  it('counts validity against the clock', async () => {
    const future = createApp({ db: sandbox.db, mode: 'sandbox', skin: { refId: 'demo-skin', password: 'demo-skin-secret' }, corsOrigins: [], clock: () => new Date(Date.now() + 60 * 86_400_000) });
    const response = await sandbox.call('cms/pages?type=promotion&language=en', {}, future);
    const { data } = (await response.json()) as { data: Promotion[] };
    expect(data.every((p) => p.is_valid)).toBe(true);
  });

  it('opens one promotion by id or by slug, in the asked language', async () => {
    const byId = await json<Promotion>('cms/pages/104?language=pl');
    expect(byId).toMatchObject({ id: 104, slug: 'free-spins-friday', language: { code: 'pl' } });
    expect(byId.name).toBe('Piątek z darmowymi spinami');
    const bySlug = await json<Promotion>('cms/pages/free-spins-friday?language=hu');
    expect(bySlug.id).toBe(104);
    expect(bySlug.language.code).toBe('hu');
    expect((await sandbox.call('cms/pages/999?language=en')).status).toBe(404);
  });

  it('has real translations: no two languages share a name', async () => {
    const names = await Promise.all(LANGUAGES.map(async (language) => (await json<Promotion>(`cms/pages/102?language=${language}`)).name));
    expect(new Set(names).size).toBeGreaterThanOrEqual(6);
  });
});

describe('art', () => {
  it('serves game, provider, banner and promotion art immutable, with an ETag that answers 304', async () => {
    for (const path of ['/sandbox/art/game/1.svg', '/sandbox/art/provider/20.svg', '/sandbox/art/banner/crash-mobile.svg', '/sandbox/art/promotion/reload.svg']) {
      const response = await sandbox.app.request(`${path}?v=1`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const etag = response.headers.get('etag')!;
      expect(etag).toMatch(/^".+"$/);
      const again = await sandbox.app.request(path, { headers: { 'if-none-match': etag } });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
    }
    for (const path of ['/sandbox/art/provider/99.svg', '/sandbox/art/banner/nope-desktop.svg', '/sandbox/art/promotion/nope.svg']) {
      expect((await sandbox.app.request(path)).status).toBe(404);
    }
  });

  it('gzips art for a browser that takes it, the same picture under a weak tag', async () => {
    const path = '/sandbox/art/banner/welcome-desktop.svg?v=1';
    const plain = await sandbox.app.request(path);
    const zipped = await sandbox.app.request(path, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toBe('Accept-Encoding');
    expect(zipped.headers.get('etag')).toBe(`W/${plain.headers.get('etag')}`);
    const bytes = Buffer.from(await zipped.arrayBuffer());
    expect(bytes.length).toBeLessThan((await plain.clone().text()).length / 2);
    expect(gunzipSync(bytes).toString()).toBe(await plain.text());
    const again = await sandbox.app.request(path, { headers: { 'accept-encoding': 'gzip', 'if-none-match': zipped.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });

  it('themes a game by its name and keeps each picture small', async () => {
    const { data } = (await (await sandbox.call('casino/games?name=dragon&type=slot&per_page=5')).json()) as { data: { id: number }[] };
    const fruit = (await (await sandbox.call('casino/games?name=cherries&per_page=1')).json()) as { data: { id: number }[] };
    const dragonSvg = await (await sandbox.app.request(`/sandbox/art/game/${data[0]!.id}.svg`)).text();
    const fruitSvg = await (await sandbox.app.request(`/sandbox/art/game/${fruit.data[0]!.id}.svg`)).text();
    // The dragon's head and the cherries' stems are paths of their own motifs.
    expect(dragonSvg).toContain('M18 70C20 45');
    expect(fruitSvg).not.toContain('M18 70C20 45');
    // Compressed, as it travels: its words are outlines now (lettering.ts), a few kilobytes of text.
    const sizes = await Promise.all(data.map(async (g) => gzipSync(await (await sandbox.app.request(`/sandbox/art/game/${g.id}.svg`)).text()).length));
    for (const size of sizes) expect(size).toBeLessThan(2500);
    expect(new Set(await Promise.all(data.map(async (g) => (await sandbox.app.request(`/sandbox/art/game/${g.id}.svg`)).headers.get('etag')))).size).toBe(data.length);
  });

  it('left no unexpected server errors', () => {
    expect(sandbox.errors).toEqual([]);
  });
});
