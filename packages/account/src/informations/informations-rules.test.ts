import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanMobile, mobileValid } from './informations-rules';

describe('the mobile number', () => {
  it('keeps digits behind one leading +, at most 20 characters', () => {
    expect(cleanMobile('00420 601-234 567')).toBe('+00420601234567');
    expect(cleanMobile('++420 (601) 234 567')).toBe('+420601234567');
    expect(cleanMobile('1'.repeat(30))).toBe(`+${'1'.repeat(19)}`);
    fc.assert(fc.property(fc.string(), (typed) => /^\+\d{0,19}$/.test(cleanMobile(typed))));
  });

  it('is valid with 8 to 20 digits', () => {
    expect(mobileValid('+1234567')).toBe(false);
    expect(mobileValid('+12345678')).toBe(true);
    expect(mobileValid(`+${'1'.repeat(19)}`)).toBe(true);
  });
});
