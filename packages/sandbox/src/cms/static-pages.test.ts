import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, interfaceLanguages } from '@casino-sdk/core/contract';
import { loadStaticPage, staticPageId, staticPageSlug, staticPageSlugs } from './static-pages';

let folder: string;
beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'sandbox-cms-'));
  writeFileSync(
    join(folder, 'en.json'),
    JSON.stringify({
      'terms-and-conditions': { name: 'Terms', content: '<p>English terms</p>' },
      help: { name: 'Help', content: '<h2 id="deposits">Deposits</h2>' },
      contact: { name: 'Contact' },
    }),
  );
  writeFileSync(join(folder, 'de.json'), JSON.stringify({ 'terms-and-conditions': { name: 'AGB', content: '<p>Deutsche AGB</p>' } }));
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('static page ids', () => {
  it('gives each route name a stable id of its own, clear of promotion ids', () => {
    const ids = staticPageSlugs.map(staticPageId);
    expect(new Set(ids).size).toBe(staticPageSlugs.length);
    expect(staticPageId('terms-and-conditions')).toBe(1001);
    expect(Math.min(...ids)).toBeGreaterThan(1000);
  });

  it('reads a route name or an id, and nothing else', () => {
    expect(staticPageSlug('help')).toBe('help');
    expect(staticPageSlug(String(staticPageId('privacy')))).toBe('privacy');
    for (const other of ['promotion', '1', '999', '1000', '1014', '', 'Help', '../en']) expect(staticPageSlug(other)).toBeNull();
  });
});

describe('loadStaticPage', () => {
  it('answers in the wanted language with the contract shape', async () => {
    const page = await loadStaticPage('terms-and-conditions', 'de', folder);
    expect(page).toEqual({ id: 1001, name: 'AGB', slug: 'terms-and-conditions', type: 'page', content: '<p>Deutsche AGB</p>', language: { code: 'de' } });
    expect(api.cms.page.response.safeParse(page).success).toBe(true);
  });

  it('falls back to English, saying so in language.code', async () => {
    expect(await loadStaticPage('help', 'de', folder)).toMatchObject({ name: 'Help', language: { code: 'en' } });
    // cs has no file at all.
    expect(await loadStaticPage('terms-and-conditions', 'cs', folder)).toMatchObject({ content: '<p>English terms</p>', language: { code: 'en' } });
  });

  it('answers null for a page no language has, or one without content', async () => {
    expect(await loadStaticPage('imprint', 'de', folder)).toBeNull();
    expect(await loadStaticPage('contact', 'en', folder)).toBeNull();
  });
});

describe('the seeded pages', () => {
  it('have every static page in English, with a title and HTML content', async () => {
    for (const slug of staticPageSlugs) {
      const page = await loadStaticPage(slug, 'en');
      expect(page, slug).toMatchObject({ slug, language: { code: 'en' } });
      expect(page!.name.length, slug).toBeGreaterThan(0);
      expect(page!.content, slug).toMatch(/<\w+/);
    }
  });

  it('have valid files for every language (a page may still fall back to English)', async () => {
    for (const language of interfaceLanguages) {
      await expect(loadStaticPage('terms-and-conditions', language)).resolves.toMatchObject({ slug: 'terms-and-conditions' });
    }
  });
});
