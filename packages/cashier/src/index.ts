// The cashier family: deposit, withdrawal and player protection (issue 22).
// The element interfaces, HTMLElementTagNameMap and React JSX types, generated from the definitions.
export type * from './elements.generated';
import { CASHIER_TAG, defineCashier } from './cashier/casino-cashier';

export { Cashier, type CashierProps } from './cashier/Cashier';
export { createDepositModel, type DepositModel } from './deposit/deposit-model';
export { defineCashier, CASHIER_TAG };

/** Registers the cashier's elements. Safe to call more than once. */
export function defineCashierElements(): void {
  defineCashier();
}

// Importing the package registers the elements (a no-op outside a browser and on a second import).
if (typeof customElements !== 'undefined') defineCashierElements();
