import { useElementStyles, linkClick, useHost } from '@casino-sdk/ui';
import { Carousel, carouselCss } from '@casino-sdk/ui/carousel';
import { useLayoutEffect, useRef } from 'react';
import { bannerSlotCss } from './banner-slot.styles';
import { bannerCss } from './banner.styles';
import { sanitizeBannerHtml } from './banner-sanitizer';
import { BannerPicture } from './BannerPicture';
import type { BannerSlide, SlideButton, SlideCopy } from './banner-slides';

/** The spec: auto-scroll every 5 s, on mobile only (width 700 or less). */
export const AUTO_ADVANCE_MS = 5_000;
export const AUTO_ADVANCE_QUERY = '(max-width: 700px)';

export interface BannerCarouselProps {
  slides: readonly BannerSlide[];
  /** The carousel's accessible name. */
  label: string;
  /** Move on every 5 s at widths up to 700 px (the lobby's hero; a promotion's pictures stay put). */
  autoAdvance?: boolean;
}

/** Sanitised banner HTML, inserted as DOM nodes: React never sees it as HTML. */
function BannerHtml({ html }: { html: string }) {
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = box.current;
    if (element) element.replaceChildren(sanitizeBannerHtml(html, element.ownerDocument));
  }, [html]);
  return <div className="casino-banner__html" ref={box} />;
}

function BannerButton({ button, primary }: { button: SlideButton; primary: boolean }) {
  const host = useHost();
  const className = `casino-button ${primary ? 'casino-button--primary' : 'casino-button--ghost casino-banner__secondary'}`;
  if (button.link.kind === 'external') {
    return (
      <a className={className} part="banner-button" href={button.link.href} target="_blank" rel="noopener noreferrer">
        {button.text}
      </a>
    );
  }
  return (
    <a className={className} part="banner-button" href={button.link.path} onClick={linkClick(host, button.link.path)}>
      {button.text}
    </a>
  );
}

function Copy({ copy, variant }: { copy: SlideCopy; variant: 'desktop' | 'mobile' }) {
  if (!copy.html && !copy.buttons.length) return null;
  return (
    <div className={`casino-banner__copy casino-banner__copy--${variant}`}>
      {copy.html ? <BannerHtml html={copy.html} /> : null}
      {copy.buttons.length ? (
        <div className="casino-banner__buttons">
          {copy.buttons.map((button, index) => (
            <BannerButton key={index} button={button} primary={index === 0} />
          ))}
        </div>
      ) : null}
    </div>
  );
}

/**
 * One banner: its picture in a box of fixed ratio, its sanitised text and buttons over the calm
 * part of the art.
 */
function Banner({ slide, first }: { slide: BannerSlide; first: boolean }) {
  return (
    <div className="casino-banner" part="banner">
      <BannerPicture slide={slide} first={first} />
      <Copy copy={slide.copy} variant="desktop" />
      <Copy copy={slide.mobileCopy} variant="mobile" />
    </div>
  );
}

/** Banners in the shared carousel; its CSS and this code arrive in their own chunk (the box's CSS too, for other families). */
export function BannerCarousel({ slides, label, autoAdvance = false }: BannerCarouselProps) {
  useElementStyles(carouselCss, bannerSlotCss, bannerCss);
  return (
    <Carousel
      className="casino-banners__carousel"
      part="banners"
      label={label}
      slides={slides.map((slide, index) => (
        <Banner key={slide.id} slide={slide} first={index === 0} />
      ))}
      autoAdvanceMs={autoAdvance ? AUTO_ADVANCE_MS : undefined}
      autoAdvanceQuery={autoAdvance ? AUTO_ADVANCE_QUERY : undefined}
    />
  );
}
