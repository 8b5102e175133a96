import type { Language } from '@casino-sdk/core';
import type { Game } from '@casino-sdk/core/contract/casino';
import { linkClick, useHost, useT } from '@casino-sdk/ui';
import { memo } from 'react';
import { FavouriteButton } from '../favourites/FavouriteButton';
import { gamePath } from './game-path';

export interface GameCardProps {
  game: Game;
  language: Language;
  providerName: string | undefined;
  /** Whether the game is one of the signed-in player's favourites; undefined for a visitor (no heart). */
  favourite?: boolean | undefined;
  onFavourite?: ((game: Game) => void) | undefined;
}

/**
 * One game: its art, name and provider are the play link (real play for a player, demo for a
 * visitor: the game frame decides, as the spec says); a demo link where the game has one, and a
 * heart for a signed-in player.
 */
export const GameCard = memo(function GameCard({ game, language, providerName, favourite, onFavourite }: GameCardProps) {
  const t = useT();
  const host = useHost();
  const play = gamePath(language, game);
  const demo = gamePath(language, game, true);
  return (
    <div className="casino-lobby__card" part="card" role="listitem">
      <a className="casino-lobby__play" href={play} onClick={linkClick(host, play)}>
        <span className="casino-lobby__art">
          <img src={game.image} alt="" width={400} height={300} loading="lazy" decoding="async" />
          {/* Seen on hover and focus: the link's name is the game's, so this stays out of it. */}
          <span className="casino-lobby__play-cue" part="play-cue" aria-hidden="true">
            {t('lobby.play')}
          </span>
        </span>
        <span className="casino-lobby__name">{game.name}</span>
        {providerName ? <span className="casino-lobby__provider">{providerName}</span> : null}
      </a>
      {game.has_demo ? (
        <a
          className="casino-lobby__demo"
          part="demo"
          href={demo}
          onClick={linkClick(host, demo)}
          aria-label={t('lobby.demoGame', { name: game.name })}
        >
          {t('lobby.demo')}
        </a>
      ) : null}
      {favourite !== undefined && onFavourite ? <FavouriteButton game={game} pressed={favourite} onToggle={onFavourite} /> : null}
    </div>
  );
});
