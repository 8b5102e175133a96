import { createScheduler } from '@casino-sdk/core/internal';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLoadingModel, SLOW_CONNECTION_AFTER_MS } from './loading-model';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const setup = () => createLoadingModel({ scheduler: createScheduler(undefined) });

describe('loading model', () => {
  it('waits 12 seconds before calling the connection slow (spec)', () => {
    expect(SLOW_CONNECTION_AFTER_MS).toBe(12_000);
  });

  it('turns slow after 12 s of being active, not before', () => {
    const model = setup();
    model.setActive(true);
    vi.advanceTimersByTime(SLOW_CONNECTION_AFTER_MS - 1);
    expect(model.slow.value).toBe(false);
    vi.advanceTimersByTime(1);
    expect(model.slow.value).toBe(true);
  });

  it('never turns slow while inactive', () => {
    const model = setup();
    vi.advanceTimersByTime(60_000);
    expect(model.slow.value).toBe(false);
  });

  it('stops the clock and forgets the slow state when turned off; a new showing starts afresh', () => {
    const model = setup();
    model.setActive(true);
    vi.advanceTimersByTime(8_000);
    model.setActive(false);
    vi.advanceTimersByTime(10_000);
    expect(model.slow.value).toBe(false);

    model.setActive(true);
    vi.advanceTimersByTime(SLOW_CONNECTION_AFTER_MS);
    expect(model.slow.value).toBe(true);
    model.setActive(false);
    expect(model.slow.value).toBe(false);
    model.setActive(true);
    vi.advanceTimersByTime(SLOW_CONNECTION_AFTER_MS - 1);
    expect(model.slow.value).toBe(false);
  });

  it('does not restart the clock when told again that it is active', () => {
    const model = setup();
    model.setActive(true);
    vi.advanceTimersByTime(7_000);
    model.setActive(true);
    vi.advanceTimersByTime(5_000);
    expect(model.slow.value).toBe(true);
  });

  it('uses the runtime scheduler, so stopping every timer stops it too', () => {
    const scheduler = createScheduler(undefined);
    const model = createLoadingModel({ scheduler });
    model.setActive(true);
    scheduler.stopAll();
    vi.advanceTimersByTime(SLOW_CONNECTION_AFTER_MS);
    expect(model.slow.value).toBe(false);
  });
});
