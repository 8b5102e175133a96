import { useEffect, useState } from 'react';

/**
 * True while a new list's first frame is drawn: the grid then renders the rows in view only, and the
 * rows beyond it on the next animation frame, after the list is on screen. A list is new unless it
 * keeps the shown games and adds more ("Load more", which keeps all rows); the first render's list is
 * new too. `onNewList` runs in the same render.
 */
export function useViewportFirst(games: readonly unknown[], onNewList: () => void): boolean {
  const [previous, setPrevious] = useState(games);
  const [first, setFirst] = useState(games.length > 0);
  if (previous !== games) {
    setPrevious(games);
    if (games.length > 0 && !appendsTo(games, previous)) {
      setFirst(true);
      onNewList();
    }
  }

  useEffect(() => {
    if (!first) return;
    // The first callback runs before the list's frame is painted, the second at the start of the next.
    // Without animation frames (jsdom) a timer stands in.
    if (typeof requestAnimationFrame !== 'function') {
      const timer = setTimeout(() => setFirst(false), 0);
      return () => clearTimeout(timer);
    }
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => setFirst(false));
    });
    return () => cancelAnimationFrame(frame);
  }, [first]);

  return first;
}

/** Whether `next` is `shown` with more games after it (the same game objects: Load more keeps them). */
function appendsTo(next: readonly unknown[], shown: readonly unknown[]): boolean {
  return shown.length > 0 && next.length >= shown.length && next[0] === shown[0] && next[shown.length - 1] === shown.at(-1);
}
