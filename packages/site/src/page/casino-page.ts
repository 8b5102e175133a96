import { defineElement } from '@casino-sdk/ui';
import { Page } from './Page';
import { pageCss } from './page.styles';

export const PAGE_TAG = 'casino-page';

/**
 * `<casino-page>`: a CMS static page (terms, privacy, help, ...) in the page language.
 * Shadow DOM: the content is styled as readable prose (about 72 characters a line) and the host
 * page's CSS cannot reach into it; style it through parts and `--casino-*` properties.
 *
 * Loads `GET cms/pages/{page}?language={lang}` and loads again when the language changes. Shows
 * skeleton lines while loading, then the page `name` as the `<h1>` and its `content` HTML,
 * sanitised with DOMPurify: formatting tags only (no scripts, styles, frames, forms, SVG/MathML,
 * event handlers or style/class attributes); links keep their href only for http(s), mailto:,
 * tel:, `#fragment` and the site's own root-relative paths. External links open in a new tab
 * (`rel="noopener noreferrer"`); the site's own links get the language prefix (`/privacy` →
 * `/de/privacy`) and a plain left click on them becomes a `casino-navigate` request.
 *
 * Sections (`<details id="...">`, the help page): the one the URL hash names opens, scrolls into
 * view and takes focus on its summary, at load and on `hashchange`; opening one writes its id to
 * the hash with `history.replaceState` (no navigation, no history entry), closing it removes it.
 *
 * A `page` outside STATIC_PAGES, or a 404 from the platform, asks to navigate to `/` (the spec:
 * an unknown generic page redirects to /). Other failures show an alert with a retry button.
 *
 * @attr page - Route name of the page: terms-and-conditions, security, responsible-gaming,
 *   contact, imprint, affiliate-program, privacy, cookies, amlcft, informations, help.
 *
 * @event casino-navigate - `{ path }`, cancelable: the site's own links in the content, and `/`
 *   for an unknown page. Without preventDefault the SDK calls `location.assign(path)`.
 * @event casino-open-consent - `{}` (bubbles, composed): the cookies page's "Change cookie
 *   settings" button; `<casino-cookie-consent>` opens its panel.
 *
 * @csspart page - The `<article>` around everything.
 * @csspart title - The `<h1>` with the page name.
 * @csspart content - The sanitised content.
 * @csspart loading - The skeleton lines shown while loading.
 * @csspart error - The error panel (alert text and retry button).
 * @csspart retry-button - The "Try again" button.
 * @csspart cookie-settings - Cookies page only: the "Change cookie settings" button.
 *
 * @cssproperty --casino-prose-width - Line length of the text (default 72ch).
 * @cssproperty --casino-scroll-offset - Room left above a section scrolled into view, for a sticky header (default 96px).
 * @cssproperty --casino-color-text - Text colour.
 * @cssproperty --casino-color-link - Links in the content.
 * @cssproperty --casino-color-border - Table, section and rule lines.
 * @cssproperty --casino-color-surface-raised - Table header cells, hovered section summaries.
 */
export function definePage(): CustomElementConstructor | undefined {
  return defineElement(PAGE_TAG, Page, {
    attributes: { page: 'string' },
    shadow: true,
    styles: [pageCss],
  });
}
