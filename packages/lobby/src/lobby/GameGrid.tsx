import type { Language } from '@casino-sdk/core';
import type { Game } from '@casino-sdk/core/contract/casino';
import { useHost } from '@casino-sdk/ui';
import { useWindowVirtualizer, type Range } from '@tanstack/react-virtual';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useCardLinkClicks, useCardTexts } from './card-texts';
import { GameCards } from './GameCard';
import { withFocusRow } from './focus-rows';
import { cardWidthFor, columnsFor, GRID_GAP, rowHeightFor } from './grid-layout';
import { useLayoutSheet } from './layout-sheet';
import { useViewportFirst } from './viewport-first';

export interface GameGridProps {
  /** Empty while a new list loads: the grid stays mounted, measured, ready for the answer. */
  games: readonly Game[];
  language: Language;
  providerNames: ReadonlyMap<number, string>;
  label: string;
  /** The signed-in player's favourite ids (a heart on each card); null for a visitor. */
  favourites?: ReadonlySet<number> | null;
  onFavourite?: (game: Game) => void;
  /** The list shown is the last one, while the next loads. */
  busy?: boolean;
}

/** Before the first measurement (and in jsdom): a desktop-wide grid. */
const DEFAULT_WIDTH = 1200;
/**
 * Rows kept beyond the viewport, once a new list's first frame is on screen: one each way (the
 * virtualiser's default). Eight cards a row at 1280 px made two rows each way 32 cards, a third of
 * the grid's DOM, off screen.
 */
const OVERSCAN = 1;

/**
 * The cards in rows of as many as the element's width holds. Only rows near the viewport are in
 * the DOM (the page scrolls, so the window is the scroll element); the others are the grid's top
 * and bottom padding. Rendered rows are in normal flow, so Tab walks the cards in order: the row
 * after the focused one is rendered in the focus event itself, before the next key press.
 */
export function GameGrid({ games, language, providerNames, label, favourites = null, onFavourite, busy = false }: GameGridProps) {
  const host = useHost();
  const texts = useCardTexts();
  const grid = useRef<HTMLDivElement>(null);
  useCardLinkClicks(grid);
  const view = host.ownerDocument.defaultView;
  // The element's own width is known before the grid exists: the first render has the right columns,
  // instead of a second render that moves every card into other rows.
  const [width, setWidth] = useState(() => host.getBoundingClientRect().width || DEFAULT_WIDTH);
  // The window's size from the start, so the first render already has the rows in view. Read once:
  // reading it in every render forced a layout in each of the load's renders.
  const [initialRect] = useState(() => ({ width: view?.innerWidth ?? 0, height: view?.innerHeight ?? 0 }));
  const [top, setTop] = useState(0);
  const [focusRow, setFocusRow] = useState<number | null>(null);
  const viewportFirst = useViewportFirst(games, () => setFocusRow(null));
  const columns = columnsFor(width);
  const rows = Math.ceil(games.length / columns);

  useLayoutEffect(() => {
    const element = grid.current;
    const view = element?.ownerDocument.defaultView;
    if (!element || !view) return;
    const measure = () => {
      const rect = element.getBoundingClientRect();
      if (rect.width > 0) setWidth(rect.width);
      setTop(rect.top + view.scrollY);
    };
    measure();
    // Rendered in the focus event itself, so the next Tab finds the next row's cards in the DOM.
    const onFocus = (event: FocusEvent) => {
      const index = Number((event.target as Element).closest<HTMLElement>('[data-index]')?.dataset.index);
      if (Number.isInteger(index)) flushSync(() => setFocusRow(index));
    };
    element.addEventListener('focusin', onFocus);
    const observer = typeof view.ResizeObserver === 'function' ? new view.ResizeObserver(measure) : null;
    observer?.observe(element);
    observer?.observe(element.ownerDocument.body);
    return () => {
      element.removeEventListener('focusin', onFocus);
      observer?.disconnect();
    };
  }, []);

  const virtualizer = useWindowVirtualizer({
    count: rows,
    estimateSize: () => rowHeightFor(width, columns),
    // A new list's first frame draws the rows in view only; the others follow on the next frame.
    overscan: viewportFirst ? 0 : OVERSCAN,
    scrollMargin: top,
    initialRect,
    rangeExtractor: useCallback((range: Range) => withFocusRow(range, focusRow), [focusRow]),
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items[items.length - 1];
  const before = first ? first.start - top : 0;
  const after = last ? virtualizer.getTotalSize() - (last.end - top) : 0;

  useLayoutSheet(
    host,
    // The card's width for every row of cards in the element (rails, skeletons): one card size at each width.
    `:host { --casino-lobby-card-width: ${Math.floor(cardWidthFor(width, columns) * 100) / 100}px; }
.casino-lobby__grid { padding-top: ${before}px; padding-bottom: ${Math.max(0, after)}px; }
.casino-lobby__row { grid-template-columns: repeat(${columns}, minmax(0, 1fr)); gap: ${GRID_GAP}px; height: ${rowHeightFor(width, columns)}px; }`,
  );

  return (
    <div
      ref={grid}
      className="casino-lobby__grid"
      part="grid"
      // While the next list loads the grid is empty: not a list (the skeleton says what is happening).
      role={games.length > 0 ? 'list' : undefined}
      aria-label={games.length > 0 ? label : undefined}
      aria-busy={busy || undefined}
    >
      {items.map((row) => (
        <div key={row.key} className="casino-lobby__row" role="none" data-index={row.index}>
          <GameCards
            games={games.slice(row.index * columns, row.index * columns + columns)}
            language={language}
            providerNames={providerNames}
            texts={texts}
            favourites={favourites}
            onFavourite={onFavourite}
          />
        </div>
      ))}
    </div>
  );
}
