import { describe, expect, it } from 'vitest';
import { pageSpaceCss, reservePageSpace } from './page-space';

describe('page space under the cookie panel', () => {
  it('publishes the panel height, rounded up, as a custom property and the scroll padding', () => {
    expect(pageSpaceCss(181.2)).toBe(':root { --casino-consent-block-size: 182px; scroll-padding-block-end: 182px; }');
    expect(pageSpaceCss(-4)).toContain('--casino-consent-block-size: 0px');
  });

  it('does nothing where ResizeObserver or constructed sheets are missing', () => {
    const panel = { ownerDocument: { defaultView: {} } } as unknown as HTMLElement;
    const release = reservePageSpace(panel);
    expect(() => release()).not.toThrow();
  });
});
