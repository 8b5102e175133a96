import { getRuntime } from '@casino-sdk/core/internal';
import type { StaticPage } from '@casino-sdk/core/rules';
import { startContentPageCall } from '@casino-sdk/site/content-page-call';
import type { Page } from '../router';
import { lazyElement } from '../lazy-element';
import { showWhenDrawn, takeContentPaint } from '../first-paint';

const loadContentPageElement = lazyElement(() => import('@casino-sdk/site/elements/casino-content-page'));

/** A CMS page (terms, privacy, help, ...): `<casino-content-page>` loads and sanitises it. */
export function contentPage(name: StaticPage): Page {
  return {
    titleKey: `pages.${name}.title`,
    load: loadContentPageElement,
    startCalls: ({ language }) => startContentPageCall(getRuntime(), name, language),
    render() {
      loadContentPageElement();
      const section = document.createElement('section');
      section.className = 'page page--prose';
      const element = document.createElement('casino-content-page');
      element.setAttribute('page', name);
      // The first paint of this page stays on screen until the element has drawn the same text.
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
