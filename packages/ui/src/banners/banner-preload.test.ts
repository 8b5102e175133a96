// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { preloadPictures } from './banner-preload';
import { DESKTOP_MEDIA, MOBILE_MEDIA } from './banner-slides';

afterEach(() => {
  document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
});

describe('preloadPictures', () => {
  it('preloads the file the picture shows at each width, WebP where there is one', () => {
    preloadPictures({
      id: 1,
      title: 'Welcome',
      mobile: { src: '/art/welcome-mobile.svg', webp: null },
      desktop: { src: '/art/welcome.png', webp: '/art/welcome.webp' },
      copy: { html: '', buttons: [] },
      mobileCopy: { html: '', buttons: [] },
    });
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')];
    expect(links.map((link) => [link.getAttribute('href'), link.getAttribute('media'), link.getAttribute('type')])).toEqual([
      ['/art/welcome-mobile.svg', MOBILE_MEDIA, null],
      ['/art/welcome.webp', DESKTOP_MEDIA, 'image/webp'],
    ]);
  });
});
