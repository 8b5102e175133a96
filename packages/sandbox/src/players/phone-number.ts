import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/**
 * A phone number in its one form, E.164 (`+35679123456`), however it was spelt: with `00` for the
 * `+`, without the `+`, with spaces, dashes or a national `0` after the calling code. Every number
 * is stored and compared in this form, so one number is one player's whatever the spelling, and
 * the per-number send limits count it once.
 */
export function toE164(spelt: string): string {
  const compact = spelt.replace(/[\s\-().]/g, '');
  const international = compact.startsWith('+') ? compact : `+${compact.replace(/^00/, '')}`;
  return parsePhoneNumberFromString(international)?.number ?? international;
}

/** A country an SMS may go to: the skin's unrestricted countries, as `countries` holds them. */
export interface ServedCountry {
  code: string;
  phonePrefix: string;
}

/**
 * Why no SMS may go to `number` (E.164), or null when it may: only to mobile numbers of the
 * countries the skin serves. A shared calling code is not enough (+1 is Canada, the United States
 * and Jamaica alike), and a served country's premium-rate or shared-cost number is no mobile.
 */
export function smsDestinationProblem(number: string, served: readonly ServedCountry[]): 'phone_invalid' | 'prefix_not_served' | null {
  const parsed = parsePhoneNumberFromString(number);
  if (!parsed) return 'phone_invalid';
  if (!parsed.isValid()) return served.some(({ phonePrefix }) => phonePrefix === `+${parsed.countryCallingCode}`) ? 'phone_invalid' : 'prefix_not_served';
  if (!parsed.country || !served.some(({ code }) => code.toUpperCase() === parsed.country)) return 'prefix_not_served';
  const type = parsed.getType();
  return type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE' ? null : 'phone_invalid';
}
