import type { Language } from '@casino-sdk/core';
import type { Game } from '@casino-sdk/core/contract/casino';
import { useId, useRef } from 'react';
import { useCardLinkClicks, useCardTexts } from '../lobby/card-texts';
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
  const texts = useCardTexts();
  const row = useRef<HTMLDivElement>(null);
  useCardLinkClicks(row);
  return (
    <section className="casino-lobby__recent" part="recently-played" aria-labelledby={headingId}>
      <h2 id={headingId} className="casino-lobby__heading">
        {title}
      </h2>
      <div className="casino-lobby__recent-row" role="list" aria-labelledby={headingId} ref={row}>
        {games.map((game) => (
          <GameCard
            key={game.id}
            game={game}
            language={language}
            providerName={providerNames.get(game.provider_id) ?? game.provider?.name}
            texts={texts}
            favourite={favourites.has(game.id)}
            onFavourite={onFavourite}
          />
        ))}
      </div>
    </section>
  );
}
