import { isApiError } from '@casino-sdk/core';
import { FIRST_BANNER_SLOT, type Language } from '@casino-sdk/core/rules';
import { useRuntime } from '@casino-sdk/ui';
import { useSignals } from '@preact/signals-react/runtime';
import type { Banner } from '@casino-sdk/core/contract/cms';
import { lazy, memo, Suspense, useEffect, useMemo, useState } from 'react';
import { BannerPicture } from '@casino-sdk/ui/banners/BannerPicture';
import { bannerSlides, bannersFor } from '@casino-sdk/ui/banners/banner-slides';
import { fetchHomeBanners } from './home-banners';

// Its own chunk, with DOMPurify and the carousel: the lobby's code does not grow with them.
const HomeBanners = lazy(() => import('./HomeBanners'));

/**
 * The lobby's banner box: on screen at once with the art's size, so nothing below moves when the
 * carousel arrives; it goes away only when there is no banner at all. The banners are asked for
 * here, and the first slide's picture is shown as soon as they are known, while the carousel's
 * code loads: it is the page's largest paint, and the carousel's chunk (with DOMPurify) is not
 * needed to draw it. The carousel takes its place in one commit, with the same picture, decoded.
 * Memoised: a new game list does not re-render the banners.
 */
export const BannerSlot = memo(function BannerSlot({ category }: { category: string }) {
  useSignals();
  const runtime = useRuntime();
  const language = runtime.store.language.value;
  const signedIn = runtime.store.session.value !== null;
  // Asked for once the box is on the page (the host may have started the call already, see
  // startHomeBanners): not during the render, which React may throw away and render again.
  // Another language or section keeps the slides shown until its own are known: no flash between.
  const [answer, setAnswer] = useState<{ banners: readonly Banner[]; language: Language; signedIn: boolean } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    let current = true;
    fetchHomeBanners(runtime, { language, signal: controller.signal }).then(
      (banners) => current && setAnswer({ banners, language, signedIn }),
      (error: unknown) => {
        if (!current || (isApiError(error) && error.kind === 'aborted')) return;
        // Banners are the page's decoration: without them the games are still there.
        console.warn('[casino-sdk] The lobby banners could not be loaded.', error);
        setAnswer({ banners: [], language, signedIn });
      },
    );
    return () => {
      current = false;
      controller.abort();
    };
    // Signing in or out asks again: the call carries the player's id.
  }, [runtime, language, signedIn]);
  const slides = useMemo(
    () => answer && bannerSlides(bannersFor(answer.banners, category, answer.signedIn), answer.language, answer.signedIn),
    [answer, category],
  );
  const first = slides?.[0];
  // A host that drew the first picture already (from its HTML, decision 0027) puts it in this slot;
  // otherwise the slot shows the lobby's own, once the banners are known.
  const firstPicture = (
    <div className="casino-banners__first">
      <slot name={FIRST_BANNER_SLOT}>{first ? <BannerPicture slide={first} first /> : null}</slot>
    </div>
  );

  return (
    <div className={slides && !first ? 'casino-banners casino-banners--empty' : 'casino-banners casino-banners--strip'}>
      {first ? (
        <Suspense fallback={firstPicture}>
          <HomeBanners slides={slides} />
        </Suspense>
      ) : slides ? null : (
        firstPicture
      )}
    </div>
  );
});
