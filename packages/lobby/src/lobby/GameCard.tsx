import type { Language } from '@casino-sdk/core';
import type { Game } from '@casino-sdk/core/contract/casino';
import { linkClick, useHost, useT } from '@casino-sdk/ui';
import { memo } from 'react';
import { gamePath } from './game-path';

export interface GameCardProps {
  game: Game;
  language: Language;
  providerName: string | undefined;
}

/** One game: its art, name and provider are the play link; a demo link where the game has one. */
export const GameCard = memo(function GameCard({ game, language, providerName }: GameCardProps) {
  const t = useT();
  const host = useHost();
  const play = gamePath(language, game);
  const demo = gamePath(language, game, true);
  return (
    <div className="casino-lobby__card" part="card" role="listitem">
      <a className="casino-lobby__play" href={play} onClick={linkClick(host, play)}>
        <span className="casino-lobby__art">
          <img src={game.image} alt="" width={400} height={300} loading="lazy" decoding="async" />
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
    </div>
  );
});
