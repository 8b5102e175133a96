import type { Language } from '@casino-sdk/core';
import { Button } from '@casino-sdk/ui/button';
import { useT } from '@casino-sdk/ui';
import { useSignals } from '@preact/signals-react/runtime';
import { useMemo } from 'react';
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

/** The Favourites tab: the player's games (at most 200, so all at once), with the bar's filters applied. */
export function FavouriteGames({ favourites, filters, language, providerNames }: FavouriteGamesProps) {
  useSignals();
  const t = useT();
  const all = favourites.games.value;
  const games = useMemo(() => all.filter((game) => matchesFilters(game, filters)), [all, filters]);
  const state = favourites.state.value;
  if (state === 'loading') return <LobbySkeleton />;
  if (state === 'error') {
    return (
      <div className="casino-retry casino-lobby__error" part="error">
        <p role="alert">{t('lobby.favourites.loadFailed')}</p>
        <Button variant="secondary" onClick={() => favourites.retry()}>
          {t('lobby.retry')}
        </Button>
      </div>
    );
  }
  if (games.length === 0) {
    return (
      <p className="casino-lobby__empty" part="empty" role="status">
        {all.length === 0 ? t('lobby.favourites.empty') : t('lobby.empty')}
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
