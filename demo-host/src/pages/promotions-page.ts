import type { Page } from '../router';
import { lazyElement } from '../lazy-element';

const loadPromotionsElement = lazyElement(() => import('@casino-sdk/site/elements/casino-promotions'));

/**
 * `promotion` (the list) and `promotion/{promotionId}` (one promotion): `<casino-promotions>`,
 * which shows its own heading.
 */
export function promotionsPage(detail: boolean): Page {
  return {
    titleKey: 'pages.promotion.title',
    load: loadPromotionsElement,
    render({ route }) {
      loadPromotionsElement();
      const section = document.createElement('section');
      section.className = 'page page--promotions';
      const element = document.createElement('casino-promotions');
      if (detail) element.setAttribute('promotion-id', route.split('/')[1] ?? '');
      section.append(element);
      return section;
    },
  };
}
