/**
 * Styles go in as constructable stylesheets (CSSStyleSheet + adoptedStyleSheets), never as
 * `<style>` tags or `style=` attributes: a partner page with a strict Content-Security-Policy
 * (no 'unsafe-inline' for styles) blocks those, and constructed sheets are not subject to it.
 *
 * Light-DOM elements share the document: their sheets are wrapped in `@layer casino { ... }` so the
 * host page's own unlayered CSS always wins, and each sheet is adopted once per document however
 * many elements use it. Shadow roots get the same sheet objects, unlayered (a shadow root is its own
 * cascade), shared between every instance.
 *
 * Where constructable sheets are missing (jsdom, very old browsers) nothing is adopted: the
 * elements still work, unstyled, rather than falling back to something a CSP would refuse.
 */

const layered = new WeakMap<Document, Map<string, CSSStyleSheet>>();
const unlayered = new WeakMap<Document, Map<string, CSSStyleSheet>>();
/** Sheets a lazily loaded part of an element added to its shadow root (addShadowStyles). */
const added = new WeakMap<ShadowRoot, CSSStyleSheet[]>();

export function canAdoptStyles(doc: Document): boolean {
  const view = doc.defaultView;
  return (
    !!view &&
    'adoptedStyleSheets' in doc &&
    typeof view.CSSStyleSheet === 'function' &&
    'replaceSync' in view.CSSStyleSheet.prototype
  );
}

function sheetFor(doc: Document, cache: WeakMap<Document, Map<string, CSSStyleSheet>>, css: string, text: string): CSSStyleSheet {
  let sheets = cache.get(doc);
  if (!sheets) cache.set(doc, (sheets = new Map()));
  let sheet = sheets.get(css);
  if (!sheet) {
    // A constructed sheet can only be adopted by the document whose window constructed it.
    const Sheet = doc.defaultView!.CSSStyleSheet;
    sheet = new Sheet();
    sheet.replaceSync(text);
    sheets.set(css, sheet);
  }
  return sheet;
}

/** Adds each CSS text to `document.adoptedStyleSheets` inside `@layer casino`, once per document. */
export function adoptDocumentStyles(doc: Document, cssTexts: readonly string[]): void {
  if (!canAdoptStyles(doc)) return;
  const wanted = cssTexts.map((css) => sheetFor(doc, layered, css, `@layer casino {\n${css}\n}`));
  // Checked against the live list, not a flag: a host page may have replaced the list meanwhile.
  const missing = wanted.filter((sheet) => !doc.adoptedStyleSheets.includes(sheet));
  if (missing.length) doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, ...missing];
}

/**
 * Gives a shadow root exactly these sheets (shared objects, so a hundred cards cost one parse),
 * plus those its lazily loaded parts added.
 */
export function adoptShadowStyles(root: ShadowRoot, cssTexts: readonly string[]): void {
  const doc = root.ownerDocument;
  if (!canAdoptStyles(doc) || !('adoptedStyleSheets' in root)) return;
  const sheets = [...cssTexts.map((css) => sheetFor(doc, unlayered, css, css)), ...(added.get(root) ?? [])];
  const current = root.adoptedStyleSheets;
  if (current.length === sheets.length && current.every((sheet, i) => sheet === sheets[i])) return;
  root.adoptedStyleSheets = sheets;
}

/**
 * Adds sheets to a shadow root that already has its element's own: for a part of an element whose
 * code (and CSS) loads later, like the lobby's banner carousel. They stay on when the element moves.
 */
export function addShadowStyles(root: ShadowRoot, cssTexts: readonly string[]): void {
  const doc = root.ownerDocument;
  if (!canAdoptStyles(doc) || !('adoptedStyleSheets' in root)) return;
  const mine = added.get(root) ?? [];
  const missing = cssTexts.map((css) => sheetFor(doc, unlayered, css, css)).filter((sheet) => !root.adoptedStyleSheets.includes(sheet));
  if (!missing.length) return;
  added.set(root, [...mine, ...missing.filter((sheet) => !mine.includes(sheet))]);
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...missing];
}

/** Adds CSS to whatever holds `host`'s styles: its shadow root, or the document (`@layer casino`). */
export function addElementStyles(host: HTMLElement, cssTexts: readonly string[]): void {
  if (host.shadowRoot) addShadowStyles(host.shadowRoot, cssTexts);
  else adoptDocumentStyles(host.ownerDocument, cssTexts);
}
