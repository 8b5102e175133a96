/**
 * The imported player's new password (player-area spec §5): at least 8 characters with a
 * lowercase letter, an uppercase letter, a digit and one of @$!%*?&, and only those characters
 * (letters, digits and the six symbols). Stricter than the registration rule, which takes any
 * symbol: the platform that imports these accounts only accepts this set.
 */

/** The symbols the rule names; no other symbol is allowed. */
export const IMPORTED_PASSWORD_SYMBOLS = '@$!%*?&';
export const IMPORTED_PASSWORD_MIN_LENGTH = 8;
/** The confirmation is compared once it has this many characters (spec §9: "confirm check from 5"). */
export const CONFIRM_CHECK_FROM = 5;

/** Translation key of the error; the rule itself is the field's help text (`changePassword.rule`). */
export type ImportedPasswordProblem = 'changePassword.ruleError';

// ASCII letters and digits only: "é" or "ß" are letters, but the rule's character set is A-Z.
const ALLOWED = /^[A-Za-z\d@$!%*?&]+$/;

/** null when the password follows the rule, else the key of the rule's message. */
export function importedPasswordProblem(password: string): ImportedPasswordProblem | null {
  const valid =
    password.length >= IMPORTED_PASSWORD_MIN_LENGTH &&
    ALLOWED.test(password) &&
    /[a-z]/.test(password) &&
    /[A-Z]/.test(password) &&
    /\d/.test(password) &&
    /[@$!%*?&]/.test(password);
  return valid ? null : 'changePassword.ruleError';
}

/** The confirmation equals the password, exactly (no trimming: spaces are characters too). */
export function passwordsMatch(password: string, confirmation: string): boolean {
  return password === confirmation;
}

/**
 * Whether to show the mismatch message now: only once the confirmation has 5 characters, so
 * the player is not told off while still typing it.
 */
export function showMismatch(password: string, confirmation: string): boolean {
  return confirmation.length >= CONFIRM_CHECK_FROM && !passwordsMatch(password, confirmation);
}
