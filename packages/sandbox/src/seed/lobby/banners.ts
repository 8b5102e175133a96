import { ART_VERSION } from '../../art/art-version';
import type { Audience } from '@casino-sdk/core/rules';
import type { banners, BannerText, StoredMedia } from '../../db/schema';
import { CMS_LANGUAGES, slideWords, type SlideKey, type SlideWords } from './banner-texts';

/** The hero art's scenes (src/art/banner-art.ts); promotions reuse them for their own carousels. */
export type BannerScene = SlideKey | 'reload' | 'spins' | 'tournament';

export function bannerArtPath(scene: BannerScene, variant: 'desktop' | 'mobile'): string {
  return `/sandbox/art/banner/${scene}-${variant}.svg?v=${ART_VERSION}`;
}

/** A desktop and a mobile picture of one scene; the comment's prefix (before ':') is the category. */
export function heroMedias(firstId: number, scene: BannerScene, category: string): StoredMedia[] {
  return [
    { id: firstId, path: bannerArtPath(scene, 'desktop'), title: 'desktop', comment: `${category}:hero`, isMobile: false },
    { id: firstId + 1, path: bannerArtPath(scene, 'mobile'), title: 'mobile', comment: `${category}:hero`, isMobile: true },
  ];
}

interface Slide {
  key: SlideKey;
  /** The lobby section the slide belongs to; `all` shows in every lobby. */
  category: string;
  url: string;
  url2?: string;
  /** Who the slide is for, when not everyone: the welcome offer's "Join now" means nothing to a player. */
  audience?: Audience;
}

const slides: Slide[] = [
  { key: 'welcome', category: 'all', url: '/registration', url2: '/promotion/101', audience: 'visitors' },
  { key: 'live', category: 'live-casino', url: '/live-casino' },
  { key: 'crash', category: 'crash-games', url: '/crash-games' },
  { key: 'cashback', category: 'casino', url: '/promotion/103' },
  { key: 'prime', category: 'prime', url: '/prime' },
  { key: 'drops', category: 'others', url: '/others' },
];

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[ch]!);

function slideText(words: SlideWords, slide: Slide): BannerText {
  const title = escapeHtml(words.title);
  const tagline = escapeHtml(words.tagline);
  return {
    title: words.title,
    subtitle: `<p>${tagline}</p>`,
    options: {
      html: `<h2>${title}</h2><p>${tagline}</p>`,
      // Phones get the headline only: the tagline would cover the art.
      html_mobile: `<h2>${title}</h2>`,
      button_text: words.cta,
      button_url: slide.url,
      button_text_mobile: words.ctaShort,
      button_url_mobile: slide.url,
      button_text_1: words.cta2 ?? null,
      button_url_1: words.cta2 ? (slide.url2 ?? null) : null,
      button_text_mobile_1: null,
      button_url_mobile_1: null,
    },
  };
}

/**
 * The home carousel (tag `home`), plus one banner on its own tag (`hostile`) whose HTML tries what
 * a compromised CMS might: an onerror handler, a script, a javascript: link. It is never on the
 * home tag; tests fetch it with `tag[]=hostile` to prove the client's sanitising.
 */
export function seedBanners(): (typeof banners.$inferInsert)[] {
  const rows: (typeof banners.$inferInsert)[] = slides.map((slide, index) => ({
    id: index + 1,
    tags: ['home'],
    rank: index + 1,
    medias: heroMedias(100 + index * 2, slide.key, slide.category),
    texts: Object.fromEntries(CMS_LANGUAGES.map((language) => [language, slideText(slideWords[slide.key][language], slide)])),
    audience: slide.audience ?? null,
  }));
  rows.push({
    id: 99,
    tags: ['hostile'],
    rank: 99,
    // Pictures a compromised CMS might hold beside the good ones: the sandbox serves none of them.
    medias: [
      ...heroMedias(198, 'drops', 'all'),
      { id: 196, path: 'javascript:alert("media")', title: 'desktop', comment: 'all:hero', isMobile: false },
      { id: 197, path: '//evil.example/banner.png', title: 'mobile', comment: 'all:hero', isMobile: true },
    ],
    texts: {
      en: {
        title: 'Hostile banner',
        subtitle: '<p onclick="alert(1)">Subtitle<script>alert("subtitle")</script></p>',
        options: {
          html: '<h2>Free money</h2><img src="x" onerror="alert(\'xss\')"><script>alert("html")</script><a href="javascript:alert(1)">Click</a>',
          html_mobile: '<svg onload="alert(\'mobile\')"></svg><h2>Free money</h2>',
          button_text: 'Claim',
          button_url: 'javascript:alert("button")',
          button_text_mobile: 'Claim',
          button_url_mobile: 'javascript:alert("button")',
        },
      },
    },
  });
  return rows;
}
