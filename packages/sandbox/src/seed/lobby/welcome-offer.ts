import { formatMoney, parseMoney } from '@casino-sdk/core/money';
import type { CmsLanguage } from './banner-texts';

/**
 * The welcome offer's one wording. The home banner, the welcome promotion, registration's campaign
 * choice and its bonus-code check all say it from here, so they cannot drift apart (issue 20), and
 * the amount goes through the SDK's money formatter, the same one the client uses.
 */
const offerWording: Record<CmsLanguage, (amount: string) => string> = {
  en: (amount) => `100% up to ${amount} and 200 free spins`,
  cs: (amount) => `100 % až ${amount} a 200 roztočení zdarma`,
  de: (amount) => `100 % bis ${amount} und 200 Freispiele`,
  sk: (amount) => `100 % až do ${amount} a 200 točení zadarmo`,
  hu: (amount) => `100% ${amount}-ig és 200 ingyenes pörgetés`,
  pl: (amount) => `100% do ${amount} i 200 darmowych spinów`,
  es: (amount) => `100 % hasta ${amount} y 200 giros gratis`,
};

/** The bonus's ceiling, in whole units of each currency the skin ships; the lobby shows the euro one. */
const WELCOME_CEILING: Readonly<Record<string, number>> = { EUR: 500, USD: 500, CAD: 750, PLN: 2_000, CZK: 12_500 };
export const LOBBY_CURRENCY = 'EUR';

/** "100% up to €500 and 200 free spins", in a language and a currency (the lobby's without one). */
export function welcomeOffer(language: CmsLanguage, currencyCode = LOBBY_CURRENCY): string {
  const code = currencyCode in WELCOME_CEILING ? currencyCode : LOBBY_CURRENCY;
  return offerWording[language](formatMoney(parseMoney(WELCOME_CEILING[code]!, code), language, 'offer'));
}

/** The welcome bonus's name; the banner puts the offer after it. */
export const welcomeName: Record<CmsLanguage, string> = {
  en: 'Welcome bonus',
  cs: 'Uvítací bonus',
  de: 'Willkommensbonus',
  sk: 'Uvítací bonus',
  hu: 'Üdvözlő bónusz',
  pl: 'Bonus powitalny',
  es: 'Bono de bienvenida',
};

/** The name with the offer: the banner's headline. */
export const welcomeHeadline = (language: CmsLanguage): string => `${welcomeName[language]}: ${welcomeOffer(language)}`;
