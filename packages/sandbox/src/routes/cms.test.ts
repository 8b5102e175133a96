import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '@casino-sdk/core/contract';
import { LANGUAGES, STATIC_PAGES } from '@casino-sdk/core/rules';
import type { AppEnv } from '../http/env';
import { createTestSandbox, type TestSandbox } from '../testing/test-sandbox';

let sandbox: TestSandbox;
let folder: string;
let app: Hono<AppEnv>;
beforeAll(async () => {
  sandbox = await createTestSandbox();
  // A small fixture, so these tests do not hang on the seed's wording.
  folder = mkdtempSync(join(tmpdir(), 'sandbox-cms-route-'));
  writeFileSync(
    join(folder, 'en.json'),
    JSON.stringify({
      privacy: { name: 'Privacy policy', content: '<p>English privacy</p>' },
      help: { name: 'Help', content: '<p>English help</p>' },
    }),
  );
  writeFileSync(join(folder, 'sk.json'), JSON.stringify({ privacy: { name: 'Ochrana súkromia', content: '<p>Slovensky</p>' } }));
  app = sandbox.appWith({ staticPagesDir: folder });
});
afterAll(async () => {
  rmSync(folder, { recursive: true, force: true });
  await sandbox.close();
});

const page = async (path: string, headers: Record<string, string> = {}) => {
  const response = await sandbox.call(path, { headers }, app);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

describe('GET cms/pages/{id}', () => {
  it('serves a page by route name in ?language=', async () => {
    const { status, body } = await page('cms/pages/privacy?language=sk');
    expect(status).toBe(200);
    expect(api.cms.page.response.parse(body)).toEqual({
      id: 1007,
      name: 'Ochrana súkromia',
      slug: 'privacy',
      type: 'page',
      content: '<p>Slovensky</p>',
      language: { code: 'sk' },
    });
  });

  it('serves the same page by its id, and takes Accept-Language without ?language=', async () => {
    expect((await page('cms/pages/1007', { 'accept-language': 'sk-SK,sk;q=0.9' })).body).toMatchObject({ slug: 'privacy', language: { code: 'sk' } });
  });

  it('falls back to English for a page or a language without a translation', async () => {
    expect((await page('cms/pages/help?language=sk')).body).toMatchObject({ content: '<p>English help</p>', language: { code: 'en' } });
    expect((await page('cms/pages/privacy?language=xx')).body).toMatchObject({ language: { code: 'en' } });
  });

  it('answers 404 JSON for an unknown route name and for a known page without content', async () => {
    for (const path of ['cms/pages/no-such-page', 'cms/pages/1', 'cms/pages/imprint']) {
      const { status, body } = await page(path);
      expect(status, path).toBe(404);
      expect(body).toEqual({ message: 'Page not found.' });
    }
  });

  // The end-to-end suite opens one content page; every page the site routes to is checked here.
  it.each(STATIC_PAGES.flatMap((slug) => LANGUAGES.map((language) => [slug, language] as const)))('serves the seeded %s page in %s with a name and HTML', async (slug, language) => {
    const response = await sandbox.call(`cms/pages/${slug}?language=${language}`);
    expect(response.status).toBe(200);
    const body = api.cms.page.response.parse(await response.json());
    expect(body.slug).toBe(slug);
    expect(body.name.trim()).not.toBe('');
    expect(body.content).toMatch(/<\w+/);
  });

  it('serves the seeded pages by default', async () => {
    const response = await sandbox.call('cms/pages/terms-and-conditions?language=de');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ slug: 'terms-and-conditions', type: 'page', content: expect.stringMatching(/<\w+/) });
  });
});

describe('GET cms/payment-methods', () => {
  it('lists six deposit methods with the paths of their logos, bank and crypto transfer under the spec ids', async () => {
    const response = await sandbox.call('cms/payment-methods');
    expect(response.status).toBe(200);
    const { data } = api.cms.paymentMethods.response.parse(await response.json());
    expect(data).toHaveLength(6);
    expect(new Set(data.map((m) => m.id)).size).toBe(6);
    expect(data.find((m) => m.id === 14)?.name).toBe('Bank transfer');
    expect(data.find((m) => m.id === 161)?.name).toBe('Crypto transfer');
    for (const method of data) {
      expect(method.image).toMatch(/^\/sandbox\/art\/payment\/[a-z_]+\.svg$/);
      expect(method.medias?.[0]?.full_url).toBe(method.image);
    }
  });

  it('serves each logo as a wordless SVG mark with a <title> naming the method', async () => {
    const { data } = api.cms.paymentMethods.response.parse(await (await sandbox.call('cms/payment-methods')).json());
    for (const method of data) {
      const response = await sandbox.app.request(method.image!);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
      const svg = await response.text();
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(svg).toContain(`<title id="t">${method.name}</title>`);
      // A mark, not a label: no words baked into the picture and no white tile around it.
      expect(svg).not.toContain('<text');
      expect(svg).not.toMatch(/fill="#fff(fff)?"/i);
    }
    expect((await sandbox.app.request('/sandbox/art/payment/unknown.svg')).status).toBe(404);
  });
});
