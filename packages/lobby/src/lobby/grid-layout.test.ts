import { describe, expect, it } from 'vitest';
import { columnsFor } from './grid-layout';

describe('columnsFor', () => {
  // The grid's width at each viewport: the page's side margins taken off.
  it.each([
    [288, 2], // 320 px phone
    [358, 3], // 390 px phone
    [1152, 8], // 1280 px desktop
  ])('gives a %i px grid %i columns', (width, columns) => {
    expect(columnsFor(width)).toBe(columns);
  });

  it('never takes a column away as the grid widens', () => {
    let last = columnsFor(200);
    for (let width = 201; width <= 2600; width++) {
      const columns = columnsFor(width);
      expect(columns).toBeGreaterThanOrEqual(last);
      last = columns;
    }
  });
});
