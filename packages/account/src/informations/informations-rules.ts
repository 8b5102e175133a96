/** Player-area spec §9: the wait after each confirm-email or confirm-phone request. */
export const CONFIRM_COOLDOWN_SECONDS = 60;
/** Spec §8: how long a refused phone number or a failed e-mail confirmation says so. */
export const CONTACT_ERROR_MS = 5_000;
/** Spec §9: a phone number is at most 20 characters. */
export const MOBILE_MAX = 20;

/** Spec §5: non-digits stripped, a single leading + forced, at most 20 characters. */
export function cleanMobile(typed: string): string {
  const digits = typed.replace(/\D/g, '');
  return `+${digits}`.slice(0, MOBILE_MAX);
}

/** Spec §5: valid with 8 to 20 digits. */
export function mobileValid(mobile: string): boolean {
  const digits = mobile.replace(/\D/g, '').length;
  return digits >= 8 && digits <= 20;
}
