import { describe, expect, it } from 'vitest';
import { INACTIVITY_CHECK_MS, INACTIVITY_LIMIT_MS, INACTIVITY_WARNING_MS, inactivityState } from './inactivity';

describe('inactivityState', () => {
  it('is active until the warning window, warns, then logs out at 30 minutes', () => {
    expect(INACTIVITY_LIMIT_MS).toBe(30 * 60_000);
    expect(inactivityState(0, 27 * 60_000)).toEqual({ kind: 'active' });
    expect(inactivityState(0, 28 * 60_000)).toEqual({ kind: 'warn', logoutAt: 30 * 60_000 });
    expect(inactivityState(0, 30 * 60_000)).toEqual({ kind: 'logout' });
  });

  it('always leaves at least 20 s between the first warning a minute check can see and the logout', () => {
    // The worst case: the check runs just before the warning window opens, the next one a minute later.
    const earliestSeen = INACTIVITY_LIMIT_MS - INACTIVITY_WARNING_MS + INACTIVITY_CHECK_MS;
    expect(INACTIVITY_LIMIT_MS - earliestSeen).toBeGreaterThanOrEqual(20_000);
  });
});
