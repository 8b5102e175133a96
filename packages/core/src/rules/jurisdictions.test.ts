import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_JURISDICTION, isJurisdiction, JURISDICTION_PROFILES, JURISDICTIONS, jurisdictionProfile } from './jurisdictions';

const DAY = 86_400_000;
const { mga, ukgc } = JURISDICTION_PROFILES;

describe('jurisdiction profiles', () => {
  it('default to MGA and read a skin setting in any case', () => {
    expect(DEFAULT_JURISDICTION).toBe('mga');
    expect(jurisdictionProfile('UKGC')).toBe(ukgc);
    expect(jurisdictionProfile('MGA')).toBe(mga);
    expect(jurisdictionProfile(undefined)).toBe(mga);
  });

  it('answer a profile for any value, the default for anything unknown', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const profile = jurisdictionProfile(value);
        expect(JURISDICTIONS).toContain(profile.id);
        if (!(typeof value === 'string' && isJurisdiction(value.toLowerCase()))) expect(profile).toBe(mga);
      }),
    );
  });

  it('file each profile under its own id', () => {
    for (const id of JURISDICTIONS) expect(JURISDICTION_PROFILES[id].id).toBe(id);
  });

  it('MGA: the spec periods, a day for raising a limit, reopening no sooner than 24 h (definite) or 7 days (indefinite)', () => {
    expect(mga.exclusion.selfExclusionDays).toEqual([1, 2, 3, 4, 5, 6, 7, 14, 30, 60, 90, 180, 360]);
    expect(mga.limitIncreaseDelayMs).toBe(DAY);
    expect(mga.reopenAfterDefiniteMs).toBe(DAY);
    expect(mga.reopenAfterIndefiniteMs).toBe(7 * DAY);
    expect(mga.temporaryExclusionDelayMs).toBe(DAY);
    expect(mga.permanentExclusionDelayMs).toBe(7 * DAY);
    expect(mga.withdrawalCancelAllowed).toBe(true);
    expect(mga.depositLimitPrompt).toBe('first-deposit-notice');
    expect(mga.depositKycGate).toBe('none');
    expect(mga.limitsLinks).toBe(false);
  });

  it('UKGC: a limit prompt, gross deposit limits, time-outs up to 6 weeks, exclusion of at least 6 months and at once, no reversal, net deposits', () => {
    expect(ukgc.depositLimitPrompt).toBe('registration-or-first-deposit');
    expect(ukgc.limitIncreaseDelayMs).toBe(DAY);
    expect(ukgc.grossDepositLimit).toBe(true);
    expect(ukgc.exclusion.timeOutDays).toEqual([1, 7, 30, 42]);
    expect(ukgc.exclusion.minSelfExclusionDays).toBe(180);
    expect(ukgc.temporaryExclusionDelayMs).toBe(0);
    expect(ukgc.permanentExclusionDelayMs).toBe(0);
    expect(ukgc.exclusion.selfExclusionDays.every((days) => days >= ukgc.exclusion.minSelfExclusionDays)).toBe(true);
    expect(ukgc.withdrawalCancelAllowed).toBe(false);
    expect(ukgc.showNetDeposits).toBe(true);
  });

  it('UKGC: identity and age verified before the first deposit; the limits linked from the deposit and home pages', () => {
    expect(ukgc.depositKycGate).toBe('verified');
    expect(ukgc.limitsLinks).toBe(true);
  });
});
