import { canAdoptStyles } from '@casino-sdk/ui';

/**
 * The panel is fixed to the bottom of the viewport. So that it never hides page content for good
 * (WCAG 2.4.11, focus not obscured), its height is published while it shows, in one constructed
 * sheet per document (CSP-safe: no `<style>`, no `style=`), inside `@layer casino` so the host's
 * own CSS wins:
 *
 * - `--casino-consent-block-size` on `:root`: the element takes that much room in the page flow
 *   (it is meant to be the last thing in `<body>`, so the end of the page can scroll above the
 *   panel), and host CSS may use it too (`padding-bottom: var(--casino-consent-block-size, 0)`);
 * - `scroll-padding-block-end` on `:root`: a focused link or field further up is scrolled into
 *   view above the panel, not behind it.
 */
export function pageSpaceCss(blockSize: number): string {
  const px = Math.max(0, Math.ceil(blockSize));
  return `:root { --casino-consent-block-size: ${px}px; scroll-padding-block-end: ${px}px; }`;
}

const sheets = new WeakMap<Document, CSSStyleSheet>();

function sheetOf(doc: Document): CSSStyleSheet {
  let sheet = sheets.get(doc);
  if (!sheet) {
    sheet = new doc.defaultView!.CSSStyleSheet();
    sheets.set(doc, sheet);
  }
  if (!doc.adoptedStyleSheets.includes(sheet)) doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
  return sheet;
}

/**
 * Follows `panel`'s height until the returned function is called, which gives the room back.
 * A no-op where ResizeObserver or constructed sheets are missing (jsdom, old browsers).
 */
export function reservePageSpace(panel: HTMLElement): () => void {
  const doc = panel.ownerDocument;
  const Observer = doc.defaultView?.ResizeObserver;
  if (!Observer || !canAdoptStyles(doc)) return () => {};
  const sheet = sheetOf(doc);
  let last = -1;
  const write = (blockSize: number) => {
    const px = Math.ceil(blockSize);
    if (px === last) return;
    last = px;
    sheet.replaceSync(`@layer casino {\n${pageSpaceCss(px)}\n}`);
  };
  const observer = new Observer((entries) => {
    const entry = entries[entries.length - 1];
    const box = entry?.borderBoxSize?.[0];
    write(box ? box.blockSize : panel.getBoundingClientRect().height);
  });
  // Its first report comes with the next frame's layout, before that frame is painted: reading the
  // height here instead forced a layout of the whole page as it loads (17 ms on a phone).
  observer.observe(panel);
  return () => {
    observer.disconnect();
    sheet.replaceSync('');
  };
}
