import { useEffect, useState, type RefObject } from 'react';
import { isDesktopWidth, type HeaderModel } from './header-model';

/** Follows the page's scroll position (compact bar, Back to top). */
export function usePageScroll(model: HeaderModel, host: HTMLElement) {
  useEffect(() => {
    const view = host.ownerDocument.defaultView;
    if (!view) return;
    const onScroll = () => model.scrolled(view.scrollY);
    onScroll();
    view.addEventListener('scroll', onScroll, { passive: true });
    return () => view.removeEventListener('scroll', onScroll);
  }, [model, host]);
}

/**
 * The drawers and the summary panel belong to one layout each: when the header crosses 1200 px
 * (a rotated tablet, a resized window) whatever is open closes, so no modal drawer stays open
 * behind a layout that hides it.
 */
export function useLayoutSwitch(model: HeaderModel, host: HTMLElement) {
  useEffect(() => {
    const Observer = host.ownerDocument.defaultView?.ResizeObserver;
    if (!Observer) return;
    let desktop: boolean | null = null;
    const observer = new Observer((entries) => {
      const width = entries.at(-1)?.contentRect.width;
      if (width === undefined || width === 0) return;
      const next = isDesktopWidth(width);
      if (desktop !== null && next !== desktop) model.closeAll();
      desktop = next;
    });
    observer.observe(host);
    return () => observer.disconnect();
  }, [model, host]);
}

/** Smoothly, unless the visitor asked for less motion; focus goes to the top of the page (the logo). */
export function scrollToTop(host: HTMLElement, target: HTMLElement | null) {
  const view = host.ownerDocument.defaultView;
  if (!view) return;
  const reduce = view.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
  view.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
  // The button goes away up there: the keyboard continues from the top, not from <body>.
  target?.focus({ preventScroll: true });
}

/**
 * True when the six links do not fit on one row beside the logo, the safer-gambling link with the
 * seal, and the actions: the header then puts them on a row of their own instead of clipping them
 * (long translations, a long brand name, a player's balance). Measured from the pieces' own widths (the list is as wide as its links), which
 * do not depend on the layout chosen, so the answer does not flip back and forth.
 */
export function useNavigationRow(bar: RefObject<HTMLElement | null>): boolean {
  const [ownRow, setOwnRow] = useState(false);
  useEffect(() => {
    const header = bar.current;
    const Observer = header?.ownerDocument.defaultView?.ResizeObserver;
    if (!header || !Observer) return;
    const part = (name: string) => header.querySelector<HTMLElement>(`.casino-header__${name}`);
    const measure = () => {
      const logo = part('logo');
      const links = part('links');
      const actions = part('actions');
      const saferGambling = part('safer-gambling');
      if (!logo || !links || !actions || !saferGambling) return;
      const style = header.ownerDocument.defaultView!.getComputedStyle(header);
      const room = header.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      const gap = parseFloat(style.columnGap) || 0;
      const needed = logo.offsetWidth + links.offsetWidth + saferGambling.offsetWidth + actions.offsetWidth + 3 * gap;
      if (room > 0) setOwnRow(needed > room);
    };
    const observer = new Observer(measure);
    observer.observe(header);
    for (const name of ['logo', 'links', 'safer-gambling', 'actions']) {
      const element = part(name);
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, [bar]);
  return ownRow;
}
