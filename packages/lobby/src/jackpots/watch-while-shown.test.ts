// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { JackpotBoard } from './jackpot-board';
import { watchWhileShown } from './watch-while-shown';

let report: ((entries: { isIntersecting: boolean }[]) => void) | undefined;
class FakeObserver {
  constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
    report = callback;
  }
  observe() {}
  disconnect() {
    report = undefined;
  }
}

afterEach(() => vi.unstubAllGlobals());

function board() {
  const stops = vi.fn();
  const watch = vi.fn(() => stops);
  return { board: { watch } as unknown as JackpotBoard, watch, stops };
}

describe('watchWhileShown', () => {
  it('watches the board only while the element is in the viewport', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const { board: jackpots, watch, stops } = board();
    const goodbye = watchWhileShown(document.createElement('div'), jackpots);
    expect(watch).not.toHaveBeenCalled();
    report!([{ isIntersecting: true }]);
    report!([{ isIntersecting: true }]);
    expect(watch).toHaveBeenCalledTimes(1);
    report!([{ isIntersecting: true }, { isIntersecting: false }]);
    expect(stops).toHaveBeenCalledTimes(1);
    report!([{ isIntersecting: true }]);
    goodbye();
    expect(watch).toHaveBeenCalledTimes(2);
    expect(stops).toHaveBeenCalledTimes(2);
    expect(report).toBeUndefined();
  });

  it('watches while mounted where there is no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { board: jackpots, watch, stops } = board();
    const goodbye = watchWhileShown(document.createElement('div'), jackpots);
    expect(watch).toHaveBeenCalledTimes(1);
    goodbye();
    expect(stops).toHaveBeenCalledTimes(1);
  });
});
