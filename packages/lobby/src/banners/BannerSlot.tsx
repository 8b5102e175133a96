import { useRuntime } from '@casino-sdk/ui';
import { useSignals } from '@preact/signals-react/runtime';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { fetchHomeBanners } from './home-banners';

// Its own chunk, with DOMPurify and the carousel: the lobby's code does not grow with them.
const HomeBanners = lazy(() => import('./HomeBanners'));

/**
 * The lobby's banner box: on screen at once with the art's size, so nothing below moves when the
 * carousel arrives; it goes away only when there is no banner at all. The banners are asked for
 * here, while the carousel's code loads.
 */
export function BannerSlot({ category }: { category: string }) {
  useSignals();
  const runtime = useRuntime();
  const language = runtime.store.language.value;
  const signedIn = runtime.store.session.value !== null;
  // Asked for during the render that shows the box, so the call runs beside the chunk's download.
  const request = useMemo(() => {
    const controller = new AbortController();
    const banners = fetchHomeBanners(runtime, { language, signal: controller.signal });
    // Read by the carousel once its code is in; until then a failure must not go unhandled.
    banners.catch(() => {});
    return { banners, controller };
    // Signing in or out asks again: the call carries the player's id.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [runtime, language, signedIn]);
  useEffect(() => () => request.controller.abort(), [request]);
  // Which request found nothing to show: a new one (another language) gets its box back.
  const [emptyFor, setEmptyFor] = useState<Promise<unknown> | null>(null);
  const onEmpty = useCallback(() => setEmptyFor(request.banners), [request]);
  const empty = emptyFor === request.banners;

  return (
    <div className={empty ? 'casino-banners casino-banners--empty' : 'casino-banners'}>
      <Suspense fallback={null}>
        <HomeBanners request={request.banners} language={language} category={category} onEmpty={onEmpty} />
      </Suspense>
    </div>
  );
}
