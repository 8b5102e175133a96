import type { Banner } from '@casino-sdk/core/contract/cms';
import type { Media } from '@casino-sdk/core/contract';
import { classifyCmsLink, isForViewer, isSafeImageUrl, isVisitorOnly, splitPath, type Language } from '@casino-sdk/core/rules';

/** The spec: the desktop or the mobile picture, switched at 600 px. */
export const MOBILE_MEDIA = '(max-width: 599px)';
export const DESKTOP_MEDIA = '(min-width: 600px)';

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

/**
 * The banners a lobby section shows a visitor or (`signedIn`) a player: its own category's and those
 * for every lobby, less those the platform marked for the other audience.
 */
export function bannersFor(banners: readonly Banner[], category: string, signedIn: boolean): Banner[] {
  return banners.filter((banner) => {
    const own = bannerCategory(banner);
    return (own === null || own === ALL_CATEGORIES || own === category) && isForViewer(banner.audience, signedIn);
  });
}

/** A picture's formats, each only when it is an image address CMS content may use (isSafeImageUrl). */
function picture(media: Media): SlidePicture {
  return { src: media.full_url, webp: isSafeImageUrl(media.url_webp) ? media.url_webp! : null };
}

function link(url: string | null | undefined, language: Language, signedIn: boolean): SlideLink | null {
  if (!url) return null;
  const sorted = classifyCmsLink(url, language);
  // A player sent to login or registration would be sent on at once, without a word: no button.
  if (sorted.kind === 'internal') return signedIn && isVisitorOnly(splitPath(sorted.path, language).route) ? null : { kind: 'internal', path: sorted.path };
  if (sorted.kind === 'external') return { kind: 'external', href: sorted.href };
  // javascript:, data:, mailto: and the like: a banner button never gets them.
  return null;
}

function button(text: string | null | undefined, url: string | null | undefined, language: Language, signedIn: boolean): SlideButton[] {
  const target = link(url, language, signedIn);
  return text?.trim() && target ? [{ text: text.trim(), link: target }] : [];
}

/**
 * A banner as the carousel shows a visitor or (`signedIn`) a player, or null when it has no picture.
 * Pictures whose address is not an image address CMS content may use are left out, as are buttons
 * whose URL is not an http(s) address or a path of this site, and for a player buttons to the
 * visitors' pages; a mobile text or button that is missing falls back to the desktop one.
 */
export function bannerSlide(banner: Banner, language: Language, signedIn: boolean): BannerSlide | null {
  const medias = banner.medias.filter((media) => media.title !== CARD_MEDIA_TITLE && isSafeImageUrl(media.full_url));
  const desktopMedia = medias.find((media) => !media.is_mobile) ?? medias[0];
  if (!desktopMedia) return null;
  const mobileMedia = medias.find((media) => media.is_mobile) ?? desktopMedia;
  const options = banner.options;
  const html = options?.html ?? banner.subtitle ?? '';
  const buttons = [
    ...button(options?.button_text, options?.button_url, language, signedIn),
    ...button(options?.button_text_1, options?.button_url_1, language, signedIn),
  ];
  const mobileButtons = [
    ...button(options?.button_text_mobile ?? options?.button_text, options?.button_url_mobile ?? options?.button_url, language, signedIn),
    ...button(options?.button_text_mobile_1 ?? options?.button_text_1, options?.button_url_mobile_1 ?? options?.button_url_1, language, signedIn),
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

export function bannerSlides(banners: readonly Banner[], language: Language, signedIn: boolean): BannerSlide[] {
  return banners.flatMap((banner) => bannerSlide(banner, language, signedIn) ?? []);
}
