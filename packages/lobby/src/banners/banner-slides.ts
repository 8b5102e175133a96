import type { Banner } from '@casino-sdk/core/contract/cms';
import type { Media } from '@casino-sdk/core/contract';
import { classifyCmsLink, type Language } from '@casino-sdk/core/rules';

/** The spec: the desktop or the mobile picture, switched at 600 px. */
export const MOBILE_MEDIA = '(max-width: 599px)';
export const DESKTOP_MEDIA = '(min-width: 600px)';

/** `<casino-lobby>`'s slot for a first banner picture its page drew from the HTML (decision 0027). */
export const FIRST_BANNER_SLOT = 'first-banner';

/** The category of banners every lobby shows. */
export const ALL_CATEGORIES = 'all';

/** A picture in the formats the platform has: WebP where the browser takes it, else `full_url`. */
export interface SlidePicture {
  src: string;
  webp: string | null;
}

/** Where a banner button goes: the site's own path (through the host's router) or another site. */
export type SlideLink = { kind: 'internal'; path: string } | { kind: 'external'; href: string };

export interface SlideButton {
  text: string;
  link: SlideLink;
}

/** What one screen size shows of a banner. */
export interface SlideCopy {
  /** Untrusted HTML: the view sanitises it. */
  html: string;
  buttons: SlideButton[];
}

export interface BannerSlide {
  id: number;
  /** The banner's title, the picture's alternative text. */
  title: string;
  desktop: SlidePicture;
  /** Below 600 px; the desktop picture when the banner has no mobile one. */
  mobile: SlidePicture;
  copy: SlideCopy;
  mobileCopy: SlideCopy;
}

/** The title of the promotion card's media, which is not a slide of its carousel. */
export const CARD_MEDIA_TITLE = 'card';

/** A media's comment prefix (before ':') is its banner's category (`live-casino:hero`). */
export function bannerCategory(banner: Banner): string | null {
  for (const media of banner.medias) {
    const prefix = media.comment?.split(':')[0]?.trim();
    if (prefix) return prefix;
  }
  return null;
}

/** The banners a lobby section shows: its own category's and those for every lobby. */
export function bannersFor(banners: readonly Banner[], category: string): Banner[] {
  return banners.filter((banner) => {
    const own = bannerCategory(banner);
    return own === null || own === ALL_CATEGORIES || own === category;
  });
}

function picture(media: Media): SlidePicture {
  return { src: media.full_url, webp: media.url_webp || null };
}

function link(url: string | null | undefined, language: Language): SlideLink | null {
  if (!url) return null;
  const sorted = classifyCmsLink(url, language);
  if (sorted.kind === 'internal') return { kind: 'internal', path: sorted.path };
  if (sorted.kind === 'external') return { kind: 'external', href: sorted.href };
  // javascript:, data:, mailto: and the like: a banner button never gets them.
  return null;
}

function button(text: string | null | undefined, url: string | null | undefined, language: Language): SlideButton[] {
  const target = link(url, language);
  return text?.trim() && target ? [{ text: text.trim(), link: target }] : [];
}

/**
 * A banner as the carousel shows it, or null when it has no picture. Buttons whose URL is not an
 * http(s) address or a path of this site are dropped; a mobile text or button that is missing
 * falls back to the desktop one.
 */
export function bannerSlide(banner: Banner, language: Language): BannerSlide | null {
  const medias = banner.medias.filter((media) => media.title !== CARD_MEDIA_TITLE);
  const desktopMedia = medias.find((media) => !media.is_mobile) ?? medias[0];
  if (!desktopMedia) return null;
  const mobileMedia = medias.find((media) => media.is_mobile) ?? desktopMedia;
  const options = banner.options;
  const html = options?.html ?? banner.subtitle ?? '';
  const buttons = [
    ...button(options?.button_text, options?.button_url, language),
    ...button(options?.button_text_1, options?.button_url_1, language),
  ];
  const mobileButtons = [
    ...button(options?.button_text_mobile ?? options?.button_text, options?.button_url_mobile ?? options?.button_url, language),
    ...button(options?.button_text_mobile_1 ?? options?.button_text_1, options?.button_url_mobile_1 ?? options?.button_url_1, language),
  ];
  return {
    id: banner.id,
    title: banner.title ?? '',
    desktop: picture(desktopMedia),
    mobile: picture(mobileMedia),
    copy: { html, buttons },
    mobileCopy: { html: options?.html_mobile ?? html, buttons: mobileButtons },
  };
}

export function bannerSlides(banners: readonly Banner[], language: Language): BannerSlide[] {
  return banners.flatMap((banner) => bannerSlide(banner, language) ?? []);
}
