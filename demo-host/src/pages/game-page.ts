import type { Page } from '../router';
import { lazyElement } from '../lazy-element';

const loadGameFrameElement = lazyElement(() => import('@casino-sdk/game-frame/elements/casino-game-frame'));

/** The spec's game route, `/{lang}/game/play/{providerId}/{gameId}`. */
export const GAME_ROUTE = 'game/play/:providerId/:gameId';

/**
 * The game page: `<casino-game-frame>` alone, without header and footer (spec: they are hidden
 * there). The lobby's demo link adds `?demo=1`.
 */
export const gamePage: Page = {
  titleKey: 'pages.game.title',
  bare: true,
  load: loadGameFrameElement,
  render({ route }) {
    loadGameFrameElement();
    const [, , providerId = '', gameId = ''] = route.split('/');
    const page = document.createElement('section');
    page.className = 'page page--game';
    const frame = document.createElement('casino-game-frame');
    frame.setAttribute('provider-id', providerId);
    frame.setAttribute('game-id', gameId);
    if (new URLSearchParams(window.location.search).get('demo') === '1') frame.setAttribute('demo', '');
    page.append(frame);
    return page;
  },
};
