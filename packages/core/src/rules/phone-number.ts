import { getCountries, getCountryCallingCode, parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { phoneProblem, type PhoneProblem } from './registration-codes';

// libphonenumber's metadata is most of this module's weight: it reaches a bundle only where these
// functions are used, and registration's step 1 imports it (`@casino-sdk/core/rules/phone-number`)
// when that step shows.
let callingCodes: Set<string> | null = null;

/** `+44`, `+420`: a country calling code that exists (libphonenumber's metadata), not just `+` and digits. */
export function isCallingCode(prefix: string): boolean {
  callingCodes ??= new Set(getCountries().map((country) => `+${getCountryCallingCode(country)}`));
  return callingCodes.has(prefix);
}

/**
 * What the form checks before it sends an SMS: the spec's rules (`phoneProblem`, the same the
 * platform applies), then what a regular expression cannot know: that the prefix is a real calling
 * code and that the number has a length and leading digits that country uses.
 */
export function mobileNumberProblem(prefix: string, number: string): PhoneProblem | null {
  const basic = phoneProblem(prefix, number);
  if (basic) return basic;
  if (!isCallingCode(prefix)) return 'phone_prefix_invalid';
  return parsePhoneNumberFromString(`${prefix}${number}`)?.isValid() ? null : 'phone_invalid';
}
