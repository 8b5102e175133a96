import './jitless';
import * as z from 'zod/mini';
import { bool, id, media } from './fields';
import { DEPOSIT_LIMIT_PERIODS } from '../rules/deposit-limit-periods';

export { language, type Language } from './language';

/** Interface languages the SDK ships texts for. */
export { LANGUAGES as interfaceLanguages, type Language as InterfaceLanguage } from '../rules/language';

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
  email: z.optional(z.nullable(z.string())),
  phone: z.optional(z.nullable(z.string())),
  license: z.optional(z.nullable(z.string())),
  vat_number: z.optional(z.nullable(z.string())),
  company_name: z.optional(z.nullable(z.string())),
  top_winnings: z.optional(bool),
  referral_code_url: z.optional(z.nullable(z.string())),
  hide_transaction_popups: z.optional(bool),
  player_login_with_email: z.optional(bool),
  allow_external_registration: z.optional(bool),
  is_activation_email_bypassed: z.optional(bool),
});
export type SkinUiOptions = z.infer<typeof skinUiOptions>;

/** The skin document. The spec ships it as static data; GET cms/skin-settings serves the same shape. */
export const skinSettings = z.object({
  id,
  licensee_id: id,
  name: z.string(),
  ref_id: z.string(),
  ui_options: skinUiOptions,
  revenue_calculation: z.optional(z.nullable(z.string())),
  google_analytics_code: z.optional(z.nullable(z.string())),
  google_captcha: z.optional(z.nullable(z.object({ key: z.string(), verifyUrl: z.optional(z.string()) }))),
  notes: z.optional(z.nullable(z.string())),
  media: z.optional(z.array(media)),
  countries: z.array(country),
  // Free-form theme data owned by the operator's back office; the SDK only passes it through.
  layout_settings: z.optional(z.nullable(z.record(z.string(), z.unknown()))),
  currencies: z.array(currency),
  /**
   * Ours: the origins game launch URLs may come from. The game frame loads only these and accepts
   * messages only from the launch URL's origin; absent means none besides the site's own.
   */
  game_origins: z.optional(z.array(z.string())),
  /**
   * Ours: the https origins a payment provider's form (a deposit or withdrawal answer's markup) may
   * post to. The cashier rebuilds and submits only a form whose action is on one of them.
   */
  payment_origins: z.optional(z.array(z.string())),
  /**
   * Ours: the origins the identity vendor's web SDK may load from (an access token's `sdk_url`). The
   * account's KYC view loads no script from anywhere else.
   */
  kyc_origins: z.optional(z.array(z.string())),
  /**
   * Ours: whose player-protection rules the platform enforces for this skin ('MGA', 'UKGC', any
   * case; absent: MGA). `CasinoSDK.init({ jurisdiction })` should name the same (decision 0048).
   */
  jurisdiction: z.optional(z.string()),
  /**
   * Ours: the picture of the licence seal the header shows (an http(s) URL, or a path resolved
   * against the API base as the platform's pictures are). Absent or null: no seal.
   */
  license_seal_url: z.optional(z.nullable(z.string())),
  /** Ours: the regulator's page for `ui_options.license`, where the seal links (http(s) only; absent: the seal is not a link). */
  license_verification_url: z.optional(z.nullable(z.string())),
  /** Ours: how a daily deposit limit sets the weekly and monthly ones (absent: 'times-31', the spec's main reading). */
  deposit_limit_periods: z.optional(z.enum(DEPOSIT_LIMIT_PERIODS)),
});
export type SkinSettings = z.infer<typeof skinSettings>;
