export const GRID_GAP = 12;
/** Name and provider lines under the art (two fixed lines, so every row has the same height). */
export const CARD_TEXT_HEIGHT = 52;

/**
 * The smallest card the grid makes room for, growing with the grid: one fixed width cannot give three
 * cards at 390 px, two at 320 and eight at 1280 (issue 24); a tenth of the width, between 100 and 140 px, does.
 */
export function cardMinWidth(width: number): number {
  return Math.min(140, Math.max(100, width * 0.11));
}

/** Cards per row for a grid `width` pixels wide. */
export function columnsFor(width: number): number {
  return Math.max(2, Math.floor((width + GRID_GAP) / (cardMinWidth(width) + GRID_GAP)));
}

/** One card's width in a grid of `columns`: the rails and skeletons draw their cards at the same size. */
export function cardWidthFor(width: number, columns: number): number {
  return (width - GRID_GAP * (columns - 1)) / columns;
}

/** A row's height including the gap under it: 4:3 art plus the text lines. */
export function rowHeightFor(width: number, columns: number): number {
  return Math.round(cardWidthFor(width, columns) * 0.75 + CARD_TEXT_HEIGHT + GRID_GAP);
}
