/**
 * The page's first frame, when the server drew one into `<main>` (an edge's work; the sandbox's
 * packages/sandbox/src/first-frame.ts, decision 0027): on screen before any script ran.
 */
export const hasFirstFrame = (root: ParentNode = document): boolean => root.querySelector('[data-first-frame]') !== null;

/**
 * The first banner's `<picture>` of the server's frame for lobby section `section`, for
 * `<casino-lobby>`'s slot: moved, not copied, so the picture on screen stays the one decoded.
 * Null when there is none (no frame, another page's, or taken already).
 */
export function takeFirstBanner(section: string, root: ParentNode = document): Element | null {
  const frame = root.querySelector<HTMLElement>('[data-first-frame]');
  if (frame?.dataset.firstFrame !== section) return null;
  return frame.querySelector('picture[slot]');
}
