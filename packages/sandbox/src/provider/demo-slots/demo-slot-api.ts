import * as z from 'zod/mini';
import { BETS, SYMBOLS } from './slot-maths';

// The demo provider's own API, between its page in the game frame and this server. It is not part
// of the /v1/ platform API: a real provider has its own, and talks to the platform's wallet itself.
// Each call carries the launch token casino/play issued (`Authorization: Bearer <token>`).

export const spinRequest = z.object({
  bet: z.number().check(z.refine((value) => (BETS as readonly number[]).includes(value), 'The bet must be one of the slot\'s bets.')),
  /** The round the page plays next (1, 2, ...): a repeated one is refused, never paid twice. */
  round: z.number().check(z.int(), z.positive(), z.lte(2_147_483_647)),
});
export type SpinRequest = z.infer<typeof spinRequest>;

const symbol = z.enum(SYMBOLS);

export const slotState = z.object({
  game: z.string(),
  demo: z.boolean(),
  currency: z.string(),
  balance: z.number(),
  bonus: z.number(),
  /** Bets come from bonus money while it lasts. */
  bonus_play: z.boolean(),
  bets: z.array(z.number()),
  /** The largest bet the campaign allows; null without one. */
  max_bet: z.nullable(z.number()),
  /** Rounds played so far: the next spin is `rounds + 1`. */
  rounds: z.number(),
  /** The only origin the page posts to and takes pause/resume from. */
  parent_origin: z.string(),
});
export type SlotState = z.infer<typeof slotState>;

export const spinResult = z.object({
  round: z.number(),
  bet: z.number(),
  grid: z.array(z.array(symbol)),
  wins: z.array(z.object({ line: z.number(), symbol, count: z.number(), amount: z.number() })),
  win: z.number(),
  balance: z.number(),
  bonus: z.number(),
  from_bonus: z.boolean(),
  /** The progressive jackpot this round won, paid on top of `win` (decision 0058); absent: none. */
  jackpot: z.optional(z.number()),
});
export type SpinResult = z.infer<typeof spinResult>;
