import './jitless';
import * as z from 'zod/mini';
import { endpoint } from './endpoint';
import { list, okMessage } from './envelope';
import { bool, id, money, requestId, timestamp } from './fields';
import { queryFlag, queryPositiveInt } from './query';

import { activeBonus } from './bonus';

export { activeBonus, type ActiveBonus } from './bonus';

export const campaign = z.object({
  id,
  code: z.string(),
  name: z.string(),
  description: z.optional(z.nullable(z.string())),
  media_url: z.optional(z.nullable(z.string())),
  options: z.object({ sms_verified: z.optional(bool) }),
  /** Registration only offers campaigns without categories. */
  categories: z.optional(z.array(z.object({ id, name: z.optional(z.string()) }))),
  action: z.optional(z.nullable(z.object({ name: z.string() }))),
  amount: z.optional(z.nullable(money)),
  min_dep: z.optional(z.nullable(money)),
  wagering: z.optional(z.nullable(z.number())),
  max_bet: z.optional(z.nullable(money)),
  is_valid: z.optional(bool),
  valid_from: z.optional(z.nullable(timestamp)),
});
export type Campaign = z.infer<typeof campaign>;

/** GET campaigns/{code}?check_code=1: the campaign behind a bonus code. */
export const bonusCodeResult = z.object({
  id: z.optional(id),
  code: z.optional(z.string()),
  name: z.optional(z.string()),
  action: z.object({ name: z.string() }),
  medias: z.array(z.object({ url_banner: z.nullable(z.string()) })),
});
export type BonusCodeResult = z.infer<typeof bonusCodeResult>;

export const campaignPing = z.object({ useBonus: bool });
export type CampaignPing = z.infer<typeof campaignPing>;

export const campaignApi = {
  list: endpoint({
    method: 'GET',
    path: 'campaigns',
    auth: 'skin',
    query: z.object({
      all: z.optional(queryFlag),
      is_public: z.optional(queryFlag),
      actions: z.optional(z.string()),
      language: z.optional(z.string()),
      currency_id: z.optional(queryPositiveInt),
      countries: z.optional(z.string()),
    }),
    response: list(campaign),
  }),
  /**
   * Checks a bonus code against a currency; an unknown or invalid code answers 404. `language`
   * (the SDK's addition, as on the list) asks for the action's name in the page's language.
   */
  byCode: endpoint({
    method: 'GET',
    path: 'campaigns/{code}',
    auth: 'skin',
    query: z.object({ check_code: z.optional(queryFlag), currency_id: z.optional(queryPositiveInt), language: z.optional(z.string()) }),
    response: bonusCodeResult,
  }),
  /** The game page asks whether this game plays the campaign's bonus money (`useBonus`). */
  ping: endpoint({
    method: 'POST',
    path: 'campaigns/{campaign_id}/players/{player_id}/ping',
    auth: 'player',
    namesPlayer: { in: 'path', key: 'player_id', id: 'player' },
    body: z.object({ game_id: requestId, provider_id: requestId }),
    response: campaignPing,
  }),
  // Spec: "Forced campaigns call with campaign_id, player_id, game_id, provider_id", method and path
  // not shown. Answers the bonus the player plays in this game, if any (null: real money only).
  forcedCampaign: endpoint({
    method: 'POST',
    path: 'campaigns/players/{player_id}/forced',
    auth: 'player',
    namesPlayer: { in: 'path', key: 'player_id', id: 'player' },
    defined: 'by-sdk',
    body: z.object({ game_id: requestId, provider_id: requestId, campaign_id: z.optional(z.nullable(requestId)) }),
    response: z.object({ bonus: z.nullable(activeBonus) }),
  }),
  unused: endpoint({
    method: 'GET',
    path: 'campaigns/players/{id}/unusedCampaigns',
    auth: 'player',
    namesPlayer: { in: 'path', key: 'id', id: 'user' },
    query: z.object({
      language: z.optional(z.string()),
      is_deposit: z.optional(queryFlag),
      campaign_visible: z.optional(queryFlag),
    }),
    response: list(campaign),
  }),
  /** Drops the player's active bonus. `{id}` is the player's user id. */
  remove: endpoint({
    method: 'DELETE',
    path: 'campaigns/players/{id}',
    auth: 'player',
    namesPlayer: { in: 'path', key: 'id', id: 'user' },
    response: okMessage,
  }),
  // Spec: "save bonus code (not shown)". Sits beside DELETE campaigns/players/{id}.
  saveCode: endpoint({
    method: 'POST',
    path: 'campaigns/players/{id}',
    auth: 'player',
    namesPlayer: { in: 'path', key: 'id', id: 'user' },
    defined: 'by-sdk',
    body: z.object({ bonus_code: z.string().check(z.minLength(1)) }),
    response: okMessage,
  }),
};
