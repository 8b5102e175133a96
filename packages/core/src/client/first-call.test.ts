import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_CALL_TTL_MS, startFirstCall, takeFirstCall } from './first-call';

afterEach(() => {
  vi.useRealTimers();
});

describe('first calls', () => {
  it('gives the taker the call started before it, once', async () => {
    const started = vi.fn(() => Promise.resolve('started'));
    const own = vi.fn(() => Promise.resolve('own'));
    startFirstCall('a', started);
    startFirstCall('a', started);
    expect(started).toHaveBeenCalledTimes(1);
    await expect(takeFirstCall('a', own)).resolves.toBe('started');
    expect(own).not.toHaveBeenCalled();
    // Taken once: the next render asks the platform again.
    await expect(takeFirstCall('a', own)).resolves.toBe('own');
    expect(own).toHaveBeenCalledTimes(1);
  });

  it('never gives a call started under another key (another language or player)', async () => {
    startFirstCall('pages/privacy?language=de', () => Promise.resolve('de'));
    await expect(takeFirstCall('pages/privacy?language=en', () => Promise.resolve('en'))).resolves.toBe('en');
    await expect(takeFirstCall('pages/privacy?language=de', () => Promise.resolve('again'))).resolves.toBe('de');
  });

  it('lets a call nobody took go stale: a later visit asks again', async () => {
    vi.useFakeTimers();
    startFirstCall('b', () => Promise.resolve('old'));
    vi.advanceTimersByTime(FIRST_CALL_TTL_MS + 1);
    await expect(takeFirstCall('b', () => Promise.resolve('new'))).resolves.toBe('new');
  });

  it('hands a failure to the taker, and leaves none unhandled meanwhile', async () => {
    startFirstCall('c', () => Promise.reject(new Error('offline')));
    await Promise.resolve();
    await expect(takeFirstCall('c', () => Promise.resolve('own'))).rejects.toThrow('offline');
  });
});
