import type { Language } from '@casino-sdk/core';
import { RetryPanel } from '@casino-sdk/ui/retry';
import { useT } from '@casino-sdk/ui';
import { useSignals } from '@preact/signals-react/runtime';
import type { Game } from '@casino-sdk/core/contract/casino';
import { useMemo, useState } from 'react';
import { GameGrid } from '../lobby/GameGrid';
import { LobbySkeleton } from '../lobby/LobbySkeleton';
import { matchesFilters, type LobbyFilters } from '../lobby/lobby-filters';
import type { FavouritesModel } from './favourites-model';

export interface FavouriteGamesProps {
  favourites: FavouritesModel;
  filters: LobbyFilters;
  language: Language;
  providerNames: ReadonlyMap<number, string>;
}

/**
 * The favourites as this visit of the tab first showed them, plus those added since (first): a game
 * taken off keeps its card, with an empty heart, so focus stays where the player pressed and a
 * second press puts it back. The next visit shows the favourites only.
 */
function useShownFavourites(all: readonly Game[]): readonly Game[] {
  const [shown, setShown] = useState(all);
  const merged = useMemo(() => {
    const known = new Set(shown.map((game) => game.id));
    const added = all.filter((game) => !known.has(game.id));
    return added.length > 0 ? [...added, ...shown] : shown;
  }, [all, shown]);
  if (merged !== shown) setShown(merged);
  return merged;
}

/** The Favourites tab: the player's games (at most 200, so all at once), with the bar's filters applied. */
export function FavouriteGames({ favourites, filters, language, providerNames }: FavouriteGamesProps) {
  useSignals();
  const t = useT();
  const all = favourites.games.value;
  const shown = useShownFavourites(all);
  const games = useMemo(() => shown.filter((game) => matchesFilters(game, filters)), [shown, filters]);
  const state = favourites.state.value;
  if (state === 'loading') return <LobbySkeleton />;
  if (state === 'error') {
    return (
      <RetryPanel className="casino-lobby__error" part="error" message={t('lobby.favourites.loadFailed')} onRetry={() => favourites.retry()} />
    );
  }
  if (games.length === 0) {
    return (
      <p className="casino-lobby__empty" part="empty" role="status">
        {shown.length === 0 ? t('lobby.favourites.empty') : t('lobby.empty')}
      </p>
    );
  }
  return (
    <GameGrid
      games={games}
      language={language}
      providerNames={providerNames}
      label={t('lobby.favourites.tab')}
      favourites={favourites.ids.value}
      onFavourite={favourites.toggle}
    />
  );
}
