import { getRuntime } from '@casino-sdk/core/internal';
import { startHomeBanners } from '@casino-sdk/lobby/home-banners';
import type { Page } from '../router';
import { lazyElement } from '../lazy-element';
import { bindText } from '../text';
import { takeFirstBanner } from '../first-paint';

const loadLobbyElement = lazyElement(() => import('@casino-sdk/lobby/elements/casino-lobby'));

/** The lobby routes (`/` and `/casino` are the casino section); each shows `<casino-lobby section>`. */
export const LOBBY_ROUTES = ['casino', 'prime', 'live-casino', 'crash-games', 'others'] as const;
export type LobbyRoute = (typeof LOBBY_ROUTES)[number];

/** A lobby page: its title as the heading, then the game list of its section. */
export function lobbyPage(section: LobbyRoute): Page {
  return {
    titleKey: `pages.${section}.title`,
    load: loadLobbyElement,
    startCalls: ({ language }) => startHomeBanners(getRuntime(), language, section),
    render() {
      loadLobbyElement();
      const page = document.createElement('section');
      page.className = 'page page--lobby';
      const heading = bindText(document.createElement('h1'), `pages.${section}.title`);
      heading.className = 'page__title';
      const lobby = document.createElement('casino-lobby');
      lobby.setAttribute('section', section);
      if (section === 'casino') lobby.setAttribute('home', '');
      // The picture the first paint already shows goes into the lobby's slot, where it stays.
      const picture = takeFirstBanner(section);
      if (picture) lobby.append(picture);
      page.append(heading, lobby);
      return page;
    },
  };
}

export const casinoPage = lobbyPage('casino');
