import { DESKTOP_MEDIA, MOBILE_MEDIA, type BannerSlide } from './banner-slides';

/**
 * `<link rel="preload" as="image">` for a slide's two pictures, each for the widths where the
 * carousel's `<picture>` picks it (and WebP where it has one, as its `<source type>` does), so
 * the browser fetches exactly the file the `<img>` shows later, once.
 */
export function preloadPictures(slide: BannerSlide): void {
  for (const [picture, media] of [
    [slide.mobile, MOBILE_MEDIA],
    [slide.desktop, DESKTOP_MEDIA],
  ] as const) {
    const link = document.createElement('link');
    const attributes = { rel: 'preload', as: 'image', href: picture.webp ?? picture.src, media, fetchpriority: 'high' };
    for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
    if (picture.webp) link.setAttribute('type', 'image/webp');
    document.head.append(link);
  }
}
