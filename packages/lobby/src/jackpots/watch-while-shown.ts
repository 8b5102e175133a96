import type { JackpotBoard } from './jackpot-board';

/**
 * Keeps `board` polling while `element` is in the viewport, so a ticker scrolled away or a tile far
 * down asks for nothing; where the browser has no IntersectionObserver, while it is mounted.
 * Returns the goodbye.
 */
export function watchWhileShown(element: Element | null, board: JackpotBoard): () => void {
  const view = element?.ownerDocument.defaultView;
  if (!element || typeof view?.IntersectionObserver !== 'function') return board.watch();
  let stop: (() => void) | null = null;
  const observer = new view.IntersectionObserver((entries) => {
    const shown = entries[entries.length - 1]!.isIntersecting;
    if (shown && !stop) stop = board.watch();
    else if (!shown && stop) {
      stop();
      stop = null;
    }
  });
  observer.observe(element);
  return () => {
    observer.disconnect();
    stop?.();
  };
}
