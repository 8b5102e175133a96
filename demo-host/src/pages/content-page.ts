import { getRuntime } from '@casino-sdk/core/internal';
import type { StaticPage } from '@casino-sdk/core/rules';
import { startPageCall } from '@casino-sdk/site/page-call';
import type { Page } from '../router';
import { lazyElement } from '../lazy-element';
import { showWhenDrawn, takeContentPaint } from '../first-paint';

const loadPageElement = lazyElement(() => import('@casino-sdk/site/elements/casino-page'));

/** A CMS page (terms, privacy, help, ...): `<casino-page>` loads and sanitises it. */
export function contentPage(name: StaticPage): Page {
  return {
    titleKey: `pages.${name}.title`,
    load: loadPageElement,
    startCalls: ({ language }) => startPageCall(getRuntime(), name, language),
    render() {
      loadPageElement();
      const section = document.createElement('section');
      section.className = 'page page--prose';
      const element = document.createElement('casino-page');
      element.setAttribute('page', name);
      // The server's frame of this page stays on screen until the element has drawn the same text.
      const frame = takeContentPaint(name);
      if (frame) {
        section.append(frame);
        showWhenDrawn(element, frame);
      }
      section.append(element);
      return section;
    },
  };
}
