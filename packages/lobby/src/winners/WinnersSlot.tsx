import { useRuntime } from '@casino-sdk/ui';
import { useSignals } from '@preact/signals-react/runtime';
import { lazy, Suspense } from 'react';

// The feed, its model, texts and styles load only where it shows: the home page of a skin that has it.
const WinnersFeed = lazy(() => import('./WinnersFeed'));

/** Holds the feed's height while it loads, so the games below do not move when it arrives (lobby.styles.ts). */
const waiting = <div className="casino-winners casino-winners--waiting" aria-hidden="true" />;

/** "Recent big wins", when the skin's `ui_options.top_winnings` is on. */
export function WinnersSlot() {
  useSignals();
  const runtime = useRuntime();
  if (!runtime.store.skinSettings.value.ui_options.top_winnings) return null;
  return (
    <Suspense fallback={waiting}>
      <WinnersFeed waiting={waiting} />
    </Suspense>
  );
}
