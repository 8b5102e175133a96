import type { Hono } from 'hono';
import { api, type Campaign } from '@casino-sdk/core/contract';
import type { AppEnv } from '../http/env';
import { notFound } from '../http/errors';
import { route } from '../http/route';

/**
 * The welcome campaigns registration offers (`campaigns?all=1`) and the bonus codes it checks
 * (`campaigns/{code}?check_code=1&currency_id`). The sandbox keeps no campaign catalogue in its
 * database (the active bonus copies a campaign's terms), so these are a fixed list: enough for the
 * form's choices, the categories filter and a code valid in some currencies only.
 */
const WELCOME_CAMPAIGNS: (Campaign & { currencies: readonly number[] | null })[] = [
  { id: 101, code: 'WELCOME100', name: 'Welcome bonus: 100 % up to 200', options: {}, categories: [], currencies: null, action: { name: '100 % of your first deposit, up to 200' } },
  { id: 102, code: 'SPINS50', name: '50 free spins', options: { sms_verified: true }, categories: [], currencies: null, action: { name: '50 free spins on your first deposit' } },
  { id: 103, code: 'CZKSTART', name: 'Start bonus 2 000 Kč', options: {}, categories: [], currencies: [42], action: { name: '100 % of your first deposit, up to 2 000 Kč' } },
  // Offered to a category of players only: registration leaves it out.
  { id: 104, code: 'VIPRELOAD', name: 'VIP reload', options: {}, categories: [{ id: 7, name: 'VIP' }], currencies: null, action: { name: '50 % reload' } },
];

const offeredIn = (campaign: (typeof WELCOME_CAMPAIGNS)[number], currencyId: number | undefined) =>
  currencyId === undefined || campaign.currencies === null || campaign.currencies.includes(currencyId);

const withoutCurrencies = ({ currencies: _currencies, ...campaign }: (typeof WELCOME_CAMPAIGNS)[number]): Campaign => campaign;

export function registerCampaignRoutes(app: Hono<AppEnv>): void {
  route(app, api.campaigns.list, ({ query }) => ({
    data: WELCOME_CAMPAIGNS.filter((campaign) => offeredIn(campaign, query.currency_id)).map(withoutCurrencies),
  }));

  // An unknown code, or one not offered in the currency, is the same 404: "Promotional code not valid".
  route(app, api.campaigns.byCode, ({ params, query }) => {
    const code = (params.code ?? '').toUpperCase();
    const campaign = WELCOME_CAMPAIGNS.find((candidate) => candidate.code === code && offeredIn(candidate, query.currency_id));
    if (!campaign || !query.check_code) throw notFound('Promotional code not valid');
    return { id: campaign.id, code: campaign.code, name: campaign.name, action: { name: campaign.action!.name }, medias: [{ url_banner: null }] };
  });
}
