import type { Page } from '../router';
import { lazyElement } from '../lazy-element';

const loadCashier = lazyElement(() => import('@casino-sdk/cashier/elements/casino-cashier'));

/**
 * The cashier's own routes (`deposit`, `withdraw`; the dashboard's are `<casino-account>`'s):
 * `<casino-cashier>` with its view, which shows its own heading.
 */
export function cashierPage(view: 'deposit' | 'withdraw'): Page {
  return {
    titleKey: `pages.${view}.title`,
    load: loadCashier,
    render() {
      loadCashier();
      const section = document.createElement('section');
      section.className = 'page page--narrow';
      const cashier = document.createElement('casino-cashier');
      cashier.setAttribute('view', view);
      section.append(cashier);
      return section;
    },
  };
}
