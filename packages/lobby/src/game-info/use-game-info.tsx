import { lazy, Suspense, useCallback, useEffect, useState, type ReactNode, type RefObject } from 'react';
import type { InfoGame } from './game-info-model';

// The panel, its model, texts and styles load the first time a player asks about a game.
const GameInfoDialog = lazy(() => import('./GameInfoDialog'));

/**
 * The lobby's game info panel: one click listener on `root` for every card's "i" (`data-info-game`,
 * so cards stay hook-free, as their links do) and the panel while one is open.
 */
export function useGameInfo(root: RefObject<HTMLElement | null>): ReactNode {
  const [game, setGame] = useState<InfoGame | null>(null);
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const onClick = (event: MouseEvent) => {
      const button = (event.target as Element).closest?.('[data-info-game]');
      if (!button || !element.contains(button)) return;
      setGame({ id: Number(button.getAttribute('data-info-game')), providerId: Number(button.getAttribute('data-info-provider')), name: button.getAttribute('data-info-name') ?? '' });
    };
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, [root]);
  const close = useCallback(() => setGame(null), []);
  return game ? (
    <Suspense fallback={null}>
      <GameInfoDialog game={game} onClose={close} />
    </Suspense>
  ) : null;
}
