import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';

/**
 * Banner HTML is hostile (DESIGN rule 8). A banner's text is a headline and a line or two over
 * the art, so only text formatting survives: no links (the buttons are the banner's links), no
 * images, no attributes at all — nothing can run, load, or dress up as the SDK's own markup.
 */
const CONFIG: Config & { RETURN_DOM_FRAGMENT: true } = {
  ALLOWED_TAGS: ['h2', 'h3', 'p', 'br', 'strong', 'b', 'em', 'i', 'span', 'small', 'mark', 'sup', 'sub'],
  ALLOWED_ATTR: [],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  KEEP_CONTENT: true,
  RETURN_DOM_FRAGMENT: true,
};

// One DOMPurify per window, configured by nobody else.
const purifiers = new WeakMap<Window, Purifier>();

function purifierFor(doc: Document): Purifier {
  const view = doc.defaultView;
  if (!view) throw new Error('[casino-sdk] Banner HTML can only be sanitised in a document with a window.');
  let purifier = purifiers.get(view);
  if (!purifier) {
    purifier = DOMPurify(view);
    // Without DOM support DOMPurify hands the input back unchanged: refuse rather than render it.
    if (!purifier.isSupported) throw new Error('[casino-sdk] DOMPurify is not supported here; banner HTML is not shown.');
    purifiers.set(view, purifier);
  }
  return purifier;
}

/** Banner HTML → a fragment of plain formatted text, safe to insert into `doc`. */
export function sanitizeBannerHtml(html: string, doc: Document): DocumentFragment {
  return purifierFor(doc).sanitize(html, CONFIG);
}
