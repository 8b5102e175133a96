import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type * as z from 'zod/mini';
import type { api, InterfaceLanguage } from '@casino-sdk/core/contract';
import { STATIC_PAGES } from '@casino-sdk/core/rules';

export type PageBody = z.input<typeof api.cms.page.response>;

/** The site's static pages by route name (the SDK's own list); the position gives each its id. */
export const staticPageSlugs = STATIC_PAGES;
export type StaticPageSlug = (typeof staticPageSlugs)[number];

// GET cms/pages/{id} also serves promotions by their id, and those will come from the database
// starting at 1; static pages count from here so the two never share an id.
const FIRST_STATIC_PAGE_ID = 1001;

/** seed/cms/{language}.json: `{ "<slug>": { "name": "<title>", "content": "<html>" } }`. */
export const defaultStaticPagesDir = fileURLToPath(new URL('../seed/cms/', import.meta.url));

export function staticPageId(slug: StaticPageSlug): number {
  return FIRST_STATIC_PAGE_ID + staticPageSlugs.indexOf(slug);
}

/** A route name or a static page's id to its route name; null for anything else. */
export function staticPageSlug(idOrSlug: string): StaticPageSlug | null {
  if ((staticPageSlugs as readonly string[]).includes(idOrSlug)) return idOrSlug as StaticPageSlug;
  if (/^\d{1,9}$/.test(idOrSlug)) return staticPageSlugs[Number(idOrSlug) - FIRST_STATIC_PAGE_ID] ?? null;
  return null;
}

/**
 * A static page in the wanted language, else in English (a translation may lag behind), else null.
 * The files are read on every call, like the translations, so edited content shows without a
 * restart.
 */
export async function loadStaticPage(
  slug: StaticPageSlug,
  language: InterfaceLanguage,
  folder: string = defaultStaticPagesDir,
): Promise<PageBody | null> {
  for (const code of language === 'en' ? ['en'] : [language, 'en']) {
    const entry = (await readPages(folder, code))[slug];
    if (entry) {
      return { id: staticPageId(slug), name: entry.name, slug, type: 'page', content: entry.content, language: { code } };
    }
  }
  return null;
}

async function readPages(folder: string, language: string): Promise<Record<string, { name: string; content: string }>> {
  let raw: string;
  try {
    raw = await readFile(join(folder, `${language}.json`), 'utf8');
  } catch {
    return {};
  }
  // A broken file is a broken seed: it answers 500 and is logged rather than quietly hidden.
  const parsed = JSON.parse(raw) as unknown;
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
  const pages: Record<string, { name: string; content: string }> = {};
  for (const [slug, value] of Object.entries(parsed)) {
    // Hand-written files: an entry without both strings is left out rather than sent half-made.
    const { name, content } = (value ?? {}) as { name?: unknown; content?: unknown };
    if (typeof name === 'string' && typeof content === 'string') pages[slug] = { name, content };
  }
  return pages;
}
