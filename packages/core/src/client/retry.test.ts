import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { backoffDelay, isRetryableStatus, MAX_RETRY_AFTER_MS, requestedRetryAfterMs, retryAfterMs } from './retry';

describe('backoffDelay', () => {
  it('stays within [0, min(cap, base * 2^attempt)]', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30 }), fc.double({ min: 0, max: 0.9999, noNaN: true }), (attempt, r) => {
        const delay = backoffDelay(attempt, { baseMs: 300, capMs: 5000, random: () => r });
        return delay >= 0 && delay <= Math.min(5000, 300 * 2 ** attempt);
      }),
    );
  });

  it('grows exponentially until the cap', () => {
    const max = (attempt: number) => backoffDelay(attempt, { random: () => 1 });
    expect([0, 1, 2, 3, 4, 5].map(max)).toEqual([300, 600, 1200, 2400, 4800, 5000]);
  });
});

describe('retryAfterMs', () => {
  it('reads seconds and HTTP dates', () => {
    expect(retryAfterMs('3')).toBe(3000);
    expect(retryAfterMs('Wed, 21 Oct 2026 07:28:10 GMT', Date.parse('Wed, 21 Oct 2026 07:28:00 GMT'))).toBe(10_000);
    expect(retryAfterMs(null)).toBeNull();
    expect(retryAfterMs('soon')).toBeNull();
  });

  it('never asks for more than MAX_RETRY_AFTER_MS (60 s), however long the header says', () => {
    expect(MAX_RETRY_AFTER_MS).toBe(60_000);
    const now = Date.parse('Wed, 21 Oct 2026 07:28:00 GMT');
    expect(retryAfterMs('60')).toBe(60_000);
    expect(retryAfterMs('86400')).toBe(60_000);
    expect(retryAfterMs('99999999999999999999')).toBe(60_000);
    expect(retryAfterMs('Thu, 22 Oct 2026 07:28:00 GMT', now)).toBe(60_000);
    fc.assert(
      fc.property(fc.nat(), (seconds) => {
        const ms = retryAfterMs(String(seconds));
        return ms !== null && ms >= 0 && ms <= MAX_RETRY_AFTER_MS;
      }),
    );
    // The server's own figure stays readable, for telling a person how long (the admin lockout).
    expect(requestedRetryAfterMs('86400')).toBe(86_400_000);
    expect(requestedRetryAfterMs('Thu, 22 Oct 2026 07:28:00 GMT', now)).toBe(86_400_000);
  });
});

describe('isRetryableStatus', () => {
  it('retries overload and gateway failures, not client errors', () => {
    expect([429, 502, 503, 504].every(isRetryableStatus)).toBe(true);
    expect([400, 401, 403, 404, 422].some(isRetryableStatus)).toBe(false);
  });
});
