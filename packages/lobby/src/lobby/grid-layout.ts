/** The smallest card the grid makes room for: a phone gets two columns, a desktop six or more. */
export const CARD_MIN_WIDTH = 170;
export const GRID_GAP = 12;
/** Name and provider lines under the art (two fixed lines, so every row has the same height). */
export const CARD_TEXT_HEIGHT = 52;

/** Cards per row for a grid `width` pixels wide. */
export function columnsFor(width: number): number {
  return Math.max(2, Math.floor((width + GRID_GAP) / (CARD_MIN_WIDTH + GRID_GAP)));
}

/** A row's height including the gap under it: 4:3 art plus the text lines. */
export function rowHeightFor(width: number, columns: number): number {
  const card = (width - GRID_GAP * (columns - 1)) / columns;
  return Math.round(card * 0.75 + CARD_TEXT_HEIGHT + GRID_GAP);
}
