import { addEnglishTexts } from '@casino-sdk/core/internal';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, type ReactNode } from 'react';
import { useRuntime, useT } from '../runtime/use-runtime';
import { createCarouselModel } from './carousel-model';
import english from './texts.en.json';
import { useModel } from '../runtime/use-model';

addEnglishTexts(english);

export interface CarouselProps {
  /** What the carousel shows, e.g. "Promotions" (its accessible name). */
  label: string;
  slides: readonly ReactNode[];
  /** Move on by itself every this many ms; never without it. */
  autoAdvanceMs?: number;
  /** Only where this media query matches (the banner: `(max-width: 700px)`); everywhere without it. */
  autoAdvanceQuery?: string;
  className?: string;
  part?: string;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function watchQuery(view: Window | null, query: string | undefined, onChange: (matches: boolean) => void): () => void {
  const list = query ? view?.matchMedia?.(query) : undefined;
  if (!list) {
    onChange(query === undefined);
    return () => {};
  }
  const listener = () => onChange(list.matches);
  listener();
  list.addEventListener('change', listener);
  return () => list.removeEventListener('change', listener);
}

/**
 * The WAI-ARIA carousel pattern: a labelled region with a pause control first (only while the slides
 * could move on their own), previous/next buttons and one button per slide; each slide is a labelled
 * group ("2 of 6") and the hidden ones are inert. The slides are announced (aria-live polite) when
 * the player moves them and kept quiet while they rotate. The track is a scroll-snap strip, so a
 * swipe on a touch screen is the browser's own; a slide is shown by scrolling to it, which needs
 * no inline style. prefers-reduced-motion: no rotation and no smooth scrolling.
 */
export function Carousel({ label, slides, autoAdvanceMs, autoAdvanceQuery, className, part }: CarouselProps) {
  useSignals();
  const t = useT();
  const runtime = useRuntime();
  const root = useRef<HTMLElement>(null);
  const track = useRef<HTMLDivElement>(null);
  const count = slides.length;
  // Born with the slides' count, so the first render already rotates (aria-live off) and the
  // buttons move: effects run after the first paint, and a click can come before them. Later
  // counts follow through setCount; the model lives as long as its timing.
  const model = useModel(() => createCarouselModel({ count, autoAdvanceMs, after: runtime.scheduler.after }), [runtime, autoAdvanceMs]);
  const index = Math.min(model.index.value, Math.max(0, count - 1));
  const rotating = model.rotating.value;

  useEffect(() => model.setCount(count), [model, count]);

  // Hover (a mouse, not a touch) and keyboard focus anywhere inside stop the rotation.
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const enter = (event: PointerEvent) => event.pointerType === 'mouse' && model.setHovered(true);
    const leave = () => model.setHovered(false);
    const focusIn = () => model.setFocused(true);
    const focusOut = (event: FocusEvent) => {
      if (!element.contains(event.relatedTarget as Node | null)) model.setFocused(false);
    };
    element.addEventListener('pointerenter', enter);
    element.addEventListener('pointerleave', leave);
    element.addEventListener('focusin', focusIn);
    element.addEventListener('focusout', focusOut);
    return () => {
      element.removeEventListener('pointerenter', enter);
      element.removeEventListener('pointerleave', leave);
      element.removeEventListener('focusin', focusIn);
      element.removeEventListener('focusout', focusOut);
    };
  }, [model]);

  // Auto-advance only where asked (a media query) and never for reduced motion.
  const reducedMotion = useRef(false);
  useEffect(() => {
    const view = track.current?.ownerDocument.defaultView ?? null;
    let wide = false;
    const update = () => model.setAllowed(!wide && !reducedMotion.current);
    const stopQuery = watchQuery(view, autoAdvanceQuery, (matches) => {
      wide = !matches;
      update();
    });
    const stopMotion = watchQuery(view, REDUCED_MOTION, (matches) => {
      reducedMotion.current = matches;
      update();
    });
    return () => {
      stopQuery();
      stopMotion();
    };
  }, [model, autoAdvanceQuery]);

  // The model chose a slide: scroll the strip to it (a swipe already did).
  useEffect(() => {
    const strip = track.current;
    if (!strip || typeof strip.scrollTo !== 'function' || !strip.clientWidth) return;
    const left = index * strip.clientWidth;
    if (Math.abs(strip.scrollLeft - left) < 2) return;
    strip.scrollTo({ left, behavior: reducedMotion.current ? 'instant' : 'smooth' });
  }, [index]);

  // A swipe (or a trackpad) scrolled the strip: the slide it came to rest on is the current one.
  useEffect(() => {
    const strip = track.current;
    if (!strip) return;
    const onScrollEnd = () => {
      if (!strip.clientWidth) return;
      const landed = Math.round(strip.scrollLeft / strip.clientWidth);
      if (landed !== model.index.value) model.goTo(landed);
    };
    strip.addEventListener('scrollend', onScrollEnd);
    return () => strip.removeEventListener('scrollend', onScrollEnd);
  }, [model]);

  const classes = ['casino-carousel', className].filter(Boolean).join(' ');
  return (
    <section ref={root} className={classes} part={part} aria-roledescription="carousel" aria-label={label}>
      <div className="casino-carousel__track" ref={track} aria-live={rotating ? 'off' : 'polite'}>
        {slides.map((slide, position) => (
          <div
            key={position}
            className="casino-carousel__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={t('carousel.slide', { number: position + 1, count })}
            inert={position !== index}
          >
            {slide}
          </div>
        ))}
      </div>
      {count > 1 ? (
        <div className="casino-carousel__controls" part="carousel-controls">
          {model.canRotate.value ? (
            <button
              type="button"
              className="casino-carousel__button casino-carousel__pause"
              part="carousel-pause"
              aria-label={model.playing.value ? t('carousel.pause') : t('carousel.play')}
              onClick={() => model.togglePlaying()}
            >
              <span className={model.playing.value ? 'casino-carousel__icon-pause' : 'casino-carousel__icon-play'} aria-hidden="true" />
            </button>
          ) : null}
          <button type="button" className="casino-carousel__button casino-carousel__previous" part="carousel-previous" aria-label={t('carousel.previous')} onClick={() => model.previous()}>
            <span className="casino-carousel__chevron" aria-hidden="true" />
          </button>
          <div className="casino-carousel__dots" role="group" aria-label={t('carousel.slides')}>
            {slides.map((_, position) => (
              <button
                key={position}
                type="button"
                className="casino-carousel__dot"
                part="carousel-dot"
                aria-label={t('carousel.goTo', { number: position + 1 })}
                aria-current={position === index ? 'true' : undefined}
                onClick={() => model.goTo(position)}
              />
            ))}
          </div>
          <button type="button" className="casino-carousel__button casino-carousel__next" part="carousel-next" aria-label={t('carousel.next')} onClick={() => model.next()}>
            <span className="casino-carousel__chevron" aria-hidden="true" />
          </button>
        </div>
      ) : null}
    </section>
  );
}
