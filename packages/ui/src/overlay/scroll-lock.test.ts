// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { lockPageScroll, SCROLL_LOCKED_CLASS, scrollLockCss } from './scroll-lock';

// A document of their own: the count of holders is kept per document.
let document: Document;
beforeEach(() => {
  document = globalThis.document.implementation.createHTMLDocument();
});

describe('page scroll lock', () => {
  it('marks <html> with a class while held, never with a style attribute', () => {
    const release = lockPageScroll(document);
    expect(document.documentElement.classList.contains(SCROLL_LOCKED_CLASS)).toBe(true);
    expect(document.documentElement.hasAttribute('style')).toBe(false);
    expect(document.body.hasAttribute('style')).toBe(false);
    release();
    expect(document.documentElement.classList.contains(SCROLL_LOCKED_CLASS)).toBe(false);
  });

  it('unlocks only when the last holder releases, and a second release does nothing', () => {
    const first = lockPageScroll(document);
    const second = lockPageScroll(document);
    first();
    first();
    expect(document.documentElement.classList.contains(SCROLL_LOCKED_CLASS)).toBe(true);
    second();
    expect(document.documentElement.classList.contains(SCROLL_LOCKED_CLASS)).toBe(false);
  });

  it('hides the overflow of <html> and <body>, winning over unlayered page rules', () => {
    expect(scrollLockCss).toContain(`.${SCROLL_LOCKED_CLASS} body`);
    expect(scrollLockCss).toContain('overflow: hidden !important');
  });
});
