import type { Banner } from '@casino-sdk/core/contract';
import { escapeHtml, FIRST_BANNER_SLOT, FIRST_PAINT_ATTRIBUTE, type Language } from '@casino-sdk/core/rules';
import { bannerSlides, bannersFor, MOBILE_MEDIA } from '@casino-sdk/ui/banners/banner-slides';

/**
 * A lobby page's first paint (decision 0040): HTML a server or an operator's edge writes into the
 * page's HTML so that the page's largest paint, its first banner, needs no script. Pure: it takes
 * what the platform answered (`cms/banners` in the page's language) and the page's title, and
 * returns markup; it fetches nothing and touches no DOM.
 *
 * The contract with the page (docs/first-paint.md):
 * - the paint is one `<section data-first-paint="{section}">` (`FIRST_PAINT_ATTRIBUTE`), with the
 *   host's classes `page page--lobby` and an `<h1 class="page__title">`;
 * - its `<picture slot="first-banner">` (`FIRST_BANNER_SLOT`) is moved, not copied, into the
 *   `<casino-lobby section>` the page then creates, which shows it until its carousel has drawn
 *   the same file; without it the lobby draws as it always does.
 */
export { FIRST_BANNER_SLOT, FIRST_PAINT_ATTRIBUTE };
export type { Banner };

export interface LobbyFirstPaintInput {
  /** The lobby section the page shows (`<casino-lobby section>`): its banners' category. */
  section: string;
  /** The page's heading, in `language`. */
  title: string;
  /** `cms/banners`' answer for the home tag in `language`. */
  banners: readonly Banner[];
  language: Language;
}

/**
 * The page's title and its first banner's `<picture>`, or null when the section has no banner (the
 * page then draws as before). The banner is a visitor's: the server does not know the tab's session
 * (it is in the tab's storage), and a player's lobby draws its own first banner over this one.
 */
export function lobbyFirstPaint({ section, title, banners, language }: LobbyFirstPaintInput): string | null {
  const first = bannerSlides(bannersFor(banners, section, false), language, false)[0];
  if (!first || !title) return null;
  const { mobile, desktop } = first;
  const sources = [
    mobile.webp ? `<source media="${MOBILE_MEDIA}" srcset="${escapeHtml(mobile.webp)}" type="image/webp">` : '',
    `<source media="${MOBILE_MEDIA}" srcset="${escapeHtml(mobile.src)}">`,
    desktop.webp ? `<source srcset="${escapeHtml(desktop.webp)}" type="image/webp">` : '',
  ].join('');
  const image = `<img class="first-banner__image" src="${escapeHtml(desktop.src)}" alt="" width="1200" height="400" fetchpriority="high">`;
  return (
    `<section class="page page--lobby" ${FIRST_PAINT_ATTRIBUTE}="${escapeHtml(section)}">` +
    `<h1 class="page__title">${escapeHtml(title)}</h1>` +
    `<picture class="first-banner" slot="${FIRST_BANNER_SLOT}">${sources}${image}</picture>` +
    `</section>`
  );
}
