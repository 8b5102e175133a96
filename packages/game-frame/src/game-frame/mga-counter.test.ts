import { createScheduler } from '@casino-sdk/core/internal';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMgaCounter, realitySeconds, savedSeconds } from './mga-counter';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** Web Locks in one page: the next waiting task runs once the holder's promise settles. */
function oneLock() {
  let tail: Promise<void> = Promise.resolve();
  return (count: () => Promise<void>, signal: AbortSignal) => {
    tail = tail.then(() => (signal.aborted ? undefined : count()));
  };
}

function counter(realityMinutes: number | null, cookie: string | null = null) {
  let saved = cookie;
  const fired: number[] = [];
  const model = createMgaCounter({
    scheduler: createScheduler(undefined),
    realityMinutes: () => realityMinutes,
    readCookie: () => saved,
    writeCookie: (seconds) => (saved = String(seconds)),
    onFire: (minutes) => fired.push(minutes),
  });
  return { model, fired, cookie: () => saved, setCookie: (value: string) => (saved = value) };
}

describe('the mgaCounter timer', () => {
  it('starts at reality_minutes × 60, or 3600 s without them', () => {
    expect(realitySeconds(15)).toBe(900);
    expect(realitySeconds(null)).toBe(3600);
    expect(realitySeconds(0)).toBe(3600);
    expect(counter(null).model.seconds.value).toBe(3600);
  });

  it('fires at 61 s and starts again at reality_minutes × 60', () => {
    const { model, fired, cookie } = counter(2);
    const stop = model.run();
    vi.advanceTimersByTime(58_000);
    expect(fired).toEqual([]);
    expect(model.seconds.value).toBe(62);
    vi.advanceTimersByTime(1000);
    expect(fired).toEqual([2]);
    expect(model.seconds.value).toBe(120);
    expect(cookie()).toBe('120');
    stop();
  });

  it('carries on from the cookie (a reload, another game) and stands still when stopped', () => {
    const { model, fired, cookie } = counter(60, '70');
    expect(model.seconds.value).toBe(70);
    const stop = model.run();
    vi.advanceTimersByTime(5000);
    expect(cookie()).toBe('65');
    stop();
    vi.advanceTimersByTime(60_000);
    expect(cookie()).toBe('65');
    expect(fired).toEqual([]);
    model.run();
    vi.advanceTimersByTime(4000);
    expect(fired).toEqual([60]);
  });

  it('ignores a cookie it could not have written', () => {
    expect(savedSeconds('abc', 3600)).toBeNull();
    expect(savedSeconds('-5', 3600)).toBeNull();
    expect(savedSeconds('99999', 900)).toBe(900);
  });

  it('counts in one tab at a time: two open games do not run it double', async () => {
    let saved: string | null = '600';
    const exclusive = oneLock();
    const tab = () =>
      createMgaCounter({
        scheduler: createScheduler(undefined),
        realityMinutes: () => 60,
        readCookie: () => saved,
        writeCookie: (seconds) => (saved = String(seconds)),
        onFire: () => {},
        exclusive,
      });
    const first = tab();
    const second = tab();
    const stopFirst = first.run();
    const stopSecond = second.run();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(saved).toBe('590');
    expect(second.seconds.value).toBe(590);
    // The counting tab closes its game: the other carries on from the cookie.
    stopFirst();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(saved).toBe('585');
    stopSecond();
  });
});
