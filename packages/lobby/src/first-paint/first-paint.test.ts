import { describe, expect, it } from 'vitest';
import type { Banner } from '@casino-sdk/core/contract';
import { FIXTURE_BANNERS } from '@casino-sdk/ui/banners/banner-fixture';
import { lobbyFirstPaint } from './first-paint';

const withCategory = (banner: Banner, category: string): Banner => ({
  ...banner,
  medias: banner.medias.map((media) => ({ ...media, comment: `${category}:hero` })),
});

describe('lobbyFirstPaint', () => {
  it('draws the title and the first banner the section shows a visitor, as <casino-lobby>\'s first-banner slot', () => {
    expect(lobbyFirstPaint({ section: 'casino', title: 'Casino', banners: FIXTURE_BANNERS, language: 'en' })).toBe(
      '<section class="page page--lobby" data-first-paint="casino"><h1 class="page__title">Casino</h1>' +
        '<picture class="first-banner" slot="first-banner">' +
        '<source media="(max-width: 599px)" srcset="/fixture-art/banner-290-mobile.svg">' +
        '<img class="first-banner__image" src="/fixture-art/banner-290-desktop.svg" alt="" width="1200" height="400" fetchpriority="high">' +
        '</picture></section>',
    );
  });

  it('takes the section\'s own banners and those for every lobby, never one for players only', () => {
    const [welcome, live] = FIXTURE_BANNERS as [Banner, Banner];
    const banners = [{ ...withCategory(welcome, 'casino'), audience: 'players' as const }, withCategory(live, 'live-casino')];
    expect(lobbyFirstPaint({ section: 'live-casino', title: 'Live', banners, language: 'en' })).toContain('banner-200-desktop.svg');
    expect(lobbyFirstPaint({ section: 'casino', title: 'Casino', banners, language: 'en' })).toBeNull();
  });

  it('offers the WebP twins first, and escapes what it writes', () => {
    const [welcome] = FIXTURE_BANNERS as [Banner];
    const banner: Banner = { ...welcome, medias: welcome.medias.map((media) => ({ ...media, url_webp: media.full_url.replace('.svg', '.webp?a=1&b="2"') })) };
    const paint = lobbyFirstPaint({ section: 'casino"><script>', title: '<b>Casino</b> & more', banners: [banner], language: 'en' })!;
    expect(paint).toContain('data-first-paint="casino&quot;&gt;&lt;script&gt;"');
    expect(paint).toContain('<h1 class="page__title">&lt;b&gt;Casino&lt;/b&gt; &amp; more</h1>');
    expect(paint).toMatch(/<picture[^>]*><source media="\(max-width: 599px\)" srcset="\/fixture-art\/banner-290-mobile\.webp\?a=1&amp;b=&quot;2&quot;" type="image\/webp"><source media="\(max-width: 599px\)" srcset="\/fixture-art\/banner-290-mobile\.svg"><source srcset="\/fixture-art\/banner-290-desktop\.webp\?a=1&amp;b=&quot;2&quot;" type="image\/webp"><img /);
  });

  it('draws nothing without a banner with a picture or without a title', () => {
    expect(lobbyFirstPaint({ section: 'casino', title: 'Casino', banners: [], language: 'en' })).toBeNull();
    expect(lobbyFirstPaint({ section: 'casino', title: 'Casino', banners: [{ ...FIXTURE_BANNERS[0]!, medias: [] }], language: 'en' })).toBeNull();
    expect(lobbyFirstPaint({ section: 'casino', title: '', banners: FIXTURE_BANNERS, language: 'en' })).toBeNull();
  });
});
