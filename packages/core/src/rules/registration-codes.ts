// Registration's confirmation step (spec front-end §5 and §9): the mobile number and the codes.

/** A verification code needs more than 2 characters (spec §5). */
export const CODE_MIN = 3;
/** Resend buttons wait this long after a code went out (spec §9). */
export const RESEND_SECONDS = 60;

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

/** The phone prefix as typed: a `+` and at most 4 digits (spec: "+44"). */
export function cleanPhonePrefix(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 4);
  return typed.trim() === '' ? '' : `+${digits}`;
}
