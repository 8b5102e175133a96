import { defineElement } from '@casino-sdk/ui';
import { dialogCss } from '@casino-sdk/ui/dialog/lazy';
import { fieldCss, formCss } from '@casino-sdk/ui/field';
import { captchaCss } from '@casino-sdk/access/captcha/captcha.styles';
import { AdminAccess } from './AdminAccess';
import { adminCss } from './admin.styles';
import { adminDefinition } from './casino-admin.definition';

export const ADMIN_TAG = adminDefinition.tag;

/** Registers `<casino-admin>` from its definition (`./casino-admin.definition.ts`: attributes, events, parts, CSS properties). */
export function defineAdmin(): CustomElementConstructor | undefined {
  return defineElement(adminDefinition, AdminAccess, { styles: [fieldCss, formCss, dialogCss, captchaCss, adminCss] });
}
