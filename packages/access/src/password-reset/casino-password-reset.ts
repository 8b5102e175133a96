import { defineElement } from '@casino-sdk/ui';
import { fieldCss, formCss } from '@casino-sdk/ui/field';
import { PasswordResetForm } from './PasswordResetForm';
import { passwordResetDefinition } from './casino-password-reset.definition';
import { passwordResetCss } from './password-reset.styles';

export const PASSWORD_RESET_TAG = passwordResetDefinition.tag;

/** Registers `<casino-password-reset>` from its definition (`./casino-password-reset.definition.ts`: attributes, events, parts, CSS properties). */
export function definePasswordReset(): CustomElementConstructor | undefined {
  return defineElement(passwordResetDefinition, PasswordResetForm, { styles: [fieldCss, formCss, passwordResetCss] });
}
