import './jitless';
import * as z from 'zod/mini';
import { endpoint } from './endpoint';
import { okMessage } from './envelope';
import { id, requestId } from './fields';

import { captchaAnswer } from './auth';

export { genders, manualScore, registrationSave, type RegistrationSave } from './registration-save';

// The spec lists the registration steps with "method and path not shown", and separately the
// calls auth/checkusername, checkemail, checkmobile, checkfields and auth/register. Each step maps
// onto one of those (restore is GET auth/status/{token}, codes are notification calls, update
// and save are PUT static/players/{id}), so no path is invented here.
//
// A failed check answers 422 with errorBody.code set to the spec's key: nickname_already_used,
// email_already_used, phone_already_used or fields_already_used.

/** POST auth/register: creates the unconfirmed account and sends the e-mail code. */
export const registerBody = z.object({
  email: z.string().check(z.minLength(1)),
  password: z.string().check(z.minLength(1)),
  password_confirmation: z.string().check(z.minLength(1)),
  acceptance: z.literal(1),
  country: z.string().check(z.minLength(1)),
  currency_id: requestId,
  promocode: z.optional(z.nullable(z.string())),
  /** Both carry the nickname. */
  name: z.string().check(z.minLength(1)),
  username: z.string().check(z.minLength(1)),
  nocheck: z.optional(z.literal(1)),
  domain: z.optional(z.string()),
  /** A placeholder (1970-01-01) until step 2 saves the real date. */
  dob: z.optional(z.string()),
  force_smtp: z.optional(z.literal(1)),
  language: z.optional(z.string()),
  referral_code: z.optional(z.string()),
  /**
   * Ours: the answer to a captcha challenge (GET auth/captcha), sent only after the platform
   * answered 422 `captcha_required`: past a few registrations from one address it asks a person
   * to prove itself before it sends the e-mail code (decision 0034).
   */
  captcha: z.optional(captchaAnswer),
});
export type RegisterBody = z.infer<typeof registerBody>;

/** "returns the verification player id": the ids the code and save steps address. */
export const registerResult = z.object({
  player_id: id,
  user_id: id,
  /**
   * Ours: the registration token, the proof the later steps send (`token` header) to change this
   * one new player before any session exists. Short-lived and good for this registration only.
   */
  registration_token: z.optional(z.string()),
});
export type RegisterResult = z.infer<typeof registerResult>;

/**
 * Ours (spec: "captcha flag" only): a captcha challenge for the skin settings' captcha key. The
 * picture goes to the player; the answer stays on the server and is checked when step 2 saves
 * (`captcha` in the save payload). Single use, a few minutes long.
 */
export const captchaChallenge = z.object({
  token: z.string(),
  /** An SVG document, shown as an image: `data:image/svg+xml,` plus the encoded text. */
  svg: z.string(),
  /** What the picture asks, for the image's text alternative and screen readers. */
  alt: z.string(),
  expires_at: z.string(),
});
export type CaptchaChallenge = z.infer<typeof captchaChallenge>;

const phone = z.object({ mobile: z.string().check(z.minLength(1)), prefix: z.string().check(z.minLength(1)) });

export const registrationApi = {
  checkUsername: endpoint({
    method: 'POST',
    path: 'auth/checkusername',
    auth: 'skin',
    body: z.object({ username: z.string().check(z.minLength(1)) }),
    response: okMessage,
  }),
  checkEmail: endpoint({
    method: 'POST',
    path: 'auth/checkemail',
    auth: 'skin',
    body: z.object({ email: z.string().check(z.minLength(1)) }),
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
  /**
   * Name and date of birth against existing players. Ours: only while registering, with the
   * registration token (`token`, a `temp-token` call that must carry that kind), and a handful of
   * times a registration; the save refuses a duplicate person whatever this answered.
   */
  checkFields: endpoint({
    method: 'POST',
    path: 'auth/checkfields',
    auth: 'temp-token',
    body: z.object({
      firstname: z.string().check(z.minLength(1)),
      lastname: z.string().check(z.minLength(1)),
      dob: z.string().check(z.minLength(1)),
    }),
    response: okMessage,
  }),
  captcha: endpoint({
    method: 'GET',
    path: 'auth/captcha',
    auth: 'skin',
    defined: 'by-sdk',
    query: z.object({ key: z.string().check(z.minLength(1), z.maxLength(200)) }),
    response: captchaChallenge,
  }),
  register: endpoint({
    method: 'POST',
    path: 'auth/register',
    auth: 'skin',
    body: registerBody,
    response: registerResult,
  }),
};
