import type { Language } from '@casino-sdk/core';
import { purifierFor, type PurifyConfig } from '@casino-sdk/ui/sanitize';
import { classifyCmsLink, isSafeImageUrl } from '@casino-sdk/core/rules';

/**
 * CMS page HTML is hostile (house rule 8, docs/architecture.md): it comes from an operator back office that a phished
 * account or a bad import can fill with anything. Only formatting survives: text structure,
 * lists, tables, the help page's `<details>` sections, links and images. No scripts, styles,
 * frames, forms, SVG or MathML, no event handlers, no `style`/`class`/`part`/`data-*`/`aria-*`
 * attributes (the content must not dress up as the SDK's own markup).
 */
const ALLOWED_TAGS = [
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'div', 'span', 'section', 'article',
  'a', 'strong', 'b', 'em', 'i', 'u', 's', 'small', 'sub', 'sup', 'mark', 'abbr', 'cite', 'q',
  'blockquote', 'code', 'pre', 'kbd', 'address', 'time',
  'ul', 'ol', 'li', 'dl', 'dt', 'dd',
  'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
  'details', 'summary', 'figure', 'figcaption', 'img',
];

/** Attributes that hold no URL: DOMPurify checks every other attribute's value against the URL rule. */
const PLAIN_ATTR = ['lang', 'dir', 'width', 'height', 'colspan', 'rowspan', 'scope', 'headers', 'abbr', 'datetime', 'start', 'reversed'];
const ALLOWED_ATTR = ['href', 'src', 'alt', 'title', 'id', ...PLAIN_ATTR];

/** Named as well as left out of the allow-list, so a later widening of the list cannot let them in. */
const FORBID_TAGS = [
  'script', 'style', 'link', 'meta', 'base', 'iframe', 'frame', 'frameset', 'object', 'embed',
  'form', 'input', 'button', 'select', 'option', 'textarea', 'svg', 'math', 'template', 'noscript',
];
const FORBID_ATTR = ['style', 'class', 'part', 'slot', 'srcset', 'action', 'formaction', 'target', 'open'];

const CONFIG: PurifyConfig & { RETURN_DOM_FRAGMENT: true } = {
  ALLOWED_TAGS,
  ALLOWED_ATTR,
  ADD_URI_SAFE_ATTR: PLAIN_ATTR,
  FORBID_TAGS,
  FORBID_ATTR,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  // DOMPurify's own URL check; links are then sorted again, more strictly, below.
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|\/(?![/\\])|#)/i,
  KEEP_CONTENT: true,
  RETURN_DOM_FRAGMENT: true,
};

export interface SanitizeOptions {
  /** Prefixes the site's own links (`/privacy` → `/de/privacy`). */
  language: Language;
  /** The document the fragment is for (its window runs DOMPurify). Default: the global document. */
  doc?: Document;
  /** Said after each external link to screen readers, e.g. "(opens in a new tab)". */
  newTabLabel?: string;
}

/** Moves an element's children in its place and drops the element. */
function unwrap(element: Element): void {
  element.replaceWith(...Array.from(element.childNodes));
}

/**
 * CMS HTML → a fragment safe to insert: sanitised, then links and images sorted:
 * - http(s) links open in a new tab (`target="_blank" rel="noopener noreferrer"`), with a
 *   visually hidden note for screen readers;
 * - the site's own root-relative links get the language prefix (the view sends plain clicks on
 *   them through `navigate()`);
 * - mailto:, tel: and `#fragment` links stay; any other link becomes plain text;
 * - images need an http(s) or root-relative `src` and get `alt=""` when they have none;
 * - `<h1>` becomes `<h2>`: the page title is the page's only h1.
 */
export function sanitizeCmsHtml(html: string, options: SanitizeOptions): DocumentFragment {
  const doc = options.doc ?? globalThis.document;
  const fragment = purifierFor(doc, 'CMS content').sanitize(html, CONFIG);

  for (const heading of Array.from(fragment.querySelectorAll('h1'))) {
    const replacement = doc.createElement('h2');
    if (heading.id) replacement.id = heading.id;
    replacement.append(...Array.from(heading.childNodes));
    heading.replaceWith(replacement);
  }

  for (const anchor of Array.from(fragment.querySelectorAll('a'))) {
    const href = anchor.getAttribute('href');
    const link = href === null ? ({ kind: 'unsafe' } as const) : classifyCmsLink(href, options.language);
    switch (link.kind) {
      case 'external': {
        anchor.setAttribute('href', link.href);
        anchor.setAttribute('target', '_blank');
        anchor.setAttribute('rel', 'noopener noreferrer');
        if (options.newTabLabel) {
          const note = doc.createElement('span');
          note.className = 'casino-visually-hidden';
          note.textContent = ` ${options.newTabLabel}`;
          anchor.append(note);
        }
        break;
      }
      case 'contact':
      case 'fragment':
        anchor.setAttribute('href', link.href);
        break;
      case 'internal':
        anchor.setAttribute('href', link.path);
        break;
      case 'unsafe':
        unwrap(anchor);
        break;
    }
  }

  for (const image of Array.from(fragment.querySelectorAll('img'))) {
    if (!isSafeImageUrl(image.getAttribute('src'))) {
      image.remove();
      continue;
    }
    // An image without alt is read out as its file name; CMS images are decoration unless described.
    if (!image.hasAttribute('alt')) image.setAttribute('alt', '');
    image.setAttribute('loading', 'lazy');
  }

  return fragment;
}
