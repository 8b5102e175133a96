import { asc, eq } from 'drizzle-orm';
import type * as z from 'zod/mini';
import type { api } from '@casino-sdk/core/contract';
import { DEFAULT_SKIN_SETTINGS } from '@casino-sdk/core/skin';
import type { Database } from '../db/database';
import { countries, currencies, skins } from '../db/schema';

export type SkinSettingsBody = z.input<typeof api.cms.skinSettings.response>;

/**
 * The skin document. The front end ships it as static data (spec), so apart from the skin row,
 * countries and currencies it is fixed text describing the fictional operator.
 */
export async function loadSkinSettings(db: Database, skinId: number, gameOrigins: string[] = [], captchaKey: string | null = null): Promise<SkinSettingsBody> {
  const [skin] = await db.select().from(skins).where(eq(skins.id, skinId));
  if (!skin) throw new Error(`Skin ${skinId} is missing.`);
  const countryRows = await db.select().from(countries).orderBy(asc(countries.name));
  const currencyRows = await db.select().from(currencies).orderBy(asc(currencies.id));

  return {
    id: skin.id,
    licensee_id: skin.licenseeId,
    name: skin.name,
    ref_id: skin.refId,
    // The fictional operator of the sandbox's CMS pages: the same document the SDK ships, with the
    // winners feed on as the demo host's Harbour Casino has it (decision 0059).
    ui_options: { ...DEFAULT_SKIN_SETTINGS.ui_options, top_winnings: true },
    revenue_calculation: 'ggr',
    google_analytics_code: null,
    // The app's captcha key (the sandbox's own challenge by default); without one the form has none.
    google_captcha: captchaKey === null ? null : { key: captchaKey },
    notes: 'Sandbox skin: all data is fictional.',
    media: [],
    countries: countryRows.map((c) => ({
      id: c.id,
      code: c.code,
      code3: c.code3,
      name: c.name,
      phone_prefix: c.phonePrefix,
      is_EEA: c.isEea ? 1 : 0,
    })),
    layout_settings: null,
    currencies: currencyRows.map((c) => ({ id: c.id, code: c.code, name: c.name, rate: Number(c.rate), symbol: c.symbol })),
    game_origins: gameOrigins,
    // The payment simulator's hosted pages live on the provider origin, beside the games.
    payment_origins: gameOrigins,
    // So does the sandbox identity vendor, whose web SDK the KYC view loads (decision 0054).
    kyc_origins: gameOrigins,
    jurisdiction: skin.jurisdiction,
    deposit_limit_periods: skin.depositLimitPeriods === 'equal' ? 'equal' : 'times-31',
  };
}
