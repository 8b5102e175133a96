import { purifierFor, type PurifyConfig } from '@casino-sdk/ui/sanitize';

/**
 * Banner HTML is hostile (house rule 8, docs/architecture.md). A banner's text is a headline and a line or two over
 * the art, so only text formatting survives: no links (the buttons are the banner's links), no
 * images, no attributes at all — nothing can run, load, or dress up as the SDK's own markup.
 */
const CONFIG: PurifyConfig & { RETURN_DOM_FRAGMENT: true } = {
  ALLOWED_TAGS: ['h2', 'h3', 'p', 'br', 'strong', 'b', 'em', 'i', 'span', 'small', 'mark', 'sup', 'sub'],
  ALLOWED_ATTR: [],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  KEEP_CONTENT: true,
  RETURN_DOM_FRAGMENT: true,
};

/** Banner HTML → a fragment of plain formatted text, safe to insert into `doc`. */
export function sanitizeBannerHtml(html: string, doc: Document): DocumentFragment {
  return purifierFor(doc, 'Banner HTML').sanitize(html, CONFIG);
}
