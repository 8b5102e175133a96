import type { ActiveBonus } from '@casino-sdk/core/contract/bonus';
import type { Campaign } from '@casino-sdk/core/contract/campaign';
import type { PlayerInfo } from '@casino-sdk/core/contract/player';
import { jsonResponse } from '@casino-sdk/core/testing/fixtures';
import { samplePlayer, type FixtureAnswers } from '@casino-sdk/core/testing/platform-fixture';
import type { Refusal } from '../account/account-fixture';

export const reloadCampaign: Campaign = {
  id: 801, code: 'RELOAD100', name: 'Reload bonus', description: 'Your deposit matched 100 %, wagered 30 times.', options: { sms_verified: false },
  amount: 5000, min_dep: 500, wagering: 30, max_bet: 125, is_valid: true, valid_from: null,
};
export const fridayCampaign: Campaign = {
  id: 802, code: 'FRIDAY50', name: 'Friday spins', description: '50 free spins with a Friday deposit.', options: { sms_verified: true },
  amount: 1250, min_dep: 250, wagering: 35, max_bet: 50, is_valid: false, valid_from: '2026-11-29T10:00:00Z',
};

/** 40 % of 75,000 wagered, three days left (from the fixture clock's 2026-11-27T10:00:00Z). */
export const weekendBonus: ActiveBonus = {
  target: 75_000, freespins: 0, freespins_counter: 0, counter_percentage: 40, campaign_id: 813,
  campaign: { id: 813, name: 'Weekend bonus', code: 'WEEKEND50', max_bet: 100 }, countdown: '2026-11-30T10:00:00Z',
};
/** What the code FREE250 gives. */
export const freeBonus: ActiveBonus = {
  target: 12_500, freespins: 0, freespins_counter: 0, counter_percentage: 0, campaign_id: 812,
  campaign: { id: 812, name: 'Free bonus', code: 'FREE250', max_bet: 50 }, countdown: '2026-12-04T10:00:00Z',
};

export interface BonusFixtureOptions {
  player?: Partial<PlayerInfo>;
  bonus?: ActiveBonus | null;
  campaigns?: Campaign[];
  /** What the unused campaigns answer instead: a refusal, or 'never' (the load stays under way). */
  campaignsAnswer?: Refusal | 'never';
  /** What DELETE answers instead of deleting. */
  deleteAnswer?: Refusal;
}

/**
 * My bonus's calls on a koruna player (user id 4200): GET me with the bonus, the unused campaigns
 * (with the spec's query only),
 * DELETE (the bonus goes), and a code saved: FREE250 gives `freeBonus`, RELOAD100 is offered, any
 * other is "Promotional code not valid".
 */
export function bonusAnswers(options: BonusFixtureOptions = {}): FixtureAnswers {
  let bonus = options.bonus === undefined ? weekendBonus : options.bonus;
  let campaigns = options.campaigns ?? [reloadCampaign, fridayCampaign];
  const base: PlayerInfo = { ...samplePlayer, currency: { id: 42, code: 'CZK', symbol: 'Kč' }, ...options.player };
  const refuse = ({ status, ...body }: Refusal) => jsonResponse(body, status);
  const path = `/v1/campaigns/players/${base.user_id}`;
  return (method, url, body, query) => {
    if (method === 'GET' && url === '/v1/me') return jsonResponse({ ...base, bonus }, 200);
    if (method === 'GET' && url === `${path}/unusedCampaigns`) {
      if (options.campaignsAnswer === 'never') return new Promise<Response>(() => undefined);
      // Only the spec's query: the deposit campaigns the operator shows, in a language.
      if (query.get('is_deposit') !== '1' || query.get('campaign_visible') !== '1' || !query.get('language')) return refuse({ status: 422, message: 'Not the spec query.' });
      return options.campaignsAnswer ? refuse(options.campaignsAnswer) : jsonResponse({ data: campaigns }, 200);
    }
    if (method === 'DELETE' && url === path) {
      if (options.deleteAnswer) return refuse(options.deleteAnswer);
      if (!bonus) return refuse({ status: 404, message: 'You have no active bonus.' });
      bonus = null;
      return jsonResponse({ message: 'Bonus deleted.' }, 200);
    }
    if (method === 'POST' && url === path) {
      const code = String((body as { bonus_code?: unknown }).bonus_code ?? '').toUpperCase();
      if (code === 'FREE250') {
        if (bonus) return refuse({ status: 422, message: 'You have an active bonus already: delete it first to take another.', errors: { bonus_code: ['You have an active bonus already: delete it first to take another.'] } });
        bonus = freeBonus;
        return jsonResponse({ message: 'Bonus activated.' }, 200);
      }
      if (code === 'RELOAD100') {
        if (!campaigns.some((campaign) => campaign.code === code)) campaigns = [...campaigns, reloadCampaign];
        return jsonResponse({ message: 'Bonus code saved: the bonus comes with your next deposit.' }, 200);
      }
      return refuse({ status: 422, message: 'Promotional code not valid', errors: { bonus_code: ['Promotional code not valid'] } });
    }
    return undefined;
  };
}
