import { describe, expect, it } from 'vitest';
import { Lettering } from './lettering';

const count = (svg: string, pattern: RegExp) => svg.match(pattern)?.length ?? 0;

describe('lettering', () => {
  it('draws each glyph once and places every letter, skipping spaces', () => {
    const lettering = new Lettering();
    const line = lettering.line('ABBA BAR', { x: 0, y: 40, size: 40, paint: 'fill="#fff"' });
    expect(count(line, /<use /g)).toBe(7);
    expect(count(lettering.defs(), /<path id="g\d+" d="m[^"]+"\/>/g)).toBe(3);
    expect(line).not.toContain('<text');
  });

  it('centres a line on x, and narrows one wider than its box but not one that fits', () => {
    const lettering = new Lettering();
    const place = (line: string) => /translate\(([-\d.]+) [-\d.]+\) scale\(([\d.]+) ([\d.]+)\)/.exec(line)!.slice(1).map(Number);
    const [left, across, down] = place(lettering.line('JACKPOT', { x: 200, y: 50, size: 40, anchor: 'middle', maxWidth: 400, paint: '' }));
    expect(across).toBe(down);
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThan(200);
    const [narrowLeft, narrowAcross, narrowDown] = place(lettering.line('JACKPOT', { x: 200, y: 50, size: 40, anchor: 'middle', maxWidth: 60, paint: '' }));
    expect(narrowAcross).toBeLessThan(narrowDown!);
    expect(narrowLeft).toBe(170);
  });

  it('takes a letter the Latin subset lacks from Latin Extended, and leaves out one neither has', () => {
    const lettering = new Lettering();
    expect(count(lettering.line('ŁÓDŹ', { x: 0, y: 20, size: 20, paint: '' }), /<use /g)).toBe(4);
    expect(count(lettering.defs(), /<path /g)).toBe(4);
    expect(count(lettering.line('漢A', { x: 0, y: 20, size: 20, paint: '' }), /<use /g)).toBe(1);
  });

  it('draws an outline beneath the letters, as wide in the picture as asked whatever the size', () => {
    const line = new Lettering().line('WIN', { x: 0, y: 40, size: 40, paint: 'fill="url(#t)"', outline: { colour: '#3a1500', width: 6 } });
    expect(line).toMatch(/^<g transform="[^"]+"><g fill="none" stroke="#3a1500" stroke-width="15" stroke-linejoin="round">(<use [^>]+>){3}<\/g><g fill="url\(#t\)">(<use [^>]+>){3}<\/g><\/g>$/);
  });
});
