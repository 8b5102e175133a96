import { adoptDocumentStyles } from '../styles/adopt';

/** The class on `<html>` while a header menu is open. Host pages may style it too. */
export const SCROLL_LOCKED_CLASS = 'casino-scroll-locked';

/**
 * One constructable sheet on the document (a strict CSP refuses `style=` attributes). It sits in
 * `@layer casino` like every SDK sheet; `!important` inside a layer still beats the host page's own
 * unlayered `overflow` rules, which is what a lock needs.
 */
export const scrollLockCss = `.${SCROLL_LOCKED_CLASS}, .${SCROLL_LOCKED_CLASS} body { overflow: hidden !important; }`;

const holders = new WeakMap<Document, number>();

/**
 * Stops the page behind an open menu from scrolling (spec: body scrolling is locked while a menu is
 * open). Counted per document, so two headers, or a quick close-and-open, never unlock too early.
 * Returns the release function; calling it twice releases once.
 */
export function lockPageScroll(doc: Document): () => void {
  adoptDocumentStyles(doc, [scrollLockCss]);
  const count = (holders.get(doc) ?? 0) + 1;
  holders.set(doc, count);
  doc.documentElement.classList.add(SCROLL_LOCKED_CLASS);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (holders.get(doc) ?? 1) - 1;
    holders.set(doc, left);
    if (left <= 0) doc.documentElement.classList.remove(SCROLL_LOCKED_CLASS);
  };
}
