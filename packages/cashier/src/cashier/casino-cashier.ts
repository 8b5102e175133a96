import { defineElement } from '@casino-sdk/ui';
import { fieldCss, formCss } from '@casino-sdk/ui/field';
import { Cashier } from './Cashier';
import { cashierDefinition } from './casino-cashier.definition';
import { cashierCss } from './cashier.styles';

export const CASHIER_TAG = cashierDefinition.tag;

/** Registers `<casino-cashier>` from its definition (`./casino-cashier.definition.ts`: attributes, events, parts, CSS properties). */
export function defineCashier(): CustomElementConstructor | undefined {
  return defineElement(cashierDefinition, Cashier, { styles: [fieldCss, formCss, cashierCss] });
}
