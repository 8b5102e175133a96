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
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <div key={index} className="casino-lobby__skeleton-card">
            <Skeleton className="casino-lobby__skeleton-art" />
            <Skeleton shape="medium" />
          </div>
        ))}
      </div>
    </div>
  );
}
