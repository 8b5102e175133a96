import './jitless';
import * as z from 'zod';
import { endpoint } from './endpoint';
import { list, okMessage } from './envelope';
import { bool, id, money, timestamp } from './fields';
import { queryFlag, queryPositiveInt } from './query';

export const campaign = z.object({
  id,
  code: z.string(),
  name: z.string(),
  description: z.string().nullable().optional(),
  media_url: z.string().nullable().optional(),
  options: z.object({ sms_verified: bool.optional() }),
  /** Registration only offers campaigns without categories. */
  categories: z.array(z.object({ id, name: z.string().optional() })).optional(),
  action: z.object({ name: z.string() }).nullable().optional(),
  amount: money.nullable().optional(),
  min_dep: money.nullable().optional(),
  wagering: z.number().nullable().optional(),
  max_bet: money.nullable().optional(),
  is_valid: bool.optional(),
  valid_from: timestamp.nullable().optional(),
});
export type Campaign = z.infer<typeof campaign>;

/** GET campaigns/{code}?check_code=1: the campaign behind a bonus code. */
export const bonusCodeResult = z.object({
  id: id.optional(),
  code: z.string().optional(),
  name: z.string().optional(),
  action: z.object({ name: z.string() }),
  medias: z.array(z.object({ url_banner: z.string().nullable() })),
});
export type BonusCodeResult = z.infer<typeof bonusCodeResult>;

/** The bonus a player is playing through (player info `bonus`, the My bonus page). */
export const activeBonus = z.object({
  target: money,
  freespins: z.number().int(),
  freespins_counter: z.number().int(),
  counter_percentage: z.number(),
  campaign_id: id,
  campaign: z
    .object({
      id: id.optional(),
      name: z.string().optional(),
      code: z.string().optional(),
      max_bet: money.nullable(),
    })
    .optional(),
  /** When the bonus expires (timestamp) or seconds left, whichever the platform sends. */
  countdown: z.union([timestamp, z.number()]).nullable().optional(),
});
export type ActiveBonus = z.infer<typeof activeBonus>;

export const campaignPing = z.object({ useBonus: bool });
export type CampaignPing = z.infer<typeof campaignPing>;

export const campaignApi = {
  list: endpoint({
    method: 'GET',
    path: 'campaigns',
    auth: 'skin',
    query: z.object({
      all: queryFlag.optional(),
      is_public: queryFlag.optional(),
      actions: z.string().optional(),
      language: z.string().optional(),
      currency_id: queryPositiveInt.optional(),
      countries: z.string().optional(),
    }),
    response: list(campaign),
  }),
  /** Checks a bonus code against a currency; an unknown or invalid code answers 404. */
  byCode: endpoint({
    method: 'GET',
    path: 'campaigns/{code}',
    auth: 'skin',
    query: z.object({ check_code: queryFlag.optional(), currency_id: queryPositiveInt.optional() }),
    response: bonusCodeResult,
  }),
  /** Also the "forced campaigns" call of the game page: same four values. */
  ping: endpoint({
    method: 'POST',
    path: 'campaigns/{campaign_id}/players/{player_id}/ping',
    auth: 'player',
    body: z.object({ game_id: id, provider_id: id }),
    response: campaignPing,
  }),
  unused: endpoint({
    method: 'GET',
    path: 'campaigns/players/{id}/unusedCampaigns',
    auth: 'player',
    query: z.object({
      language: z.string().optional(),
      is_deposit: queryFlag.optional(),
      campaign_visible: queryFlag.optional(),
    }),
    response: list(campaign),
  }),
  /** Drops the player's active bonus. `{id}` is the player's user id. */
  remove: endpoint({
    method: 'DELETE',
    path: 'campaigns/players/{id}',
    auth: 'player',
    response: okMessage,
  }),
  // Spec: "save bonus code (not shown)". Sits beside DELETE campaigns/players/{id}.
  saveCode: endpoint({
    method: 'POST',
    path: 'campaigns/players/{id}',
    auth: 'player',
    defined: 'by-sdk',
    body: z.object({ bonus_code: z.string().min(1) }),
    response: okMessage,
  }),
};
