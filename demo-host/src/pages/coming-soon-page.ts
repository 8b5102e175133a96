import { localePath } from '@casino-sdk/core/rules';
import type { Page } from '../router';
import { bindText } from '../text';

/**
 * A destination whose element comes with a later issue (lobby pages, promotions, registration,
 * recovery, dashboard, cashier): its own route, title and heading, an honest "coming soon" and a
 * way back, instead of silently landing on the casino page. `name` is the route's name in
 * PLAYER_AREA_ROUTES: `pages.{name}.title` names it.
 */
export function comingSoonPage(name: string): Page {
  return {
    titleKey: `pages.${name}.title`,
    render({ language }) {
      const section = document.createElement('section');
      section.className = 'page page--narrow coming-soon';
      const back = bindText(document.createElement('a'), 'pages.comingSoon.back');
      back.href = localePath(language, 'casino');
      back.className = 'coming-soon__back';
      back.addEventListener('click', (event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        back.dispatchEvent(new CustomEvent('casino-navigate', { detail: { path: back.pathname }, bubbles: true, composed: true, cancelable: true }));
      });
      section.append(
        bindText(document.createElement('h1'), `pages.${name}.title`),
        bindText(document.createElement('p'), 'pages.comingSoon.text'),
        back,
      );
      return section;
    },
  };
}
