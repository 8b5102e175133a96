import { describe, expect, it } from 'vitest';
import type { Banner } from '@casino-sdk/core/contract/cms';
import { bannerCategory, bannerSlide, bannersFor } from './banner-slides';

function banner(id: number, category: string | null, options: Banner['options'] = null): Banner {
  const comment = category === null ? null : `${category}:hero`;
  return {
    id,
    title: `Banner ${id}`,
    subtitle: '<p>Subtitle</p>',
    options,
    medias: [
      { id: 1, full_url: `https://cdn.example/${id}-card.svg`, title: 'card', comment, is_mobile: false },
      { id: 2, full_url: `https://cdn.example/${id}-desktop.png`, url_webp: `https://cdn.example/${id}-desktop.webp`, title: 'desktop', comment, is_mobile: false },
      { id: 3, full_url: `https://cdn.example/${id}-mobile.png`, title: 'mobile', comment, is_mobile: true },
    ],
  };
}

describe('banner categories', () => {
  it('reads the category from the media comment prefix', () => {
    expect(bannerCategory(banner(1, 'live-casino'))).toBe('live-casino');
    expect(bannerCategory(banner(1, null))).toBeNull();
  });

  it('shows a section its own banners, those for all, and those without a category', () => {
    const list = [banner(1, 'all'), banner(2, 'live-casino'), banner(3, 'casino'), banner(4, null)];
    expect(bannersFor(list, 'casino').map((b) => b.id)).toEqual([1, 3, 4]);
    expect(bannersFor(list, 'live-casino').map((b) => b.id)).toEqual([1, 2, 4]);
  });
});

describe('bannerSlide', () => {
  it('takes the desktop and mobile pictures (WebP where there is one), never the card', () => {
    const slide = bannerSlide(banner(7, 'all'), 'de')!;
    expect(slide.desktop).toEqual({ src: 'https://cdn.example/7-desktop.png', webp: 'https://cdn.example/7-desktop.webp' });
    expect(slide.mobile).toEqual({ src: 'https://cdn.example/7-mobile.png', webp: null });
    expect(slide.copy.html).toBe('<p>Subtitle</p>');
  });

  it('prefixes the site paths of buttons, falls back to desktop texts on phones, and drops unsafe targets', () => {
    const slide = bannerSlide(
      banner(1, 'all', {
        html: '<h2>Welcome</h2>',
        button_text: 'Join now',
        button_url: '/registration',
        button_text_1: 'Read',
        button_url_1: 'javascript:alert(1)',
        button_text_mobile: 'Join',
        button_url_mobile: 'https://partner.example/join',
      }),
      'de',
    )!;
    expect(slide.copy.buttons).toEqual([{ text: 'Join now', link: { kind: 'internal', path: '/de/registration' } }]);
    expect(slide.mobileCopy).toEqual({
      html: '<h2>Welcome</h2>',
      buttons: [{ text: 'Join', link: { kind: 'external', href: 'https://partner.example/join' } }],
    });
  });

  it('skips a banner without pictures', () => {
    expect(bannerSlide({ id: 1, title: null, options: null, medias: [] }, 'en')).toBeNull();
  });
});
