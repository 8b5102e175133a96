import { useEffect, type DependencyList, type RefObject } from 'react';

/**
 * Scrolls the row's chosen item (`selector`, a tab or a chip a shared link may name twentieth) into
 * the row's view; the page stays where it is. An intersection observer tells where the item is, after
 * the frame's own layout: reading its box in the commit, or in an animation frame, laid the whole
 * page out an extra time as the lobby loaded (15–20 ms on a busy load).
 */
export function useChosenInView(row: RefObject<HTMLElement | null>, selector: string, deps: DependencyList): void {
  useEffect(() => {
    const element = row.current;
    const chosen = element?.querySelector<HTMLElement>(selector);
    const Observer = element?.ownerDocument.defaultView?.IntersectionObserver;
    if (!element || !chosen || typeof Observer !== 'function') return;
    const observer = new Observer(
      ([entry]) => {
        observer.disconnect();
        const box = entry?.rootBounds;
        if (!entry || !box || entry.intersectionRatio >= 1) return;
        const item = entry.boundingClientRect;
        // A little of the item before shows there is more that way, where the row has room for it.
        const lead = Math.max(0, Math.min(16, (box.width - item.width) / 2));
        element.scrollLeft += item.left - box.left - lead;
      },
      { root: element, threshold: [0, 1] },
    );
    observer.observe(chosen);
    return () => observer.disconnect();
    // The caller's dependencies: what moves the choice or the row's items.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [row, selector, ...deps]);
}
