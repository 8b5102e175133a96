import type { Language } from '@casino-sdk/core';
import { gamePlayPath } from '@casino-sdk/core/rules';
import type { Game } from '@casino-sdk/core/contract/casino';
import { memo } from 'react';
import { FavouriteButton } from '../favourites/FavouriteButton';
import { JackpotBadgeSlot } from '../jackpots/JackpotSlots';
import type { CardTexts } from './card-texts';

export interface GameCardProps {
  game: Game;
  language: Language;
  providerName: string | undefined;
  texts: CardTexts;
  /** Whether the game is one of the signed-in player's favourites; undefined for a visitor (no heart). */
  favourite?: boolean | undefined;
  onFavourite?: ((game: Game) => void) | undefined;
}

/**
 * One game: its art, name and provider are the play link (real play for a player, demo for a
 * visitor: the game frame decides, as the spec says); a demo link where the game has one, and a
 * heart for a signed-in player. No hooks: texts come from the list and link clicks are taken by the
 * list's one handler (`useCardLinkClick`), so a new list costs its DOM and little else.
 */
/**
 * A card leaving the DOM (a new list, or its row scrolled far away) stops its picture if it is still
 * loading: its bytes, and the parsing of SVG art on the main thread, would otherwise land in the next
 * list's frame.
 */
function releasePicture(picture: HTMLImageElement): () => void {
  return () => {
    if (!picture.complete) picture.removeAttribute('src');
  };
}

export const GameCard = memo(function GameCard({ game, language, providerName, texts, favourite, onFavourite }: GameCardProps) {
  return (
    <div className="casino-lobby__card" part="card" role="listitem">
      <a className="casino-lobby__play" href={gamePlayPath(language, game.provider_id, game.id)}>
        <span className="casino-lobby__art">
          <img ref={releasePicture} src={game.image} alt="" width={400} height={300} loading="lazy" decoding="async" />
          {game.jackpot_id ? <JackpotBadgeSlot jackpotId={game.jackpot_id} /> : null}
          {/* Seen on hover and focus: the link's name is the game's, so this stays out of it. */}
          <span className="casino-lobby__play-cue" part="play-cue" aria-hidden="true">
            {texts.play}
          </span>
        </span>
        <span className="casino-lobby__name">{game.name}</span>
        {providerName ? <span className="casino-lobby__provider">{providerName}</span> : null}
      </a>
      {game.has_demo ? (
        <a className="casino-lobby__demo" part="demo" href={gamePlayPath(language, game.provider_id, game.id, true)} aria-label={texts.demoGame(game.name)}>
          {texts.demo}
        </a>
      ) : null}
      {/* Opens the game's info panel: the lobby takes the click (useGameInfo), so the card stays hook-free. */}
      <button type="button" className="casino-lobby__info" part="info" aria-label={texts.info(game.name)} data-info-game={game.id} data-info-provider={game.provider_id} data-info-name={game.name}>
        i
      </button>
      {favourite !== undefined && onFavourite ? (
        <FavouriteButton game={game} pressed={favourite} label={texts.favourite(game.name)} onToggle={onFavourite} />
      ) : null}
    </div>
  );
});

export interface GameCardsProps {
  games: readonly Game[];
  language: Language;
  providerNames: ReadonlyMap<number, string>;
  texts: CardTexts;
  /** The signed-in player's favourites; null or undefined for a visitor (no hearts). */
  favourites?: ReadonlySet<number> | null | undefined;
  onFavourite?: ((game: Game) => void) | undefined;
}

/** A run of cards with what every list gives them (a grid row, a rail). */
export function GameCards({ games, language, providerNames, texts, favourites, onFavourite }: GameCardsProps) {
  return games.map((game) => (
    <GameCard
      key={game.id}
      game={game}
      language={language}
      providerName={providerNames.get(game.provider_id) ?? game.provider?.name}
      texts={texts}
      favourite={favourites ? favourites.has(game.id) : undefined}
      onFavourite={onFavourite}
    />
  ));
}
