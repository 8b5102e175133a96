import type { FormField } from '@casino-sdk/core/form';
import { FormPasswordField } from './FormFields';

export interface NewPasswordFieldsProps {
  /** The account the password belongs to: never shown, it tells password managers where to save it. */
  username: string;
  usernameType?: 'text' | 'email';
  password: FormField<string>;
  confirmation: FormField<string>;
  labels: { password: string; confirmation: string };
  /** The password rule, under the first field. */
  hint: string;
  /** `part` names of the two inputs: the element's documented styling contract. */
  inputParts: { password: string; confirmation: string };
}

/** A new password and its confirmation, as password managers expect them (change password, reset). */
export function NewPasswordFields({ username, usernameType = 'text', password, confirmation, labels, hint, inputParts }: NewPasswordFieldsProps) {
  return (
    <>
      <input type={usernameType} name="username" autoComplete="username" value={username} readOnly hidden />
      <FormPasswordField field={password} label={labels.password} name="new-password" autoComplete="new-password" required inputPart={inputParts.password} hint={hint} />
      <FormPasswordField field={confirmation} label={labels.confirmation} name="confirm-password" autoComplete="new-password" required inputPart={inputParts.confirmation} />
    </>
  );
}
