import type { Banner } from '@casino-sdk/core/contract/cms';

/**
 * The fixture's art, served by Storybook (.storybook/public): a banner picture must be an image
 * address CMS content may use (isSafeImageUrl), which a data URL is not. Tests load no pictures.
 */
function art(hue: number, variant: 'desktop' | 'mobile'): string {
  return `/fixture-art/banner-${hue}-${variant}.svg`;
}

function banner(id: number, hue: number, headline: string, tagline: string, button: string, url: string): Banner {
  return {
    id,
    title: headline,
    options: {
      html: `<h2>${headline}</h2><p>${tagline}</p>`,
      html_mobile: `<h2>${headline}</h2>`,
      button_text: button,
      button_url: url,
      button_text_1: id === 1 ? 'See the terms' : null,
      button_url_1: id === 1 ? '/promotion/101' : null,
    },
    medias: [
      { id: id * 10, full_url: art(hue, 'desktop'), title: 'desktop', comment: 'all:hero', is_mobile: false },
      { id: id * 10 + 1, full_url: art(hue, 'mobile'), title: 'mobile', comment: 'all:hero', is_mobile: true },
    ],
  };
}

/** Two home banners with desktop and mobile art, for stories and the lobby's fixture. */
export const FIXTURE_BANNERS: Banner[] = [
  banner(1, 290, 'Welcome bonus 100% up to €500', 'Plus 200 free spins on your first deposit', 'Join now', '/registration'),
  banner(2, 200, 'Live casino cashback', '10% back on live tables every Monday', 'Play live', '/live-casino'),
];
