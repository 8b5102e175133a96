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
    expect(bannersFor(list, 'casino', false).map((b) => b.id)).toEqual([1, 3, 4]);
    expect(bannersFor(list, 'live-casino', false).map((b) => b.id)).toEqual([1, 2, 4]);
  });
});

describe('banners for the viewer', () => {
  it('hides the banners marked for visitors from a player, and those marked for players from a visitor', () => {
    const list = [{ ...banner(1, 'all'), audience: 'visitors' }, { ...banner(2, 'all'), audience: 'players' }, banner(3, 'all'), { ...banner(4, 'all'), audience: 'someone' }];
    expect(bannersFor(list, 'casino', false).map((b) => b.id)).toEqual([1, 3, 4]);
    expect(bannersFor(list, 'casino', true).map((b) => b.id)).toEqual([2, 3, 4]);
  });

  it("gives a player no button to the visitors' pages, which would only send them on", () => {
    const options = { button_text: 'Join now', button_url: '/registration', button_text_1: 'See the terms', button_url_1: '/promotion/101', button_text_mobile: 'Log in', button_url_mobile: '/en/login?x=1' };
    const visitor = bannerSlide(banner(1, 'all', options), 'en', false)!;
    expect(visitor.copy.buttons.map((b) => b.text)).toEqual(['Join now', 'See the terms']);
    expect(visitor.mobileCopy.buttons.map((b) => b.text)).toEqual(['Log in', 'See the terms']);
    const player = bannerSlide(banner(1, 'all', options), 'en', true)!;
    expect(player.copy.buttons).toEqual([{ text: 'See the terms', link: { kind: 'internal', path: '/en/promotion/101' } }]);
    expect(player.mobileCopy.buttons.map((b) => b.text)).toEqual(['See the terms']);
  });
});

describe('bannerSlide', () => {
  it('takes only pictures with an image address CMS content may use', () => {
    const hostile: Banner = {
      id: 5,
      title: 'Hostile',
      options: null,
      medias: [
        { full_url: 'javascript:alert(1)', title: 'desktop', is_mobile: false },
        { full_url: '//evil.example/a.png', title: 'mobile', is_mobile: true },
        { full_url: 'https://cdn.example/5.png', url_webp: 'java\tscript:alert(1)', title: 'desktop', is_mobile: false },
      ],
    };
    const slide = bannerSlide(hostile, 'en', false)!;
    expect(slide.desktop).toEqual({ src: 'https://cdn.example/5.png', webp: null });
    expect(slide.mobile).toEqual({ src: 'https://cdn.example/5.png', webp: null });
    expect(bannerSlide({ ...hostile, medias: hostile.medias.slice(0, 2) }, 'en', false)).toBeNull();
  });

  it('takes the desktop and mobile pictures (WebP where there is one), never the card', () => {
    const slide = bannerSlide(banner(7, 'all'), 'de', false)!;
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
      false,
    )!;
    expect(slide.copy.buttons).toEqual([{ text: 'Join now', link: { kind: 'internal', path: '/de/registration' } }]);
    expect(slide.mobileCopy).toEqual({
      html: '<h2>Welcome</h2>',
      buttons: [{ text: 'Join', link: { kind: 'external', href: 'https://partner.example/join' } }],
    });
  });

  it('skips a banner without pictures', () => {
    expect(bannerSlide({ id: 1, title: null, options: null, medias: [] }, 'en', false)).toBeNull();
  });
});
