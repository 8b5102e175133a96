/**
 * mulberry32: a tiny seeded generator, so every fresh sandbox has the same catalogue and art, and a
 * test's slot rounds can be known (createApp({ slotSeed })). Two outputs give its state away: never
 * for an outcome a player bets on (provider/demo-slots/slot-random.ts draws those).
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
