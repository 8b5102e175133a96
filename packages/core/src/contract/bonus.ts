import './jitless';
import * as z from 'zod/mini';
import { id, money, timestamp } from './fields';

// Apart from campaign.ts so that player info, which embeds the active bonus, does not pull the
// campaign calls into every page. campaign.ts re-exports it.

/** The bonus a player is playing through (player info `bonus`, the My bonus page). */
export const activeBonus = z.object({
  target: money,
  freespins: z.number().check(z.int()),
  freespins_counter: z.number().check(z.int()),
  counter_percentage: z.number(),
  campaign_id: id,
  campaign: z.optional(
    z.object({
      id: z.optional(id),
      name: z.optional(z.string()),
      code: z.optional(z.string()),
      max_bet: z.nullable(money),
    }),
  ),
  /** When the bonus expires (timestamp) or seconds left, whichever the platform sends. */
  countdown: z.optional(z.nullable(z.union([timestamp, z.number()]))),
});
export type ActiveBonus = z.infer<typeof activeBonus>;
