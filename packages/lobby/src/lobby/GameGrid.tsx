import type { Language } from '@casino-sdk/core';
import type { Game } from '@casino-sdk/core/contract/casino';
import { useHost } from '@casino-sdk/ui';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState } from 'react';
import { GameCard } from './GameCard';
import { columnsFor, GRID_GAP, rowHeightFor } from './grid-layout';
import { useLayoutSheet } from './layout-sheet';

export interface GameGridProps {
  games: readonly Game[];
  language: Language;
  providerNames: ReadonlyMap<number, string>;
  label: string;
  /** The signed-in player's favourite ids (a heart on each card); null for a visitor. */
  favourites?: ReadonlySet<number> | null;
  onFavourite?: (game: Game) => void;
}

/** Before the first measurement (and in jsdom): a desktop-wide grid. */
const DEFAULT_WIDTH = 1200;

/**
 * The cards in rows of as many as the element's width holds. Only rows near the viewport are in
 * the DOM (the page scrolls, so the window is the scroll element); the others are the grid's top
 * and bottom padding. Rendered rows are in normal flow, so Tab walks the cards in order and the
 * rows after the last rendered one appear as focus scrolls towards them.
 */
export function GameGrid({ games, language, providerNames, label, favourites = null, onFavourite }: GameGridProps) {
  const host = useHost();
  const grid = useRef<HTMLDivElement>(null);
  // The element's own width is known before the grid exists: the first render has the right columns,
  // instead of a second render that moves every card into other rows.
  const [width, setWidth] = useState(() => host.getBoundingClientRect().width || DEFAULT_WIDTH);
  const [top, setTop] = useState(0);
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
    if (typeof view.ResizeObserver !== 'function') return;
    const observer = new view.ResizeObserver(measure);
    observer.observe(element);
    observer.observe(element.ownerDocument.body);
    return () => observer.disconnect();
  }, []);

  const virtualizer = useWindowVirtualizer({
    count: rows,
    estimateSize: () => rowHeightFor(width, columns),
    overscan: 2,
    scrollMargin: top,
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items[items.length - 1];
  const before = first ? first.start - top : 0;
  const after = last ? virtualizer.getTotalSize() - (last.end - top) : 0;

  useLayoutSheet(
    host,
    `.casino-lobby__grid { padding-top: ${before}px; padding-bottom: ${Math.max(0, after)}px; }
.casino-lobby__row { grid-template-columns: repeat(${columns}, minmax(0, 1fr)); gap: ${GRID_GAP}px; height: ${rowHeightFor(width, columns)}px; }`,
  );

  return (
    <div ref={grid} className="casino-lobby__grid" part="grid" role="list" aria-label={label}>
      {items.map((row) => (
        <div key={row.key} className="casino-lobby__row" role="none" data-index={row.index}>
          {games.slice(row.index * columns, row.index * columns + columns).map((game) => (
            <GameCard
              key={game.id}
              game={game}
              language={language}
              providerName={providerNames.get(game.provider_id) ?? game.provider?.name}
              favourite={favourites ? favourites.has(game.id) : undefined}
              onFavourite={onFavourite}
            />
          ))}
        </div>
      ))}
    </div>
  );
}
