import type { Page } from '../router';
import { lazyElement } from '../lazy-element';

const loadAccount = lazyElement(() => import('@casino-sdk/account/elements/casino-account'));

/**
 * A dashboard route: `<casino-account>` with its view (its menu, and the view's own heading). `name`
 * is the route's name in PLAYER_AREA_ROUTES: `pages.{name}.title` names the page.
 */
export function accountPage(name: string, view: 'deposit' | 'limits' | 'passwords' | 'informations' | 'documents' | 'kyc' | 'sowq' | 'reports' | 'transactions' | 'withdraw' | 'myBonus'): Page {
  return {
    titleKey: `pages.${name}.title`,
    load: loadAccount,
    render() {
      loadAccount();
      const section = document.createElement('section');
      section.className = 'page';
      const account = document.createElement('casino-account');
      account.setAttribute('view', view);
      section.append(account);
      return section;
    },
  };
}
