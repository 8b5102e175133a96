// Registration's account step (spec front-end §5 and §8): nickname, e-mail and password. Pure, so
// the form shows exactly what the server enforces: the sandbox refuses the same inputs with the same keys.

/** Nickname length after cleaning. */
export const NICKNAME_MIN = 6;
export const NICKNAME_MAX = 25;
export const EMAIL_MIN = 6;
/** The longest address SMTP delivers. */
export const EMAIL_MAX = 254;
export const PASSWORD_MIN = 8;
/** CZK: the identity card and personal number must be uploaded after registration. */
export const CZK_CURRENCY_ID = 42;

/**
 * Accents become plain letters; everything but letters and digits goes (`! ? .`, spaces, emoji,
 * zero-width characters). Used for nicknames and for first and last names.
 */
export function cleanName(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{L}\p{Nd}]/gu, '')
    .normalize('NFC');
}

export type NicknameProblem = 'space_not_allowed' | 'nickname_length' | 'nickname_characters';

export function nicknameProblem(nickname: string): NicknameProblem | null {
  if (/\s/u.test(nickname)) return 'space_not_allowed';
  if (cleanName(nickname) !== nickname) return 'nickname_characters';
  const length = [...nickname].length;
  if (length < NICKNAME_MIN || length > NICKNAME_MAX) return 'nickname_length';
  return null;
}

// One @, something before it, a dot after it, no spaces and none of the characters a standard
// e-mail field refuses unquoted (<>()[]\,;:").
const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@.<>()[\]\\,;:"]+(\.[^\s@.<>()[\]\\,;:"]+)+$/u;

export type EmailProblem = 'space_not_allowed' | 'email_invalid';

export function emailProblem(email: string): EmailProblem | null {
  if (/\s/u.test(email)) return 'space_not_allowed';
  if (email.length < EMAIL_MIN || email.length > EMAIL_MAX || !EMAIL.test(email)) return 'email_invalid';
  return null;
}

/** The live checklist under the password field. */
export interface PasswordChecks {
  length: boolean;
  lower: boolean;
  upper: boolean;
  digit: boolean;
  symbol: boolean;
}

export function passwordChecks(password: string): PasswordChecks {
  return {
    length: password.length >= PASSWORD_MIN,
    lower: /[a-z]/.test(password),
    upper: /[A-Z]/.test(password),
    digit: /\d/.test(password),
    symbol: /[^A-Za-z0-9\s]/.test(password),
  };
}

export type PasswordProblem = 'space_not_allowed' | 'password_error' | 'password_nickname_email_check';

/** registration.password_error, or the password equal to the nickname or the e-mail's local part. */
export function registrationPasswordProblem(password: string, nickname: string, email: string): PasswordProblem | null {
  if (/\s/u.test(password)) return 'space_not_allowed';
  if (!Object.values(passwordChecks(password)).every(Boolean)) return 'password_error';
  const lower = password.toLowerCase();
  const local = email.split('@')[0]?.toLowerCase() ?? '';
  if (lower === nickname.toLowerCase() || (local !== '' && lower === local)) return 'password_nickname_email_check';
  return null;
}

/** What typing into a field that refuses spaces keeps, and whether it refused any (the "space not allowed" notice). */
export function refuseSpaces(value: string): { value: string; refused: boolean } {
  const kept = value.replace(/\s/gu, '');
  return { value: kept, refused: kept !== value };
}

/**
 * The nickname as typed becomes: spaces refused (their notice), then cleaned (`cleanName`, with the
 * special-character warning when anything else went).
 */
export function nicknameInput(typed: string): { value: string; refusedSpace: boolean; removedSpecial: boolean } {
  const { value, refused } = refuseSpaces(typed);
  const cleaned = cleanName(value);
  return { value: cleaned, refusedSpace: refused, removedSpecial: cleaned !== value };
}
