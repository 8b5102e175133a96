import { defaultRangeExtractor, type Range } from '@tanstack/react-virtual';

/**
 * The rows the virtualizer wants, plus the ones either side of the focused row. The virtualizer's range
 * follows scroll events, which a busy renderer sends frames late while Tab moves focus on row by row
 * (and scrolls it into view): the focused row may run up to a screen of rows past the range. Further
 * away (the player scrolled elsewhere with focus left behind), the focused row is let go.
 */
export function withFocusRow(range: Range, focusRow: number | null): number[] {
  const slack = range.overscan + 1 + (range.endIndex - range.startIndex + 1);
  if (focusRow === null || focusRow < range.startIndex - slack || focusRow > range.endIndex + slack) {
    return defaultRangeExtractor(range);
  }
  const rows = defaultRangeExtractor(range);
  const first = Math.max(0, Math.min(rows[0] ?? focusRow, focusRow - 1));
  const last = Math.min(range.count - 1, Math.max(rows.at(-1) ?? focusRow, focusRow + 1));
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}
