import { tabbable } from 'tabbable';

/**
 * Focus for every overlay of the SDK (modal dialogs, drawers, light-dismiss panels, the cookie
 * panel): where the keyboard is, what it can reach inside an overlay, and where it goes back to.
 */

/** The focused element, looking inside shadow roots (`document.activeElement` stops at their host). */
export function deepActiveElement(doc: Document = document): HTMLElement | null {
  let active: Element | null = doc.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active && active !== doc.body && isHTMLElement(active) ? active : null;
}

/** True when the keyboard is on `container` or inside it (also inside a shadow root it sits in). */
export function holdsFocus(container: Element | null): boolean {
  if (!container) return false;
  const active = (container.getRootNode() as Document | ShadowRoot).activeElement;
  return !!active && container.contains(active);
}

function isHTMLElement(element: Element): element is HTMLElement {
  const View = element.ownerDocument.defaultView;
  return View ? element instanceof View.HTMLElement : false;
}

/**
 * The elements Tab reaches inside `container`, in order (tabbable: tabindex order, radio groups,
 * open shadow roots of elements inside it). Nothing under `hidden` or `inert` counts. Layout is not
 * consulted (`displayCheck: 'none'`), so the answer is the same in jsdom and in a browser.
 */
export function tabbableIn(container: HTMLElement): HTMLElement[] {
  return tabbable(container, { getShadowRoot: true, displayCheck: 'none' }).filter(
    (element) => !element.closest('[hidden], [inert]'),
  ) as HTMLElement[];
}

/**
 * Keeps Tab inside `container`: from the last element to the first, Shift+Tab from the first to the
 * last; in between the browser moves focus. For `keydown` listeners on the container.
 */
export function wrapTab(container: HTMLElement, event: KeyboardEvent): void {
  if (event.key !== 'Tab') return;
  const items = tabbableIn(container);
  const first = items[0];
  const last = items.at(-1);
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = (container.getRootNode() as Document | ShadowRoot).activeElement;
  const inside = !!active && container.contains(active);
  if (event.shiftKey && (!inside || active === first || active === container)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (!inside || active === last)) {
    event.preventDefault();
    first.focus();
  }
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
 * Where the keyboard goes when an overlay closes. A focused element that disappears leaves focus on
 * `<body>` with the browser's Tab starting point at the end of the document: a keyboard user would
 * have to start over from the browser's toolbar. So:
 * 1. back to `opener` (the control that opened the overlay) while it is on the page and focusable;
 * 2. else to the page's `<main>` landmark without scrolling. A `<main>` that is not focusable gets
 *    `tabindex="-1"` for as long as it holds focus (the skip-link technique), so Tab continues from
 *    the start of the content;
 * 3. else focus is simply released to `<body>`.
 * Returns where focus went.
 */
export function restoreFocus(doc: Document, opener: HTMLElement | null): 'opener' | 'main' | 'body' {
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
  deepActiveElement(doc)?.blur();
  return 'body';
}
