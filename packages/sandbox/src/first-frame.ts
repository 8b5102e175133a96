import { bannerSlides, bannersFor, FIRST_BANNER_SLOT, MOBILE_MEDIA } from '@casino-sdk/lobby/banner-slides';
import { isLanguage, type Language } from '@casino-sdk/core/rules';
import { listBanners } from './cms/lobby-content';
import { loadStaticPage, staticPageSlug, type StaticPageSlug } from './cms/static-pages';
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
  // The visitor's first banner: the server does not know the tab's session (it is in the tab's
  // storage), and a player's lobby draws its own first banner over this one.
  const first = bannerSlides(bannersFor(banners, section, false), language, false)[0];
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

/** The CMS page and language of a content page path with a language prefix (`/en/privacy`), or null. */
export function contentLocation(path: string): { page: StaticPageSlug; language: Language } | null {
  const [language, page, ...rest] = path.split('/').filter(Boolean);
  if (!isLanguage(language) || !page || rest.length > 0) return null;
  const slug = staticPageSlug(page);
  // By route name only: `/en/1007` is no page of the host's.
  return slug === page ? { page: slug, language } : null;
}

/** About a phone's first screen of prose (412 px wide, 16 px text): the frame stops after the block that passes it. */
const FIRST_SCREEN_CHARACTERS = 1200;
/** The leading blocks a frame can draw as plain text; anything else (a list, a table, a section) ends it. */
const LEADING_BLOCK = /^\s*<(p|h2|h3)(?:\s[^>]*)?>([\s\S]*?)<\/\1\s*>/i;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** The text of an HTML fragment without its tags, its character references decoded. */
function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(?:#(\d+)|#x([\da-f]+)|(\w+));/gi, (whole, dec?: string, hex?: string, name?: string) => {
      if (dec ?? hex) return String.fromCodePoint(Number.parseInt((dec ?? hex)!, dec ? 10 : 16));
      return ENTITIES[name!.toLowerCase()] ?? whole;
    });
}

/**
 * The CMS content's leading paragraphs and headings as plain text, as many as fill a first screen,
 * each in its own tag: the same blocks `<casino-page>` lays out there, never the CMS's markup.
 */
export function leadingBlocks(content: string): { tag: string; text: string }[] {
  const blocks: { tag: string; text: string }[] = [];
  let rest = content;
  let length = 0;
  for (let match = LEADING_BLOCK.exec(rest); match && length < FIRST_SCREEN_CHARACTERS; match = LEADING_BLOCK.exec(rest)) {
    // A block holding a block (a malformed `<p>`) is left to the element.
    if (/<(?:p|h\d|ul|ol|table|div|details)\b/i.test(match[2]!)) break;
    const text = plainText(match[2]!).trim();
    blocks.push({ tag: match[1]!.toLowerCase(), text });
    length += text.length;
    rest = rest.slice(match[0].length);
  }
  return blocks;
}

/**
 * What an operator's edge would render into a content page's HTML (decision 0027): the CMS page's
 * title and its leading text, HTML-escaped plain text, laid out as `<casino-page>` lays them out
 * (site.css, `content-frame`), so the page's largest paint needs no script. The host shows it until
 * the element has drawn the page, then puts the element in its place. Null for an unknown page.
 */
export async function contentFirstFrame(options: { path: string; pagesDir: string }): Promise<string | null> {
  const location = contentLocation(options.path);
  if (!location) return null;
  const page = await loadStaticPage(location.page, location.language, options.pagesDir);
  if (!page) return null;
  const blocks = leadingBlocks(page.content ?? '')
    .map(({ tag, text }) => `<${tag}>${escapeHtml(text)}</${tag}>`)
    .join('');
  return (
    `<section class="page page--prose" data-first-frame="${escapeHtml(location.page)}">` +
    `<article class="content-frame">` +
    `<h1 class="content-frame__title">${escapeHtml(page.name)}</h1>` +
    `<div class="content-frame__content">${blocks}</div>` +
    `</article></section>`
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
