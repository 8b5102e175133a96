import { useEffect, type DependencyList, type RefObject } from 'react';

/**
 * Scrolls the row's chosen item (`selector`, a tab or a chip a shared link may name twentieth) into
 * the row's view; the page stays where it is. Read in the next frame, once the browser lays the page
 * out anyway: read in the commit, it cost a layout of the whole page of its own in the task of the
 * answer that drew the row.
 */
export function useChosenInView(row: RefObject<HTMLElement | null>, selector: string, deps: DependencyList): void {
  useEffect(() => {
    const view = row.current?.ownerDocument.defaultView;
    if (!view) return;
    const frame = view.requestAnimationFrame(() => {
      const element = row.current;
      const chosen = element?.querySelector<HTMLElement>(selector);
      if (!element || !chosen) return;
      const [box, item] = [element.getBoundingClientRect(), chosen.getBoundingClientRect()];
      // A little of the item before shows there is more that way, where the row has room for it.
      const lead = Math.max(0, Math.min(16, (box.width - item.width) / 2));
      if (item.left < box.left || item.right > box.right) element.scrollLeft += item.left - box.left - lead;
    });
    return () => view.cancelAnimationFrame(frame);
    // The caller's dependencies: what moves the choice or the row's items.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [row, selector, ...deps]);
}
