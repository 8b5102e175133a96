import { useEffect, useState } from 'react';

/**
 * True while a new list's first frame is drawn: the grid then renders the rows in view only, and the
 * rows beyond it on the next animation frame, after the list is on screen. A list is new when it
 * follows an empty one (the grid is emptied while the next list loads) or on the grid's first render;
 * "Load more" appends to a shown list and keeps all rows. `onNewList` runs in the same render.
 */
export function useViewportFirst(games: readonly unknown[], onNewList: () => void): boolean {
  const [previous, setPrevious] = useState(games);
  const [first, setFirst] = useState(games.length > 0);
  if (previous !== games) {
    setPrevious(games);
    if (previous.length === 0 && games.length > 0) {
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
