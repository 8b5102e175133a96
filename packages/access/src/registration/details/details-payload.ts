import type { RegistrationSave } from '@casino-sdk/core/contract/registration-save';
import { cleanPhoneNumber, dobFromParts, PEP_UBO_AML_SCORE, PEP_UBO_MAX_DAILY_DEPOSIT, PEP_UBO_NOTE, pepUboType, type DateParts } from '@casino-sdk/core/rules';

export type Gender = RegistrationSave['gender'];

/** What step 2's form holds. */
export interface DetailsValues {
  firstName: string;
  lastName: string;
  gender: Gender | '';
  street: string;
  streetNumber: string;
  city: string;
  postalCode: string;
  country: string;
  birthCountry: string;
  dob: DateParts;
  phonePrefix: string;
  phoneNumber: string;
  isPep: boolean;
  isUbo: boolean;
  terms: boolean;
  newsletter: boolean;
  captchaAnswer: string;
  /** Where the jurisdiction prompts for a deposit limit at registration (UKGC): set one (the default) or not. */
  depositLimitChoice: 'limit' | 'none';
  /** The daily deposit limit typed, whole units. */
  dailyDepositLimit: string;
}

/** What earlier steps know and step 2 sends along. */
export interface PayloadContext {
  /** The payload's `name`: the nickname, else (a restore does not know it) the full name. */
  nickname?: string | undefined;
  referralCode?: string | null | undefined;
  /** The challenge the answer belongs to; absent when the skin has no captcha. */
  captchaToken?: string | null | undefined;
  /** The jurisdiction prompts for a deposit limit at registration (UKGC): the form's choice is sent. */
  asksDepositLimit?: boolean | undefined;
}

/** The daily deposit limit the player chose at the prompt, whole units; null for none (or no prompt). */
export function chosenDepositLimit(values: Pick<DetailsValues, 'depositLimitChoice' | 'dailyDepositLimit'>, asked: boolean): number | null {
  return asked && values.depositLimitChoice === 'limit' && values.dailyDepositLimit !== '' ? Number(values.dailyDepositLimit) : null;
}

/**
 * The spec's save-registration payload (§3) from the form: status always active, nationality the
 * birth country, dob as Y-M-D, check_mobile true, trigger_events 1, the names and dob to watch, and
 * for a PEP or UBO the AML score, the daily deposit limit and the manual score note. The platform
 * sets the risk fields itself too (it never trusts a client with them); they are sent because the
 * spec's payload has them. A daily deposit limit chosen at the jurisdiction's prompt goes in
 * `limits` too (a PEP's or UBO's at most the rule's).
 */
export function savePayload(values: DetailsValues, context: PayloadContext): RegistrationSave {
  const dob = dobFromParts(values.dob);
  const risk = pepUboType(values.isPep, values.isUbo);
  const number = cleanPhoneNumber(values.phoneNumber);
  const chosen = chosenDepositLimit(values, context.asksDepositLimit ?? false);
  const daily = risk ? Math.min(chosen ?? PEP_UBO_MAX_DAILY_DEPOSIT, PEP_UBO_MAX_DAILY_DEPOSIT) : chosen;
  return {
    name: context.nickname || `${values.firstName} ${values.lastName}`,
    firstname: values.firstName,
    lastname: values.lastName,
    gender: values.gender as Gender,
    street: values.street.trim(),
    streetNumber: values.streetNumber.trim(),
    address_line_1: `${values.street.trim()} ${values.streetNumber.trim()}`,
    address_line_2: null,
    city: values.city.trim(),
    postal_code: values.postalCode.trim(),
    country: values.country,
    birth_country: values.birthCountry,
    nationality: values.birthCountry,
    is_pep: values.isPep,
    is_ubo: values.isUbo,
    status: 'active',
    referral_code: context.referralCode ? context.referralCode.replace(/,/g, '') : null,
    newsletter: values.newsletter,
    terms_and_conditions: true,
    check_mobile: true,
    dob,
    ...(number ? { mobile: `${values.phonePrefix}${number}` } : {}),
    ...(daily !== null ? { limits: { max_daily_deposit: daily } } : {}),
    ...(risk ? { aml_score: PEP_UBO_AML_SCORE } : {}),
    watch: { firstname: values.firstName, lastname: values.lastName, dob },
    trigger_events: 1,
    manual_score: risk ? [{ points: PEP_UBO_AML_SCORE, type: risk, note: PEP_UBO_NOTE }] : [],
    ...(context.captchaToken ? { captcha: { token: context.captchaToken, answer: values.captchaAnswer.trim() } } : {}),
  };
}
