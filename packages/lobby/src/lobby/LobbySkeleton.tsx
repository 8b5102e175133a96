import { useT } from '@casino-sdk/ui';
import { Skeleton } from '@casino-sdk/ui/loading';

const SKELETON_CARDS = 12;

/** Skeleton cards while games load, never a blank grid; announced once as "Loading games…". */
export function LobbySkeleton() {
  const t = useT();
  return (
    <div className="casino-lobby__loading" part="loading" aria-busy="true">
      <span className="casino-visually-hidden" role="status">
        {t('lobby.loading')}
      </span>
      <div className="casino-lobby__skeletons">
        <SkeletonCards count={SKELETON_CARDS} />
      </div>
    </div>
  );
}

/** Placeholder cards of the grid's card shape (the grid's loading box, a rail waiting for its games). */
export function SkeletonCards({ count }: { count: number }) {
  return Array.from({ length: count }, (_, index) => (
    <div key={index} className="casino-lobby__skeleton-card" aria-hidden="true">
      <Skeleton className="casino-lobby__skeleton-art" />
      <Skeleton shape="medium" />
    </div>
  ));
}
