import { randomInt } from 'node:crypto';
import { seededRandom } from '../../seeded-random';

/** Where round `round` of a launch draws its numbers in [0, 1) from. */
export type RoundDraws = (round: number) => () => number;

/** randomInt draws below 2^48 at most; 2^47 keeps every value exact in a double. */
const SPAN = 2 ** 47;

/**
 * Every real and demo round: each number comes from the operating system's CSPRNG at spin time,
 * so nothing a player has seen (earlier grids, the launch) tells the next round.
 */
export const cryptoDraws: RoundDraws = () => () => randomInt(SPAN) / SPAN;

/**
 * Tests only, through `createApp({ slotSeed })` (never configuration or the environment): round n
 * of every launch draws from (seed, n), so a test knows the reels.
 */
export function seededDraws(seed: number): RoundDraws {
  return (round) => seededRandom((seed ^ Math.imul(round, 0x9e3779b1)) >>> 0);
}
