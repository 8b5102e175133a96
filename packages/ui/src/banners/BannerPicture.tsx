import { MOBILE_MEDIA, type BannerSlide } from './banner-slides';

/**
 * A banner's picture: the mobile one below 600 px, the desktop one above, WebP where the platform has
 * it. The first slide's is the page's largest paint: fetched first, never lazily, decoded at once,
 * so the carousel's copy of it shows in the frame where it replaces the lobby's first one.
 */
export function BannerPicture({ slide, first }: { slide: BannerSlide; first: boolean }) {
  const { mobile, desktop } = slide;
  return (
    <picture className="casino-banner__picture">
      {mobile.webp ? <source media={MOBILE_MEDIA} srcSet={mobile.webp} type="image/webp" /> : null}
      <source media={MOBILE_MEDIA} srcSet={mobile.src} />
      {desktop.webp ? <source srcSet={desktop.webp} type="image/webp" /> : null}
      <img
        className="casino-banner__image"
        src={desktop.src}
        alt=""
        width={1200}
        height={400}
        decoding={first ? 'sync' : 'async'}
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : 'auto'}
      />
    </picture>
  );
}
