import { bannerSlides, bannersFor, FIRST_BANNER_SLOT, MOBILE_MEDIA } from '@casino-sdk/lobby/banner-slides';
import { isLanguage, type Language } from '@casino-sdk/core/rules';
import { listBanners } from './cms/lobby-content';
import type { Database } from './db/database';
import { loadTexts } from './translations/texts';

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

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[ch]!);

/**
 * The lobby section and language of a page path with a language prefix (`/en/casino`), or null.
 * An unprefixed path (`/`) is in the visitor's saved language, which the host knows best: no frame.
 */
export function lobbyLocation(path: string): { section: string; language: Language } | null {
  const [language, ...rest] = path.split('/').filter(Boolean);
  const section = LOBBY_SECTIONS[rest.join('/')];
  return isLanguage(language) && section ? { section, language } : null;
}

/**
 * What an operator's edge would render into a lobby page's HTML (decision 0027): the page's title
 * and its first banner's `<picture>`, the page's largest paint, so the browser finds the picture in
 * the HTML and draws it before any script has run. The markup is the host's own (`page--lobby`,
 * `page__title`); the host moves the picture into the lobby, which shows it through its slot until
 * the carousel draws the same file. Null when the page has no banner: the host then draws as before.
 */
export async function lobbyFirstFrame(db: Database, options: { path: string; origin: string }): Promise<string | null> {
  const location = lobbyLocation(options.path);
  if (!location) return null;
  const { section, language } = location;
  // No tag is the home tag, the lobby's (home-banners.ts).
  const [banners, texts] = await Promise.all([listBanners(db, { language, origin: options.origin }), loadTexts(language)]);
  const first = bannerSlides(bannersFor(banners, section), language)[0];
  const title = texts[`pages.${section}.title`];
  if (!first) return null;
  if (!title) return null;
  const { mobile, desktop } = first;
  const sources = [
    mobile.webp ? `<source media="${MOBILE_MEDIA}" srcset="${escapeHtml(mobile.webp)}" type="image/webp">` : '',
    `<source media="${MOBILE_MEDIA}" srcset="${escapeHtml(mobile.src)}">`,
    desktop.webp ? `<source srcset="${escapeHtml(desktop.webp)}" type="image/webp">` : '',
  ].join('');
  const image = `<img class="first-banner__image" src="${escapeHtml(desktop.src)}" alt="" width="1200" height="400" fetchpriority="high">`;
  return (
    `<section class="page page--lobby" data-first-frame="${escapeHtml(section)}">` +
    `<h1 class="page__title">${escapeHtml(title)}</h1>` +
    `<picture class="first-banner" slot="${FIRST_BANNER_SLOT}">${sources}${image}</picture>` +
    `</section>`
  );
}

/** The host's empty page outlet, which a first frame fills. */
const PAGE_OUTLET = /(<main id="page"[^>]*>)(<\/main>)/;

export const hasPageOutlet = (html: string): boolean => PAGE_OUTLET.test(html);

/** The built page's early fetch of the site's code (the demo host's vite.config.ts). */
const MODULE_PRELOADS = /\s*<link rel="modulepreload"[^>]*>/g;

/**
 * `html` with `frame` as the content of its `<main id="page">`, and without the early fetch of the
 * site's code: on a phone's connection it would share the line with the frame's picture, and
 * boot.ts fetches that code once the frame has painted.
 */
export function withFirstFrame(html: string, frame: string): string {
  return html.replace(MODULE_PRELOADS, '').replace(PAGE_OUTLET, (_, open: string, close: string) => `${open}${frame}${close}`);
}
