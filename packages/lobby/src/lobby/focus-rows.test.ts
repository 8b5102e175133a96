import type { Range } from '@tanstack/react-virtual';
import { describe, expect, it } from 'vitest';
import { withFocusRow } from './focus-rows';

// Rows 0–2 in view, 2 rows of overscan either side, 40 rows in all.
const range: Range = { startIndex: 0, endIndex: 2, overscan: 2, count: 40 };

describe('withFocusRow', () => {
  it('is the virtualizer’s rows when nothing is focused', () => {
    expect(withFocusRow(range, null)).toEqual([0, 1, 2, 3, 4]);
  });

  it('adds the row after a focused row at the edge', () => {
    expect(withFocusRow(range, 4)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('keeps up with Tab when the scroll events lag by a few rows', () => {
    expect(withFocusRow(range, 8)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('lets a focused row far from the view go, rather than render every row between', () => {
    expect(withFocusRow(range, 20)).toEqual([0, 1, 2, 3, 4]);
  });

  it('stays within the list', () => {
    expect(withFocusRow({ startIndex: 36, endIndex: 39, overscan: 2, count: 40 }, 39)).toEqual([34, 35, 36, 37, 38, 39]);
  });
});
