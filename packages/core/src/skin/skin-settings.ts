import type { SkinSettings } from '../contract/skin';

/**
 * The skin document the spec ships as static data instead of calling GET cms/skin-settings. These
 * are the sandbox operator's values; a real operator passes its own to `CasinoSDK.init({ skinSettings })`
 * (merged over these, `ui_options` key by key). Countries are left to the operator's document:
 * only registration needs them and they would weigh on every page's bundle.
 */
export const DEFAULT_SKIN_SETTINGS: SkinSettings = {
  id: 1,
  licensee_id: 1,
  name: 'Harbour Casino',
  ref_id: 'demo-skin',
  ui_options: {
    email: 'support@harbour-casino.example',
    phone: '+356 2099 0000',
    license: 'MGA/B2C/987/2021',
    vat_number: 'MT 2987 6543',
    company_name: 'Harbour Gaming Ltd',
    top_winnings: false,
    referral_code_url: null,
    hide_transaction_popups: false,
    player_login_with_email: false,
    allow_external_registration: false,
    is_activation_email_bypassed: false,
  },
  revenue_calculation: 'ggr',
  google_analytics_code: null,
  // The sandbox's own captcha (GET auth/captcha); an operator passes its vendor's key.
  google_captcha: { key: 'sandbox-captcha' },
  notes: null,
  media: [],
  countries: [],
  layout_settings: null,
  currencies: [
    { id: 1, code: 'EUR', name: 'Euro', rate: 1, symbol: '€' },
    { id: 2, code: 'USD', name: 'US Dollar', rate: 1.085, symbol: '$' },
    { id: 3, code: 'CAD', name: 'Canadian Dollar', rate: 1.475, symbol: 'C$' },
    { id: 42, code: 'CZK', name: 'Czech Koruna', rate: 25.15, symbol: 'Kč' },
    { id: 45, code: 'PLN', name: 'Polish Złoty', rate: 4.31, symbol: 'zł' },
  ],
};

export type SkinSettingsOverride = Partial<Omit<SkinSettings, 'ui_options'>> & { ui_options?: Partial<SkinSettings['ui_options']> };

export function mergeSkinSettings(base: SkinSettings, override: SkinSettingsOverride | undefined): SkinSettings {
  if (!override) return base;
  return { ...base, ...override, ui_options: { ...base.ui_options, ...override.ui_options } };
}
