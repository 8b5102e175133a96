import { describe, expect, it } from 'vitest';
import { bonusDeadline, formatTimeLeft } from './my-bonus-rules';

describe('the bonus countdown', () => {
  const received = Date.parse('2026-11-27T10:00:00Z');

  it('reads the expiry as a timestamp or as the seconds left when the platform answered', () => {
    expect(bonusDeadline('2026-11-30T10:00:00Z', received)).toBe(Date.parse('2026-11-30T10:00:00Z'));
    expect(bonusDeadline(90, received)).toBe(received + 90_000);
    expect(bonusDeadline(-5, received)).toBe(received);
  });

  it('has no deadline without an expiry, or with one it cannot read', () => {
    expect(bonusDeadline(null, received)).toBeNull();
    expect(bonusDeadline(undefined, received)).toBeNull();
    expect(bonusDeadline('soon', received)).toBeNull();
    expect(bonusDeadline(Number.NaN, received)).toBeNull();
  });

  it('writes whole days in the language, then hours, minutes and seconds', () => {
    expect(formatTimeLeft(2 * 86_400 + 3 * 3600 + 4 * 60 + 5, 'en')).toBe('2 days 03:04:05');
    expect(formatTimeLeft(86_400, 'en')).toBe('1 day 00:00:00');
    expect(formatTimeLeft(3 * 86_400 + 59, 'cs')).toBe('3 dny 00:00:59');
    expect(formatTimeLeft(3599.7, 'en')).toBe('00:59:59');
    expect(formatTimeLeft(-1, 'en')).toBe('00:00:00');
  });
});
