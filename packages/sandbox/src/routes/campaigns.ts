import type { Hono } from 'hono';
import { api, type Campaign } from '@casino-sdk/core/contract';
import { formatMoney, parseMoney } from '@casino-sdk/core/money';
import type { AppEnv } from '../http/env';
import { notFound } from '../http/errors';
import { route } from '../http/route';
import { CZK_ID, seedCurrencies } from '../seed/currencies';
import type { CmsLanguage } from '../seed/lobby/banner-texts';
import { welcomeOffer } from '../seed/lobby/welcome-offer';
import { requestLanguage } from '../translations/texts';

/**
 * The welcome campaigns registration offers (`campaigns?all=1`) and the bonus codes it checks
 * (`campaigns/{code}?check_code=1&currency_id`). The sandbox keeps no campaign catalogue in its
 * database (the active bonus copies a campaign's terms), so these are a fixed list: enough for the
 * form's choices, the categories filter and a code valid in some currencies only. Names and actions
 * are in the asked language; the welcome bonus says the lobby's words (seed/lobby/welcome-offer.ts)
 * in the asked currency.
 */
interface WelcomeCampaign extends Omit<Campaign, 'name' | 'action'> {
  currencies: readonly number[] | null;
  name: (language: CmsLanguage, currencyCode: string | undefined) => string;
  action: (language: CmsLanguage, currencyCode: string | undefined) => string;
}

const spinsName: Record<CmsLanguage, string> = { en: '50 free spins', cs: '50 roztočení zdarma', de: '50 Freispiele', sk: '50 točení zadarmo', hu: '50 ingyenes pörgetés', pl: '50 darmowych spinów', es: '50 giros gratis' };
const spinsAction: Record<CmsLanguage, string> = {
  en: '50 free spins on your first deposit',
  cs: '50 roztočení zdarma k prvnímu vkladu',
  de: '50 Freispiele auf Ihre erste Einzahlung',
  sk: '50 točení zadarmo k prvému vkladu',
  hu: '50 ingyenes pörgetés az első befizetéshez',
  pl: '50 darmowych spinów przy pierwszej wpłacie',
  es: '50 giros gratis con tu primer depósito',
};
const startName: Record<CmsLanguage, (amount: string) => string> = {
  en: (amount) => `Start bonus ${amount}`,
  cs: (amount) => `Startovní bonus ${amount}`,
  de: (amount) => `Startbonus ${amount}`,
  sk: (amount) => `Štartovací bonus ${amount}`,
  hu: (amount) => `Kezdő bónusz ${amount}`,
  pl: (amount) => `Bonus na start ${amount}`,
  es: (amount) => `Bono de inicio ${amount}`,
};
const startAction: Record<CmsLanguage, (amount: string) => string> = {
  en: (amount) => `100% of your first deposit, up to ${amount}`,
  cs: (amount) => `100 % prvního vkladu, až ${amount}`,
  de: (amount) => `100 % Ihrer ersten Einzahlung, bis ${amount}`,
  sk: (amount) => `100 % prvého vkladu, až do ${amount}`,
  hu: (amount) => `Az első befizetés 100%-a, ${amount}-ig`,
  pl: (amount) => `100% pierwszej wpłaty, do ${amount}`,
  es: (amount) => `100 % de tu primer depósito, hasta ${amount}`,
};
const czkStart = (language: CmsLanguage) => formatMoney(parseMoney(2_000, 'CZK'), language, 'offer');

const WELCOME_CAMPAIGNS: WelcomeCampaign[] = [
  { id: 101, code: 'WELCOME100', options: {}, categories: [], currencies: null, name: welcomeOffer, action: welcomeOffer },
  { id: 102, code: 'SPINS50', options: { sms_verified: true }, categories: [], currencies: null, name: (language) => spinsName[language], action: (language) => spinsAction[language] },
  { id: 103, code: 'CZKSTART', options: {}, categories: [], currencies: [CZK_ID], name: (language) => startName[language](czkStart(language)), action: (language) => startAction[language](czkStart(language)) },
  // Offered to a category of players only: registration leaves it out.
  { id: 104, code: 'VIPRELOAD', options: {}, categories: [{ id: 7, name: 'VIP' }], currencies: null, name: () => 'VIP reload', action: () => '50 % reload' },
];

const offeredIn = (campaign: WelcomeCampaign, currencyId: number | undefined) =>
  currencyId === undefined || campaign.currencies === null || campaign.currencies.includes(currencyId);

const currencyCode = (currencyId: number | undefined) => seedCurrencies.find((currency) => currency.id === currencyId)?.code;

function inWords({ currencies: _currencies, name, action, ...campaign }: WelcomeCampaign, language: CmsLanguage, currencyId: number | undefined): Campaign {
  const code = currencyCode(currencyId);
  return { ...campaign, name: name(language, code), action: { name: action(language, code) } };
}

export function registerCampaignRoutes(app: Hono<AppEnv>): void {
  route(app, api.campaigns.list, ({ c, query }) => {
    const language = requestLanguage(query.language, c.req.header('accept-language'));
    return { data: WELCOME_CAMPAIGNS.filter((campaign) => offeredIn(campaign, query.currency_id)).map((campaign) => inWords(campaign, language, query.currency_id)) };
  });

  // An unknown code, or one not offered in the currency, is the same 404: "Promotional code not valid".
  route(app, api.campaigns.byCode, ({ c, params, query }) => {
    const code = (params.code ?? '').toUpperCase();
    const campaign = WELCOME_CAMPAIGNS.find((candidate) => candidate.code === code && offeredIn(candidate, query.currency_id));
    if (!campaign || !query.check_code) throw notFound('Promotional code not valid');
    const { id, code: found, name, action } = inWords(campaign, requestLanguage(query.language, c.req.header('accept-language')), query.currency_id);
    return { id, code: found, name, action: { name: action!.name }, medias: [{ url_banner: null }] };
  });
}
