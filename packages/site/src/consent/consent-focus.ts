/**
 * Where the keyboard goes when the cookie panel closes. The panel is removed from the page, and a
 * focused element that disappears leaves focus on `<body>` with the browser's Tab starting point
 * at the end of the document: a keyboard user would have to start over from the browser's toolbar.
 */

/** The focused element, looking inside shadow roots (`document.activeElement` stops at their host). */
export function deepActiveElement(doc: Document = document): Element | null {
  let active: Element | null = doc.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** The page's main landmark, if the host page has one. */
function mainLandmark(doc: Document): HTMLElement | null {
  return doc.querySelector<HTMLElement>('main, [role="main"]');
}

function tryFocus(doc: Document, target: HTMLElement): boolean {
  target.focus({ preventScroll: true });
  return deepActiveElement(doc) === target;
}

/**
 * Moves focus after the panel closed:
 * 1. back to `opener` (the control that reopened the panel, e.g. the footer's cookie settings
 *    button) while it is still on the page and focusable;
 * 2. else to the page's `<main>` landmark without scrolling. A `<main>` that is not focusable gets
 *    `tabindex="-1"` for as long as it holds focus (the skip-link technique), so Tab continues from
 *    the start of the content;
 * 3. else focus is simply released to `<body>`.
 * Returns where focus went.
 */
export function focusAfterPanel(doc: Document, opener: HTMLElement | null): 'opener' | 'main' | 'body' {
  if (opener?.isConnected && tryFocus(doc, opener)) return 'opener';
  const main = mainLandmark(doc);
  if (main) {
    const borrowed = !main.hasAttribute('tabindex');
    if (borrowed) {
      main.setAttribute('tabindex', '-1');
      main.addEventListener('blur', () => main.removeAttribute('tabindex'), { once: true });
    }
    if (tryFocus(doc, main)) return 'main';
    if (borrowed) main.removeAttribute('tabindex');
  }
  (deepActiveElement(doc) as HTMLElement | null)?.blur?.();
  return 'body';
}
