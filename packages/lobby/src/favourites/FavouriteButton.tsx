import type { Game } from '@casino-sdk/core/contract/casino';

export interface FavouriteButtonProps {
  game: Game;
  pressed: boolean;
  /** "Favourite: {name}", translated by the list. */
  label: string;
  onToggle: (game: Game) => void;
}

/** The heart on a card: a toggle button named after the game, its state in `aria-pressed`. */
export function FavouriteButton({ game, pressed, label, onToggle }: FavouriteButtonProps) {
  return (
    <button
      type="button"
      className="casino-lobby__favourite"
      part="favourite"
      aria-pressed={pressed}
      aria-label={label}
      onClick={() => onToggle(game)}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d="M12 20.5 4.2 12.9a4.9 4.9 0 0 1 6.9-6.9l.9.9.9-.9a4.9 4.9 0 0 1 6.9 6.9Z" />
      </svg>
    </button>
  );
}
