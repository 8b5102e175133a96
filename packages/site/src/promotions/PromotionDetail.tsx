import { formatLongDate } from '@casino-sdk/core/dates';
import { type Language, localePath } from '@casino-sdk/core/rules';
import { isPlainClick, linkClick, navigate, useHost, useRuntime, useT } from '@casino-sdk/ui';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef } from 'react';
import type { PromotionDetailState } from './promotions-model';

type Ready = Extract<PromotionDetailState, { kind: 'ready' }>;

/**
 * A promotion's page: the back link, its pictures in the banner carousel, its name and its
 * sanitised content (inserted as DOM nodes; React never sees it as HTML).
 */
export function PromotionDetail({ state }: { state: Ready }) {
  useSignals();
  const t = useT();
  const host = useHost();
  const signedIn = useRuntime().store.session.value !== null;
  const content = useRef<HTMLDivElement>(null);
  const { promotion, language, banners } = state;
  const slides = banners.bannerSlides(promotion.banners ?? [], language, signedIn);
  const newTabLabel = t('promotions.newTab');

  useEffect(() => {
    const container = content.current;
    if (!container) return;
    container.replaceChildren(state.sanitize(promotion.content ?? '', { language, doc: container.ownerDocument, newTabLabel }));
  }, [state, promotion, language, newTabLabel]);

  // The site's own links in the content go through the host's router on a plain click.
  useEffect(() => {
    const container = content.current;
    if (!container) return;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || !isPlainClick(event)) return;
      const href = (event.target as Element | null)?.closest?.('a[href]')?.getAttribute('href') ?? '';
      if (!href.startsWith('/')) return;
      event.preventDefault();
      navigate(host, href);
    };
    container.addEventListener('click', onClick);
    return () => container.removeEventListener('click', onClick);
  }, [host]);

  return (
    <>
      <BackLink language={language} />
      {slides.length ? (
        <div className="casino-banners casino-banners--plain casino-promotion__banners">
          <banners.BannerCarousel slides={slides} label={t('promotions.pictures')} />
        </div>
      ) : null}
      <h1 className="casino-promotions__title" part="title">
        {promotion.name}
      </h1>
      {promotion.comment ? <p className="casino-promotion__lead">{promotion.comment}</p> : null}
      {promotion.is_valid === false ? (
        <p className="casino-promotion__upcoming" part="upcoming">
          {t('promotions.validFrom', { date: formatLongDate(promotion.valid_from, language) })}
        </p>
      ) : null}
      <div className="casino-promotion__content" part="content" ref={content} />
    </>
  );
}

/** The spec's back button to all promotions (a link: it goes to another page). */
function BackLink({ language }: { language: Language }) {
  const t = useT();
  const host = useHost();
  const path = localePath(language, 'promotion');
  return (
    <a className="casino-button casino-button--ghost casino-promotion__back" part="back" href={path} onClick={linkClick(host, path)}>
      <span className="casino-promotion__back-icon" aria-hidden="true" />
      {t('promotions.back')}
    </a>
  );
}
