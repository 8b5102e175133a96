import './jitless';
import * as z from 'zod';
import { bool, id, media } from './fields';

export const language = z.object({
  code: z.string(),
  name: z.string().optional(),
});
export type Language = z.infer<typeof language>;

/** Interface languages the SDK ships texts for. */
export const interfaceLanguages = ['en', 'cs', 'de', 'sk', 'hu', 'pl', 'es'] as const;
export type InterfaceLanguage = (typeof interfaceLanguages)[number];

export const country = z.object({
  id,
  code: z.string(),
  code3: z.string(),
  name: z.string(),
  phone_prefix: z.string(),
  // The platform sends 0/1 here, not a boolean.
  is_EEA: z.union([z.literal(0), z.literal(1)]),
});
export type Country = z.infer<typeof country>;

export const currency = z.object({
  id,
  code: z.string(),
  name: z.string(),
  /** Units of this currency per 1 EUR. */
  rate: z.number(),
  symbol: z.string(),
});
export type Currency = z.infer<typeof currency>;

export const shippedCurrencies = ['EUR', 'USD', 'CAD', 'CZK', 'PLN'] as const;

export const skinUiOptions = z.object({
  email: z.string().nullable().optional(),
  phone: z.string().nullable().optional(),
  license: z.string().nullable().optional(),
  vat_number: z.string().nullable().optional(),
  company_name: z.string().nullable().optional(),
  top_winnings: bool.optional(),
  referral_code_url: z.string().nullable().optional(),
  hide_transaction_popups: bool.optional(),
  player_login_with_email: bool.optional(),
  allow_external_registration: bool.optional(),
  is_activation_email_bypassed: bool.optional(),
});
export type SkinUiOptions = z.infer<typeof skinUiOptions>;

/** The skin document. The spec ships it as static data; GET cms/skin-settings serves the same shape. */
export const skinSettings = z.object({
  id,
  licensee_id: id,
  name: z.string(),
  ref_id: z.string(),
  ui_options: skinUiOptions,
  revenue_calculation: z.string().nullable().optional(),
  google_analytics_code: z.string().nullable().optional(),
  google_captcha: z
    .object({ key: z.string(), verifyUrl: z.string().optional() })
    .nullable()
    .optional(),
  notes: z.string().nullable().optional(),
  media: z.array(media).optional(),
  countries: z.array(country),
  // Free-form theme data owned by the operator's back office; the SDK only passes it through.
  layout_settings: z.record(z.string(), z.unknown()).nullable().optional(),
  currencies: z.array(currency),
});
export type SkinSettings = z.infer<typeof skinSettings>;
