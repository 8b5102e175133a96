import { describe, expect, it } from 'vitest';
import { BETS, PAYLINES, PAYS, REELS, ROWS, spin as spinWith, SYMBOLS } from './slot-maths';
import { cryptoDraws, seededDraws } from './slot-random';

/** Round `round` of a launch of the tests' seeded app. */
const spin = (seed: number, round: number, bet: number) => spinWith(seededDraws(seed)(round), bet);

describe('the demo slot maths', () => {
  it('draws the same round from the same seed, and other rounds from others', () => {
    expect(spin(7, 3, 1)).toEqual(spin(7, 3, 1));
    expect(spin(7, 3, 1).grid).not.toEqual(spin(7, 4, 1).grid);
    expect(spin(7, 3, 1).grid).not.toEqual(spin(8, 3, 1).grid);
  });

  it('fills 5 reels of 3 rows with known symbols', () => {
    const { grid } = spin(1, 1, 1);
    expect(grid).toHaveLength(REELS);
    for (const reel of grid) {
      expect(reel).toHaveLength(ROWS);
      for (const symbol of reel) expect(SYMBOLS).toContain(symbol);
    }
  });

  it('pays every winning line from the left at a tenth of the bet times the pay table, in whole cents', () => {
    for (let round = 1; round <= 2000; round++) {
      const bet = BETS[round % BETS.length]!;
      const { grid, wins, win } = spin(99, round, bet);
      for (const w of wins) {
        const rows = PAYLINES[w.line]!;
        for (let reel = 0; reel < w.count; reel++) expect(grid[reel]![rows[reel]!]).toBe(w.symbol);
        if (w.count < REELS) expect(grid[w.count]![rows[w.count]!]).not.toBe(w.symbol);
        expect(w.amount).toBe(Math.floor((Math.round(bet * 100) * PAYS[w.symbol][w.count - 3]!) / PAYLINES.length) / 100);
      }
      expect(Math.round(win * 100)).toBe(wins.reduce((sum, w) => sum + Math.round(w.amount * 100), 0));
    }
  });

  it('returns between 90 % and 100 % of the stakes over many rounds', () => {
    let won = 0;
    const rounds = 50_000;
    for (let round = 1; round <= rounds; round++) won += spin(2024, round, 1).win;
    expect(won / rounds).toBeGreaterThan(0.9);
    expect(won / rounds).toBeLessThan(1);
  });

  it('draws real rounds from the CSPRNG: the same round twice gives other grids, and every number is in [0, 1)', () => {
    const grids = new Set(Array.from({ length: 20 }, () => JSON.stringify(spinWith(cryptoDraws(1), 1).grid)));
    expect(grids.size).toBeGreaterThan(1);
    const draw = cryptoDraws(1);
    for (let i = 0; i < 1000; i++) {
      const value = draw();
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
  });
});
