import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createScheduler } from '@casino-sdk/core/internal';
import { createCarouselModel, wrapIndex, type CarouselModel } from './carousel-model';

describe('wrapIndex', () => {
  it('wraps past either end and survives an empty carousel', () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(7, 3)).toBe(1);
    expect(wrapIndex(2, 0)).toBe(0);
  });
});

describe('carousel model', () => {
  let model: CarouselModel;
  const scheduler = createScheduler(undefined);

  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    model.dispose();
    scheduler.stopAll();
    vi.useRealTimers();
  });

  const make = (count: number, autoAdvanceMs?: number) =>
    (model = createCarouselModel({ count, autoAdvanceMs, after: scheduler.after }));

  it('moves by hand with wrap-around, and never on its own unless asked', () => {
    make(3);
    model.previous();
    expect(model.index.value).toBe(2);
    model.next();
    expect(model.index.value).toBe(0);
    model.goTo(1);
    expect(model.index.value).toBe(1);
    expect(model.canRotate.value).toBe(false);
    vi.advanceTimersByTime(60_000);
    expect(model.index.value).toBe(1);
  });

  it('advances every interval when asked, and re-arms after a slide chosen by hand', () => {
    make(3, 5_000);
    vi.advanceTimersByTime(5_000);
    expect(model.index.value).toBe(1);
    vi.advanceTimersByTime(4_000);
    model.goTo(0);
    vi.advanceTimersByTime(4_000);
    expect(model.index.value).toBe(0);
    vi.advanceTimersByTime(1_000);
    expect(model.index.value).toBe(1);
  });

  it('stops while hovered, while focused and once paused; resumes when all are over', () => {
    make(3, 5_000);
    model.setHovered(true);
    vi.advanceTimersByTime(20_000);
    expect(model.index.value).toBe(0);
    model.setHovered(false);
    model.setFocused(true);
    vi.advanceTimersByTime(20_000);
    expect(model.index.value).toBe(0);
    model.setFocused(false);
    model.togglePlaying();
    expect(model.rotating.value).toBe(false);
    vi.advanceTimersByTime(20_000);
    expect(model.index.value).toBe(0);
    model.togglePlaying();
    vi.advanceTimersByTime(5_000);
    expect(model.index.value).toBe(1);
  });

  it('does not rotate where not allowed (wide screen, reduced motion) nor with one slide', () => {
    make(3, 5_000);
    model.setAllowed(false);
    expect(model.canRotate.value).toBe(false);
    vi.advanceTimersByTime(20_000);
    expect(model.index.value).toBe(0);
    model.setAllowed(true);
    model.setCount(1);
    expect(model.rotating.value).toBe(false);
    vi.advanceTimersByTime(20_000);
    expect(model.index.value).toBe(0);
  });

  it('goes back to the first slide when the slide it showed is gone', () => {
    make(4);
    model.goTo(3);
    model.setCount(2);
    expect(model.index.value).toBe(0);
  });
});
