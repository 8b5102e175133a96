import type { Page } from '../router';
import { lazyElement } from '../lazy-element';

const loadTransactionStatus = lazyElement(() => import('@casino-sdk/account/elements/casino-transaction-status'));

/** `transactions/{transactionId}`: where a payment provider sends the player back, `<casino-transaction-status>`. */
export const transactionPage: Page = {
  titleKey: 'pages.transaction.title',
  load: loadTransactionStatus,
  render({ route }) {
    loadTransactionStatus();
    const section = document.createElement('section');
    section.className = 'page page--narrow';
    const element = document.createElement('casino-transaction-status');
    element.setAttribute('transaction-id', decodeURIComponent(route.split('/')[1] ?? ''));
    section.append(element);
    return section;
  },
};
