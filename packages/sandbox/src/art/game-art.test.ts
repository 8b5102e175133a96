import { describe, expect, it } from 'vitest';
import { gameArtSvg, gameLook } from './game-art';

const dragons = Array.from({ length: 12 }, (_, i) => ({ id: 100 + i * 37, name: `Jade Dragon ${i + 1}`, provider: 'Red Kite Studios', type: 'slot' }));

describe('game art', () => {
  it('sets the games of one theme apart: a dozen dragons in at least ten looks, each in a palette, backdrop and composition of its own', () => {
    const looks = dragons.map((game) => gameLook(game));
    expect(new Set(looks.map((look) => look.hero))).toEqual(new Set(['dragon']));
    const signatures = new Set(looks.map((look) => `${Math.floor(look.hue / 60)}:${look.backdrop}:${look.layout}:${look.mirrored}`));
    expect(signatures.size).toBeGreaterThanOrEqual(10);
    expect(new Set(looks.map((look) => Math.floor(look.hue / 60))).size).toBeGreaterThanOrEqual(3);
    expect(new Set(looks.map((look) => look.backdrop)).size).toBe(4);
  });

  it('draws the same game alike every time, and a live table in the studio red whatever its palette', () => {
    expect(gameArtSvg(dragons[0]!)).toBe(gameArtSvg(dragons[0]!));
    for (let id = 1; id <= 20; id++) {
      const { hue } = gameLook({ id, name: 'Royal Roulette Live', provider: 'Aurora Reels', type: 'live' });
      expect(hue).toBeGreaterThanOrEqual(320);
      expect(hue).toBeLessThan(350);
    }
  });
});
