import { defineElement } from '@casino-sdk/ui';
import { fieldCss, formCss } from '@casino-sdk/ui/field';
import { ChangePasswordForm } from './ChangePasswordForm';
import { changePasswordCss } from './change-password.styles';
import { changePasswordDefinition } from './casino-change-password.definition';

export const CHANGE_PASSWORD_TAG = changePasswordDefinition.tag;

/** Registers `<casino-change-password>` from its definition (`./casino-change-password.definition.ts`: attributes, events, parts, CSS properties). */
export function defineChangePassword(): CustomElementConstructor | undefined {
  return defineElement(changePasswordDefinition, ChangePasswordForm, { styles: [fieldCss, formCss, changePasswordCss] });
}
