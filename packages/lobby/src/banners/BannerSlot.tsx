import { lazy, Suspense, useCallback, useState } from 'react';

// Its own chunk, with DOMPurify and the carousel: the lobby's code does not grow with them.
const HomeBanners = lazy(() => import('./HomeBanners'));

/**
 * The lobby's banner box: on screen at once with the art's size, so nothing below moves when the
 * carousel arrives; it goes away only when there is no banner at all.
 */
export function BannerSlot({ category }: { category: string }) {
  const [empty, setEmpty] = useState(false);
  const onEmpty = useCallback(() => setEmpty(true), []);
  return (
    <div className={empty ? 'casino-banners casino-banners--empty' : 'casino-banners'}>
      <Suspense fallback={null}>
        <HomeBanners category={category} onEmpty={onEmpty} />
      </Suspense>
    </div>
  );
}
