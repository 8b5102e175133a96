// The player account family: `<casino-account>`, the dashboard and its views (issue 23).
// The element interfaces, HTMLElementTagNameMap and React JSX types, generated from the definitions.
export type * from './elements.generated';
import { ACCOUNT_TAG, defineAccount } from './account/casino-account';
import { defineNewsletterOptOut, NEWSLETTER_OPT_OUT_TAG } from './newsletter-opt-out/casino-newsletter-opt-out';
import { defineTransactionStatus, TRANSACTION_STATUS_TAG } from './transaction-status/casino-transaction-status';

export { Account, type AccountProps } from './account/Account';
export { TransactionStatus, type TransactionStatusProps } from './transaction-status/TransactionStatus';
export { NewsletterOptOut, type NewsletterOptOutProps } from './newsletter-opt-out/NewsletterOptOut';
export { defineAccount, ACCOUNT_TAG, defineTransactionStatus, TRANSACTION_STATUS_TAG, defineNewsletterOptOut, NEWSLETTER_OPT_OUT_TAG };

/** Registers the player account's elements. Safe to call more than once. */
export function defineAccountElements(): void {
  defineAccount();
  defineTransactionStatus();
  defineNewsletterOptOut();
}

// Importing the package registers the elements (a no-op outside a browser and on a second import).
if (typeof customElements !== 'undefined') defineAccountElements();
