import { describe, expect, it } from 'vitest';
import { JURISDICTION_PROFILES } from '@casino-sdk/core/rules';
import { exclusionEnd, exclusionPeriods, exclusionRequest, FOREVER, needsReason } from './exclusion-rules';

const MGA = JURISDICTION_PROFILES.mga;

const NOW = Date.parse('2026-11-26T12:00:00Z');

describe('the self-exclusion rules', () => {
  it("asks for the spec's payloads: a temporary exclusion from tomorrow, a permanent one authorized from a week on", () => {
    expect(exclusionRequest(30, '', NOW, MGA)).toEqual({
      statistic: true,
      status_reason: 'Requested by user',
      status_expires_at: '2026-12-27T12:00:00.000Z',
      expires_at_forever: false,
      activated_at: '2026-11-27T12:00:00.000Z',
    });
    expect(exclusionRequest('forever', ' I need a break ', NOW, MGA)).toEqual({
      statistic: true,
      status_reason: 'I need a break',
      status_expires_at: FOREVER,
      status_statistic: 'authorized',
      expires_at_forever: true,
      activated_at: '2026-12-03T12:00:00.000Z',
    });
  });

  it('needs a reason only for an end before the current one', () => {
    const current = '2027-01-31T00:00:00Z';
    expect(needsReason(exclusionEnd(7, NOW, MGA), current)).toBe(true);
    expect(needsReason(exclusionEnd(90, NOW, MGA), current)).toBe(false);
    expect(needsReason(exclusionEnd(1, NOW, MGA), null)).toBe(false);
  });

  it("offers the profile's periods: the spec's under MGA, the time-outs and at least six months under UKGC", () => {
    expect(exclusionPeriods(MGA)).toEqual([1, 2, 3, 4, 5, 6, 7, 14, 30, 60, 90, 180, 360, 'forever']);
    expect(exclusionPeriods(JURISDICTION_PROFILES.ukgc)).toEqual([1, 7, 30, 42, 180, 360, 'forever']);
  });
});
