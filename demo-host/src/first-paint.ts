/**
 * The page's first paint, when the server drew one into `<main>` (an edge's work with the SDK's
 * first-paint modules, docs/first-paint.md; the sandbox's src/first-paint.ts): on screen before any script ran.
 */
export const hasFirstPaint = (root: ParentNode = document): boolean => root.querySelector('[data-first-paint]') !== null;

/**
 * The first banner's `<picture>` of the first paint for lobby section `section`, for
 * `<casino-lobby>`'s slot: moved, not copied, so the picture on screen stays the one decoded.
 * Null when there is none (no frame, another page's, or taken already).
 */
export function takeFirstBanner(section: string, root: ParentNode = document): Element | null {
  const frame = root.querySelector<HTMLElement>('[data-first-paint]');
  if (frame?.dataset.firstPaint !== section) return null;
  return frame.querySelector('picture[slot]');
}

/**
 * The first paint of content page `page` (its title and leading text), for `<casino-content-page>` to
 * take over from; null when there is none (no frame, another page's, or taken already).
 */
export function takeContentPaint(page: string, root: ParentNode = document): Element | null {
  const frame = root.querySelector<HTMLElement>('[data-first-paint]');
  if (frame?.dataset.firstPaint !== page) return null;
  return frame.querySelector('.content-frame');
}

/** `<casino-content-page>`'s drawn page or its error panel: what replaces the frame (its loading skeleton does not). */
const DRAWN = '[part="title"], [part="error"]';

/**
 * Keeps `frame` on screen and `element` hidden until the element has drawn its page (or its error),
 * then swaps them in one task, before the next paint: the text stays where it is and never blinks
 * to a skeleton. The element lays its page out as the frame does (site.css), so nothing moves.
 */
export function showWhenDrawn(element: HTMLElement, frame: Element): void {
  element.hidden = true;
  const swap = () => {
    frame.remove();
    element.hidden = false;
  };
  void customElements.whenDefined(element.localName).then(() => {
    const root = element.shadowRoot;
    if (!root) return swap();
    if (root.querySelector(DRAWN)) return swap();
    const observer = new MutationObserver(() => {
      if (!root.querySelector(DRAWN)) return;
      observer.disconnect();
      swap();
    });
    observer.observe(root, { childList: true, subtree: true });
  });
}
