import { rememberGameLaunch } from '@casino-sdk/core/internal';
import { isPlainClick, linkClick, useHost, useT, type ClickLike } from '@casino-sdk/ui';
import { useEffect, useMemo, type RefObject } from 'react';

/** What every card says, translated once per list instead of once per card. */
export interface CardTexts {
  play: string;
  demo: string;
  demoGame: (name: string) => string;
  favourite: (name: string) => string;
  info: (name: string) => string;
}

/**
 * The cards' texts for the page language. A list reads the translator (and subscribes to the
 * language) once; its cards take plain props, so a card has no hook and no subscription of its own.
 */
export function useCardTexts(): CardTexts {
  const t = useT();
  return useMemo(
    () => ({
      play: t('lobby.play'),
      demo: t('lobby.demo'),
      demoGame: (name: string) => t('lobby.demoGame', { name }),
      favourite: (name: string) => t('lobby.favourite', { name }),
      info: (name: string) => t('lobby.info', { name }),
    }),
    [t],
  );
}

/**
 * One click listener for a list of cards: a plain click on a card's play or demo link (or Enter on
 * it, which fires a click) asks the host to navigate (`casino-navigate`), as `linkClick` does for
 * a single link, and leaves the game page its way back to this lobby entry (core's gameReturn).
 */
export function useCardLinkClicks(list: RefObject<HTMLElement | null>): void {
  const host = useHost();
  useEffect(() => {
    const element = list.current;
    if (!element) return;
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element).closest?.('a[href]');
      if (!link || !element.contains(link)) return;
      gameLinkClick(host, link.getAttribute('href')!)(event);
    };
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, [host, list]);
}

/**
 * A click on a link to a game's page: a plain one asks the host to navigate (`casino-navigate`,
 * as `linkClick`) and leaves the game page its way back to this lobby entry (core's gameReturn).
 */
export function gameLinkClick(host: HTMLElement, href: string): (event: ClickLike) => void {
  return (event) => {
    const view = host.ownerDocument.defaultView;
    if (view && !event.defaultPrevented && isPlainClick(event)) rememberGameLaunch(view, view.location.pathname + view.location.search, href);
    linkClick(host, href)(event);
  };
}
