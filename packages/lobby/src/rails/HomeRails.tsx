import { useSignals } from '@preact/signals-react/runtime';
import { lazy, Suspense } from 'react';
import type { FavouritesModel } from '../favourites/favourites-model';
import type { RailsProps } from './Rails';

// The rails, their models, styles and texts load as their own chunk: the lobby's entry does not grow by them.
const Rails = lazy(() => import('./Rails'));

/** Rails the visitor sees; a signed-in player's Recently played comes first while it loads or has games. */
const CATALOGUE_RAILS = 4;

/** Whether the player's own row shows: while their lists load (its place held), then if it has games. */
export function showsRecent(favourites: FavouritesModel): boolean {
  const state = favourites.state.value;
  return state === 'loading' || (state === 'ready' && favourites.recent.value.length > 0);
}

/**
 * The home page's rails above the grid. Until their code arrives, empty boxes of the rails' height
 * hold their place, so the grid below never moves.
 */
export function HomeRails(props: RailsProps) {
  useSignals();
  const count = CATALOGUE_RAILS + (showsRecent(props.favourites) ? 1 : 0);
  const places = (
    <div className="casino-lobby__rails" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="casino-lobby__rail" />
      ))}
    </div>
  );
  return (
    <Suspense fallback={places}>
      <Rails {...props} />
    </Suspense>
  );
}
