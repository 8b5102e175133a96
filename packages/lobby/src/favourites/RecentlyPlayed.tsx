import type { Language } from '@casino-sdk/core';
import type { Game } from '@casino-sdk/core/contract/casino';
import { useId } from 'react';
import { GameCard } from '../lobby/GameCard';

export interface RecentlyPlayedProps {
  games: readonly Game[];
  language: Language;
  title: string;
  providerNames: ReadonlyMap<number, string>;
  favourites: ReadonlySet<number>;
  onFavourite: (game: Game) => void;
}

/** The signed-in player's last games, newest first, in one row that scrolls sideways. */
export function RecentlyPlayed({ games, language, title, providerNames, favourites, onFavourite }: RecentlyPlayedProps) {
  const headingId = useId();
  return (
    <section className="casino-lobby__recent" part="recently-played" aria-labelledby={headingId}>
      <h2 id={headingId} className="casino-lobby__heading">
        {title}
      </h2>
      <div className="casino-lobby__recent-row" role="list" aria-labelledby={headingId}>
        {games.map((game) => (
          <GameCard
            key={game.id}
            game={game}
            language={language}
            providerName={providerNames.get(game.provider_id) ?? game.provider?.name}
            favourite={favourites.has(game.id)}
            onFavourite={onFavourite}
          />
        ))}
      </div>
    </section>
  );
}
