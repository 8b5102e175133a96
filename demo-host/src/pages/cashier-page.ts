import type { Page } from '../router';
import { lazyElement } from '../lazy-element';

const loadCashier = lazyElement(() => import('@casino-sdk/cashier/elements/casino-cashier'));

/**
 * A cashier route (`deposit`, `withdraw`, and the dashboard's own): `<casino-cashier>` with its view,
 * which shows its own heading. The limits page holds the self-exclusion too (front-end spec §2), under it.
 */
export function cashierPage(view: 'deposit' | 'withdraw' | 'limits'): Page {
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
      if (view === 'limits') {
        const exclusion = document.createElement('casino-cashier');
        exclusion.setAttribute('view', 'exclusion');
        exclusion.setAttribute('heading-level', '2');
        section.append(exclusion);
      }
      return section;
    },
  };
}
