import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createScheduler, pollDelay } from './scheduler';

function fakeDocument() {
  const listeners = new Set<() => void>();
  return {
    hidden: false,
    addEventListener: (_: string, fn: () => void) => listeners.add(fn),
    removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
    setHidden(hidden: boolean) {
      this.hidden = hidden;
      for (const fn of listeners) fn();
    },
  };
}

describe('scheduler.poll', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs every interval', async () => {
    const doc = fakeDocument();
    const task = vi.fn(async () => {});
    createScheduler(doc as unknown as Document).poll(task, { intervalMs: 5000 });
    await vi.advanceTimersByTimeAsync(4999);
    expect(task).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(task).toHaveBeenCalledTimes(3);
  });

  it('pauses while the tab is hidden and refreshes at once when it shows again', async () => {
    const doc = fakeDocument();
    const task = vi.fn(async () => {});
    createScheduler(doc as unknown as Document).poll(task, { intervalMs: 5000 });
    doc.setHidden(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(task).toHaveBeenCalledTimes(0);
    doc.setHidden(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5000);
    expect(task).toHaveBeenCalledTimes(2);
  });

  it('backs off after failures and returns to the interval after a success', async () => {
    const doc = fakeDocument();
    let fail = true;
    const times: number[] = [];
    const task = vi.fn(async () => {
      times.push(Date.now());
      if (fail) throw new Error('down');
    });
    const start = Date.now();
    createScheduler(doc as unknown as Document).poll(task, { intervalMs: 5000 });
    await vi.advanceTimersByTimeAsync(5000 + 10_000 + 20_000);
    expect(times.map((t) => t - start)).toEqual([5000, 15_000, 35_000]);
    fail = false;
    await vi.advanceTimersByTimeAsync(40_000);
    // The 4th call (after 40 s of back-off) succeeds; the next one comes 5 s later.
    expect(times.map((t) => t - start).slice(3)).toEqual([75_000]);
    await vi.advanceTimersByTimeAsync(5000);
    expect(times.map((t) => t - start).slice(4)).toEqual([80_000]);
  });

  it('stops for good', async () => {
    const task = vi.fn(async () => {});
    const scheduler = createScheduler(fakeDocument() as unknown as Document);
    scheduler.poll(task, { intervalMs: 1000 });
    scheduler.stopAll();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(task).not.toHaveBeenCalled();
  });
});

describe('pollDelay', () => {
  it('doubles per failure and caps', () => {
    expect([0, 1, 2, 3, 4].map((f) => pollDelay(5000, f, 60_000))).toEqual([5000, 10_000, 20_000, 40_000, 60_000]);
  });
});
