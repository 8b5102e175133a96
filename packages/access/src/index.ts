// The element interfaces, HTMLElementTagNameMap and React JSX types, generated from the definitions.
export type * from './elements.generated';
import { defineLogin, LOGIN_TAG } from './login/casino-login';
import { CHANGE_PASSWORD_TAG, defineChangePassword } from './change-password/casino-change-password';
import { defineRecovery, RECOVERY_TAG } from './recovery/casino-recovery';
import { definePasswordReset, PASSWORD_RESET_TAG } from './password-reset/casino-password-reset';
import { defineRegistration, REGISTRATION_TAG } from './registration/casino-registration';

export { LoginForm, type LoginFormProps } from './login/LoginForm';
export { createLoginModel, type LoginModel, type LoginOutcome, type LoginFieldErrors, type Message } from './login/login-model';
export { defineLogin, LOGIN_TAG };
export { ChangePasswordForm, type ChangePasswordFormProps } from './change-password/ChangePasswordForm';
export { createChangePasswordModel, type ChangePasswordModel, type ChangePasswordOutcome } from './change-password/change-password-model';
export { defineChangePassword, CHANGE_PASSWORD_TAG };
export { RecoveryForm } from './recovery/RecoveryForm';
export { createRecoveryModel, type RecoveryModel, type RecoveryOutcome } from './recovery/recovery-model';
export { defineRecovery, RECOVERY_TAG };
export { PasswordResetForm } from './password-reset/PasswordResetForm';
export { createPasswordResetModel, type PasswordResetModel, type PasswordResetOutcome, type ResetLinkState } from './password-reset/password-reset-model';
export { definePasswordReset, PASSWORD_RESET_TAG };
export { Registration, type RegistrationProps } from './registration/Registration';
export { createRegistrationModel, type RegistrationModel, type RegistrationModelOptions } from './registration/registration-model';
export type { DetailsHandoff, RegistrationStep, Verification } from './registration/registration-flow';
export { defineRegistration, REGISTRATION_TAG };

/** Registers the account access elements: login, registration, recovery, password reset and change. Safe to call more than once. */
export function defineAccessElements(): void {
  defineLogin();
  defineRegistration();
  defineRecovery();
  definePasswordReset();
  defineChangePassword();
}

// Importing the package registers the elements (a no-op outside a browser and on a second import).
if (typeof customElements !== 'undefined') defineAccessElements();
