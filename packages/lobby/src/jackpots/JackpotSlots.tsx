import { lazy, Suspense } from 'react';

// The ticker and the badges, with the jackpot board and their styles, load when a page first shows one.
const JackpotTicker = lazy(() => import('./JackpotTicker'));
const JackpotBadge = lazy(() => import('./JackpotBadge'));


export function JackpotTickerSlot({ onOpen }: { onOpen: () => void }) {
  return (
    // The ticker's height, held while its code loads, so the grid below does not move when it comes (lobby.styles.ts).
    <Suspense fallback={<div className="casino-jackpots--waiting" aria-hidden="true" />}>
      <JackpotTicker onOpen={onOpen} />
    </Suspense>
  );
}

export function JackpotBadgeSlot({ jackpotId }: { jackpotId: number }) {
  return (
    <Suspense fallback={null}>
      <JackpotBadge jackpotId={jackpotId} />
    </Suspense>
  );
}
