import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import loginEnglish from '../login/texts.en.json';
import resetEnglish from '../password-reset/texts.en.json';
import detailsEnglish from './details/texts.en.json';
import codesEnglish from './codes/texts.en.json';
import restoreEnglish from './restore/texts.en.json';
import laterStepsEnglish from './later-steps.texts.en.json';
import registrationEnglish from './texts.en.json';

// Spec front-end §5 and §8 quote these texts: the English is theirs word for word, odd capitals and
// missing full stops included, so an edit that "improves" one fails here.
const SPEC_TEXTS: Record<string, string> = {
  'registration.error_registration': 'Something went wrong during registration',
  'details.saveFailed': 'Error during registration. Contact our customer service for more information',
  'registration.server_error': 'SERVER ERROR',
  'details.register_server_error': 'ERROR SERVER',
  'registration.fill_all_fields': 'You must fill all fields',
  'registration.space_not_allowed': 'space not allowed',
  'registration.passwords_no_match': 'passwords no match',
  'registration.bonus_code_invalid': 'Promotional code not valid',
  'registration.code_required': 'The field is required',
  'registration.restore.email_invalid': 'The email you provide is not valid',
  'registration.restore.token_invalid': 'token expired or not valid or email not valid',
  'registration.restore.already_confirmed': 'Email already Confirmed. If you have forgotten your password, proceed with recovery, or log in.',
  'login.blocked.title': 'Attention',
  'passwordReset.mismatch': "The password doesn't match",
  'passwordReset.changedTitle': 'password changed',
  'passwordReset.contactSupport': 'error contact support',
};

// The spec names these by key only: each must exist, in English and in the six other languages.
const SPEC_KEYS = [
  'registration.nickname_already_used',
  'registration.email_already_used',
  'registration.phone_already_used',
  'registration.fields_already_used',
  'registration.remove_phone_prefix',
  'registration.code_is_wrong',
  'registration.sms_is_verified',
  'registration.email_is_verified',
  'registration.dob_invalid',
  'registration.dob_error',
  'registration.password_error',
  'registration.password_nickname_email_check',
  'login.linkExpired',
];

const english: Record<string, string> = { ...registrationEnglish, ...laterStepsEnglish, ...codesEnglish, ...restoreEnglish, ...detailsEnglish, ...loginEnglish, ...resetEnglish };
const OTHER_LANGUAGES = ['cs', 'de', 'sk', 'hu', 'pl', 'es'] as const;
const seed = (language: string): Record<string, string> =>
  JSON.parse(readFileSync(new URL(`../../../sandbox/src/seed/translations/${language}.json`, import.meta.url), 'utf8')) as Record<string, string>;

describe("the spec's error catalogue (registration, login, recovery, reset)", () => {
  it.each(Object.entries(SPEC_TEXTS))('%s is the spec\'s "%s"', (key, text) => {
    expect(english[key]).toBe(text);
  });

  it("the too-many-attempts dialog reads the spec's sentence for the 10-minute block", () => {
    expect(english['login.blocked.text_other']?.replace('{{count}}', '10')).toBe('You have made too many login attempts. Please try again in 10 minutes');
  });

  it.each(SPEC_KEYS)('%s has an English text', (key) => {
    expect(english[key]?.trim()).toBeTruthy();
  });

  it.each(OTHER_LANGUAGES)('%s translates every text of the catalogue, not copies the English', (language) => {
    const texts = seed(language);
    for (const key of [...Object.keys(SPEC_TEXTS), ...SPEC_KEYS, 'login.blocked.text_other']) {
      expect(texts[key]?.trim(), `${language} ${key}`).toBeTruthy();
      expect(texts[key], `${language} ${key}`).not.toBe(english[key]);
    }
  });
});
