import { passwordChecks } from './registration';

/**
 * The reset page's new password (spec §5): at least 8 characters with a lowercase letter, an
 * uppercase letter, a digit and a symbol, the registration rule's checks. Spaces are refused, as
 * the platform refuses them. The confirmation is compared from its 5th character
 * (`CONFIRM_CHECK_FROM`, `passwordsMatch`).
 */
export function resetPasswordProblem(password: string): 'passwordReset.ruleError' | null {
  const valid = !/\s/u.test(password) && Object.values(passwordChecks(password)).every(Boolean);
  return valid ? null : 'passwordReset.ruleError';
}

/** The recovery link's lifetime the form asks for (spec §9: 1 hour). */
export const RECOVERY_EXPIRATION_HOURS = 1;
