import { describe, expect, it } from 'vitest';
import { selfExclusionEnd } from './self-exclusion';

describe('self-exclusion', () => {
  const now = new Date('2026-11-26T12:00:00Z');

  it('holds while status_expires_at is in the future', () => {
    expect(selfExclusionEnd({ status_expires_at: '2999-12-31T00:00:00Z' }, now)).toBe('2999-12-31T00:00:00Z');
    expect(selfExclusionEnd({ status_expires_at: '2026-11-26T11:59:59Z' }, now)).toBeNull();
    expect(selfExclusionEnd({ status_expires_at: null }, now)).toBeNull();
    expect(selfExclusionEnd({ status_expires_at: 'not a date' }, now)).toBeNull();
    expect(selfExclusionEnd(null, now)).toBeNull();
  });
});
