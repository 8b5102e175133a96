import { describe, expect, it } from 'vitest';
import { contrastPairs, contrastRatio, darkColours, lightColours, tokensCss } from './tokens';

describe('design tokens', () => {
  for (const [theme, colours] of [['light', lightColours], ['dark', darkColours]] as const) {
    it(`${theme} theme passes WCAG AA contrast for every pair the components use`, () => {
      const failures = contrastPairs
        .map(([fg, bg, min]) => ({ pair: `${fg} on ${bg}`, ratio: contrastRatio(colours[fg], colours[bg]), min }))
        .filter(({ ratio, min }) => ratio < min);
      expect(failures).toEqual([]);
    });
  }

  it('defines both themes, the dark media query and the theme attribute', () => {
    expect(tokensCss).toContain("[data-casino-theme='dark']");
    expect(tokensCss).toContain('prefers-color-scheme: dark');
    expect(tokensCss).toContain('--casino-color-primary: #c8175d');
    expect(tokensCss).toContain('--casino-focus-width');
    expect(tokensCss).toContain('--casino-z-dialog');
  });

  it('computes the known contrast of black on white', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
  });
});
