// Registration's field rules (spec front-end §5 and §8). Pure, so the form shows exactly what the
// server enforces: the sandbox refuses the same inputs with the same keys.

import { dayParts, utcDay } from '../dates/dates';

/** Nickname length after cleaning. */
export const NICKNAME_MIN = 6;
export const NICKNAME_MAX = 25;
export const EMAIL_MIN = 6;
/** The longest address SMTP delivers. */
export const EMAIL_MAX = 254;
export const PASSWORD_MIN = 8;
export const MIN_AGE = 18;
/** The oldest birth year the date picker offers, in years before today. */
export const MAX_AGE = 115;
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

export type DobProblem = 'dob_invalid' | 'dob_error';

/** A real `Y-M-D` date, at least 18 years before `today` and not more than 115. */
export function dobProblem(dob: string, today: Date): DobProblem | null {
  const birth = dayParts(dob);
  if (!birth) return 'dob_invalid';
  const now = dayParts(utcDay(today))!;
  if (birth.year < now.year - MAX_AGE) return 'dob_invalid';
  // Month and day compared as MMDD: a birthday later this year is not passed yet (29 February counts from 1 March).
  const age = now.year - birth.year - (birth.month * 100 + birth.day > now.month * 100 + now.day ? 1 : 0);
  return age < MIN_AGE ? 'dob_error' : null;
}

export type PhoneProblem = 'phone_prefix_invalid' | 'phone_invalid' | 'remove_phone_prefix';

/** The number's digits with leading zeros stripped, as the form sends it. */
export function cleanPhoneNumber(number: string): string {
  return number.replace(/\D/g, '').replace(/^0+/, '');
}

/** `prefix` is `+` and digits; the number has no prefix of its own (remove_phone_prefix) and 4 to 15 digits. */
export function phoneProblem(prefix: string, number: string): PhoneProblem | null {
  if (!/^\+\d{1,4}$/.test(prefix)) return 'phone_prefix_invalid';
  if (!/^\d+$/.test(number)) return 'phone_invalid';
  const digits = number.replace(/^0+/, '');
  if (digits.length > 4 && digits.startsWith(prefix.slice(1))) return 'remove_phone_prefix';
  if (digits.length < 4 || digits.length + prefix.length - 1 > 15) return 'phone_invalid';
  return null;
}

/** The date of birth as the form holds it: three selects, each empty until chosen (digits otherwise). */
export interface DateParts {
  year: string;
  month: string;
  day: string;
}

export const EMPTY_DATE_PARTS: DateParts = { year: '', month: '', day: '' };

/** `Y-M-D` with zero-padded month and day, as the save payload and `dobProblem` take it; '' until all three are chosen. */
export function dobFromParts(parts: DateParts): string {
  if (!parts.year || !parts.month || !parts.day) return '';
  return `${parts.year.padStart(4, '0')}-${parts.month.padStart(2, '0')}-${parts.day.padStart(2, '0')}`;
}

/** The birth years offered, newest first: from 17 years before `today` back to 115 (spec §5). */
export function birthYears(today: Date): number[] {
  const thisYear = today.getUTCFullYear();
  const years: number[] = [];
  for (let year = thisYear - (MIN_AGE - 1); year >= thisYear - MAX_AGE; year--) years.push(year);
  return years;
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

/** The phone prefix as typed: a `+` and at most 4 digits (spec: "+44"). */
export function cleanPhonePrefix(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 4);
  return typed.trim() === '' ? '' : `+${digits}`;
}

/** A verification code needs more than 2 characters (spec §5). */
export const CODE_MIN = 3;
/** Resend buttons wait this long after a code went out (spec §9). */
export const RESEND_SECONDS = 60;

/** Spec §9: a politically exposed person or an ultimate beneficial owner starts with this AML score, */
export const PEP_UBO_AML_SCORE = 36;
/** this daily deposit limit (in the player's currency), */
export const PEP_UBO_MAX_DAILY_DEPOSIT = 100;
/** and a manual score entry with this note. */
export const PEP_UBO_NOTE = 'PEP/UBO declared at registration';

/** The manual score entry's type for what the player declared. */
export function pepUboType(isPep: boolean, isUbo: boolean): 'pep' | 'ubo' | 'pep_ubo' | null {
  if (isPep && isUbo) return 'pep_ubo';
  if (isPep) return 'pep';
  return isUbo ? 'ubo' : null;
}
