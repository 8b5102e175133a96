import { describe, expect, it } from 'vitest';
import { generateCatalogue } from './games';

describe('generated catalogue', () => {
  it('is the same every time', () => {
    expect(generateCatalogue(50)).toEqual(generateCatalogue(50));
  });

  it('has unique names and slugs, and reels only for slots', () => {
    const { games } = generateCatalogue();
    expect(new Set(games.map((g) => g.name)).size).toBe(games.length);
    expect(new Set(games.map((g) => g.slug)).size).toBe(games.length);
    for (const game of games) {
      if (game.type === 'slot') expect([3, 4, 5]).toContain(game.reelsNumbers);
      else expect(game.reelsNumbers).toBeNull();
    }
  });
});
