import './jitless';
import * as z from 'zod/mini';
import { captchaAnswer } from './auth';
import { bool, money } from './fields';

// Apart from registration.ts because PUT static/players/{id} (player.ts) sends it too: the player
// calls then do not pull the registration calls into every page. registration.ts re-exports it.

export const genders = ['male', 'female', 'other'] as const;

export const manualScore = z.object({
  points: z.number(),
  type: z.string(),
  note: z.string(),
});

/** A captcha challenge's token (GET auth/captcha, or a vendor's) with the answer the player gave. */

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
  address_line_2: z.optional(z.nullable(z.string())),
  city: z.string(),
  postal_code: z.string(),
  is_pep: bool,
  is_ubo: bool,
  status: z.literal('active'),
  birth_country: z.string(),
  /** Same as birth_country. */
  nationality: z.string(),
  referral_code: z.optional(z.nullable(z.string())),
  newsletter: bool,
  terms_and_conditions: bool,
  check_mobile: bool,
  /** Y-M-D */
  dob: z.string(),
  mobile: z.optional(z.string()),
  limits: z.optional(
    z.object({
      max_daily_deposit: z.optional(z.nullable(money)),
      max_weekly_deposit: z.optional(z.nullable(money)),
      max_monthly_deposit: z.optional(z.nullable(money)),
    }),
  ),
  watch: z.optional(z.object({ firstname: z.string(), lastname: z.string(), dob: z.string() })),
  aml_score: z.optional(z.number()),
  trigger_events: z.optional(z.literal(1)),
  manual_score: z.optional(z.array(manualScore)),
  /** Ours: the answer to the captcha challenge (GET auth/captcha), when the skin has a captcha key. */
  captcha: z.optional(captchaAnswer),
});
export type RegistrationSave = z.infer<typeof registrationSave>;
