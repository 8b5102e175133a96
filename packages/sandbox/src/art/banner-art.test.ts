import { describe, expect, it } from 'vitest';
import { bannerArtSvg, bannerScenes, promotionCardSvg, promotionKeys } from './banner-art';
import { STAGES } from './banner-stages';

const all = [
  ...bannerScenes.flatMap((scene) => [bannerArtSvg(scene, 'desktop'), bannerArtSvg(scene, 'mobile')]),
  ...promotionKeys.map((key) => promotionCardSvg(key)),
];

describe('hero banner art', () => {
  it('gives every scene a stage of its own, not only its own colours', () => {
    const stage = { W: 1200, H: 400, cx: 840, cy: 200, size: 328, hue: 200, accent: 40, random: () => 0.5 };
    const drawn = bannerScenes.map((scene) => STAGES[scene](stage));
    expect(new Set(drawn).size).toBe(bannerScenes.length);
    for (const svg of drawn) expect(svg.length).toBeGreaterThan(100);
  });

  it('draws only finite numbers and stays a few kilobytes', () => {
    for (const svg of all) {
      expect(svg).not.toMatch(/NaN|undefined|Infinity/);
      expect(svg.length).toBeLessThan(16_000);
    }
  });

  it("shades the headline's side: the left of a desktop picture, the bottom of a mobile one", () => {
    const desktop = bannerArtSvg('welcome', 'desktop');
    const mobile = bannerArtSvg('welcome', 'mobile');
    expect(desktop).toMatch(/<linearGradient id="f" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#05040f" stop-opacity=".85"/);
    expect(mobile).toMatch(/<linearGradient id="f" x1="0" y1="0" x2="0" y2="1">.*stop-opacity=".88"/);
    // The shade is the top layer, over the art.
    expect(desktop.endsWith('<rect width="1200" height="400" fill="url(#f)"/></svg>')).toBe(true);
  });
});
