import type { Banner } from '@casino-sdk/core/contract/cms';

/** Art drawn in place (a data URL): stories and tests fetch nothing for it. */
function art(hue: number, width: number, height: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}"><defs><linearGradient id="g" x2="1"><stop offset="0" stop-color="hsl(${hue} 70% 12%)"/><stop offset="1" stop-color="hsl(${hue} 85% 45%)"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#g)"/><circle cx="${width * 0.7}" cy="${height * 0.45}" r="${height * 0.28}" fill="hsl(${(hue + 50) % 360} 95% 60%)"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
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
      { id: id * 10, full_url: art(hue, 1200, 400), title: 'desktop', comment: 'all:hero', is_mobile: false },
      { id: id * 10 + 1, full_url: art(hue, 750, 500), title: 'mobile', comment: 'all:hero', is_mobile: true },
    ],
  };
}

/** Two home banners with desktop and mobile art, for stories and the lobby's fixture. */
export const FIXTURE_BANNERS: Banner[] = [
  banner(1, 290, 'Welcome bonus 100% up to €500', 'Plus 200 free spins on your first deposit', 'Join now', '/registration'),
  banner(2, 200, 'Live casino cashback', '10% back on live tables every Monday', 'Play live', '/live-casino'),
];
