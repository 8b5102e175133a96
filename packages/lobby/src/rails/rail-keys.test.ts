import { describe, expect, it } from 'vitest';
import { cardAfterKey } from './rail-keys';

describe('cardAfterKey', () => {
  it('moves one card with the arrows, stopping at either end', () => {
    expect(cardAfterKey('ArrowRight', 0, 16)).toBe(1);
    expect(cardAfterKey('ArrowRight', 15, 16)).toBe(15);
    expect(cardAfterKey('ArrowLeft', 3, 16)).toBe(2);
    expect(cardAfterKey('ArrowLeft', 0, 16)).toBe(0);
  });

  it('goes to the first and last card with Home and End, and leaves other keys alone', () => {
    expect(cardAfterKey('Home', 9, 16)).toBe(0);
    expect(cardAfterKey('End', 2, 16)).toBe(15);
    expect(cardAfterKey('Enter', 2, 16)).toBeNull();
    expect(cardAfterKey('ArrowDown', 2, 16)).toBeNull();
    expect(cardAfterKey('End', 0, 0)).toBeNull();
  });
});
