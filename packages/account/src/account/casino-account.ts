import { defineElement } from '@casino-sdk/ui';
import { fieldCss, formCss } from '@casino-sdk/ui/field';
import { Account } from './Account';
import { accountDefinition } from './casino-account.definition';
import { accountCss } from './account.styles';

export const ACCOUNT_TAG = accountDefinition.tag;

/** Registers `<casino-account>` from its definition (`./casino-account.definition.ts`: attributes, events, parts, CSS properties). */
export function defineAccount(): CustomElementConstructor | undefined {
  return defineElement(accountDefinition, Account, { styles: [fieldCss, formCss, accountCss] });
}
