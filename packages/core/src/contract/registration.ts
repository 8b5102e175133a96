import './jitless';
import * as z from 'zod';
import { endpoint } from './endpoint';
import { okMessage } from './envelope';
import { bool, id, money } from './fields';

// The spec lists the registration steps with "method and path not shown", and separately the
// calls auth/checkusername, checkemail, checkmobile, checkfields and auth/register. Each step maps
// onto one of those (restore is GET auth/status/{token}, codes are notification calls, update
// and save are PUT static/players/{id}), so no path is invented here.
//
// A failed check answers 422 with errorBody.code set to the spec's key: nickname_already_used,
// email_already_used, phone_already_used or fields_already_used.

export const genders = ['male', 'female', 'other'] as const;

/** POST auth/register: creates the unconfirmed account and sends the e-mail code. */
export const registerBody = z.object({
  email: z.string().min(1),
  password: z.string().min(1),
  password_confirmation: z.string().min(1),
  acceptance: z.literal(1),
  country: z.string().min(1),
  currency_id: id,
  promocode: z.string().nullable().optional(),
  /** Both carry the nickname. */
  name: z.string().min(1),
  username: z.string().min(1),
  nocheck: z.literal(1).optional(),
  domain: z.string().optional(),
  /** A placeholder (1970-01-01) until step 2 saves the real date. */
  dob: z.string().optional(),
  force_smtp: z.literal(1).optional(),
  language: z.string().optional(),
  referral_code: z.string().optional(),
});
export type RegisterBody = z.infer<typeof registerBody>;

/** "returns the verification player id": the ids the code and save steps address. */
export const registerResult = z.object({
  player_id: id,
  user_id: id,
});
export type RegisterResult = z.infer<typeof registerResult>;

export const manualScore = z.object({
  points: z.number(),
  type: z.string(),
  note: z.string(),
});

/** The save-registration payload of step 2 (sent with PUT static/players/{id}). */
export const registrationSave = z.object({
  name: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  gender: z.enum(genders),
  street: z.string(),
  streetNumber: z.string(),
  country: z.string(),
  address_line_1: z.string(),
  address_line_2: z.string().nullable().optional(),
  city: z.string(),
  postal_code: z.string(),
  is_pep: bool,
  is_ubo: bool,
  status: z.literal('active'),
  birth_country: z.string(),
  /** Same as birth_country. */
  nationality: z.string(),
  referral_code: z.string().nullable().optional(),
  newsletter: bool,
  terms_and_conditions: bool,
  check_mobile: bool,
  /** Y-M-D */
  dob: z.string(),
  mobile: z.string().optional(),
  limits: z
    .object({
      max_daily_deposit: money.nullable().optional(),
      max_weekly_deposit: money.nullable().optional(),
      max_monthly_deposit: money.nullable().optional(),
    })
    .optional(),
  watch: z.object({ firstname: z.string(), lastname: z.string(), dob: z.string() }).optional(),
  aml_score: z.number().optional(),
  trigger_events: z.literal(1).optional(),
  manual_score: z.array(manualScore).optional(),
});
export type RegistrationSave = z.infer<typeof registrationSave>;

const phone = z.object({ mobile: z.string().min(1), prefix: z.string().min(1) });

export const registrationApi = {
  checkUsername: endpoint({
    method: 'POST',
    path: 'auth/checkusername',
    auth: 'skin',
    body: z.object({ username: z.string().min(1) }),
    response: okMessage,
  }),
  checkEmail: endpoint({
    method: 'POST',
    path: 'auth/checkemail',
    auth: 'skin',
    body: z.object({ email: z.string().min(1) }),
    response: okMessage,
  }),
  /** Uniqueness of the number; validity is notifications/twilio/checkMobile. */
  checkMobile: endpoint({
    method: 'POST',
    path: 'auth/checkmobile',
    auth: 'skin',
    body: phone,
    response: okMessage,
  }),
  /** Name and date of birth against existing players. */
  checkFields: endpoint({
    method: 'POST',
    path: 'auth/checkfields',
    auth: 'skin',
    body: z.object({ firstname: z.string().min(1), lastname: z.string().min(1), dob: z.string().min(1) }),
    response: okMessage,
  }),
  register: endpoint({
    method: 'POST',
    path: 'auth/register',
    auth: 'skin',
    body: registerBody,
    response: registerResult,
  }),
};
