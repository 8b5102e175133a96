import { defineElement } from '@casino-sdk/ui';
import { dialogCss } from '@casino-sdk/ui/dialog/lazy';
import { AdminBar } from './AdminBar';
import { adminBarCss } from './admin-bar.styles';
import { adminBarDefinition } from './casino-admin-bar.definition';

export const ADMIN_BAR_TAG = adminBarDefinition.tag;

/** Registers `<casino-admin-bar>` from its definition (`./casino-admin-bar.definition.ts`: attributes, events, parts, CSS properties). */
export function defineAdminBar(): CustomElementConstructor | undefined {
  return defineElement(adminBarDefinition, AdminBar, { styles: [dialogCss, adminBarCss] });
}
