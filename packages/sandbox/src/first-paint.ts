import { lobbyFirstPaint } from '@casino-sdk/lobby/first-paint';
import { contentFirstPaint } from '@casino-sdk/site/first-paint';
import { isLanguage, type Language } from '@casino-sdk/core/rules';
import { listBanners } from './cms/lobby-content';
import { loadStaticPage, staticPageSlug, type StaticPageSlug } from './cms/static-pages';
import type { Database } from './db/database';
import { loadTexts } from './translations/texts';

// The sandbox as an operator's edge (decision 0040): it finds which page a path is, loads what that
// page's first paint needs, has the SDK's first-paint modules draw it, and writes it into the demo
// host's HTML. What a page's first paint holds is the SDK's; the routes and the outlet are the host's.

/**
 * The demo host's lobby routes (demo-host/src/pages/casino-page.ts), after the language prefix:
 * each shows its title and `<casino-lobby section>`, whose first picture is its home banner.
 */
const LOBBY_SECTIONS: Record<string, string> = {
  '': 'casino',
  casino: 'casino',
  prime: 'prime',
  'live-casino': 'live-casino',
  'crash-games': 'crash-games',
  others: 'others',
};

/**
 * The lobby section and language of a page path with a language prefix (`/en/casino`), or null.
 * An unprefixed path (`/`) is in the visitor's saved language, which the host knows best: no paint.
 */
export function lobbyLocation(path: string): { section: string; language: Language } | null {
  const [language, ...rest] = path.split('/').filter(Boolean);
  const section = LOBBY_SECTIONS[rest.join('/')];
  return isLanguage(language) && section ? { section, language } : null;
}

/**
 * A lobby page's first paint (`lobbyFirstPaint`): the host's title for the section and the home
 * banners in the page's language, their pictures from `origin` (same-origin paths when it is '').
 * Null for another path, or a section without a banner: the host then draws as before.
 */
export async function lobbyPagePaint(db: Database, options: { path: string; origin: string }): Promise<string | null> {
  const location = lobbyLocation(options.path);
  if (!location) return null;
  const { section, language } = location;
  // No tag is the home tag, the lobby's (home-banners.ts).
  const [banners, texts] = await Promise.all([listBanners(db, { language, origin: options.origin }), loadTexts(language)]);
  const title = texts[`pages.${section}.title`];
  return title ? lobbyFirstPaint({ section, title, banners, language }) : null;
}

/** The CMS page and language of a content page path with a language prefix (`/en/privacy`), or null. */
export function contentLocation(path: string): { page: StaticPageSlug; language: Language } | null {
  const [language, page, ...rest] = path.split('/').filter(Boolean);
  if (!isLanguage(language) || !page || rest.length > 0) return null;
  const slug = staticPageSlug(page);
  // By route name only: `/en/1007` is no page of the host's.
  return slug === page ? { page: slug, language } : null;
}

/** A content page's first paint (`contentFirstPaint`) from its CMS page; null for another path or an unknown page. */
export async function contentPagePaint(options: { path: string; pagesDir: string }): Promise<string | null> {
  const location = contentLocation(options.path);
  if (!location) return null;
  const page = await loadStaticPage(location.page, location.language, options.pagesDir);
  if (!page) return null;
  return contentFirstPaint({ page: location.page, title: page.name, content: page.content ?? '' });
}

/** The host's empty page outlet, which a first paint fills. */
const PAGE_OUTLET = /(<main id="page"[^>]*>)(<\/main>)/;

export const hasPageOutlet = (html: string): boolean => PAGE_OUTLET.test(html);

/** The built page's early fetch of the site's code (the demo host's vite.config.ts). */
const MODULE_PRELOADS = /\s*<link rel="modulepreload"[^>]*>/g;

/**
 * `html` with `paint` as the content of its `<main id="page">`, and without the early fetch of the
 * site's code: on a phone's connection it would share the line with the paint's picture, and
 * boot.ts fetches that code once the paint is on screen.
 */
export function withFirstPaint(html: string, paint: string): string {
  return html.replace(MODULE_PRELOADS, '').replace(PAGE_OUTLET, (_, open: string, close: string) => `${open}${paint}${close}`);
}
