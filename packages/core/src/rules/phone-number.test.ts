import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isCallingCode, mobileNumberProblem } from './phone-number';
import { cleanPhonePrefix, phoneProblem } from './registration-codes';
import { nicknameInput, refuseSpaces } from './registration';

describe('mobileNumberProblem', () => {
  it.each([
    ['+44', '7911123456', null],
    ['+356', '99123456', null],
    ['+420', '601123456', null],
    ['+44', '447911123456', 'remove_phone_prefix'],
    ['+999', '12345678', 'phone_prefix_invalid'],
    ['44', '7911123456', 'phone_prefix_invalid'],
    ['+44', '12345', 'phone_invalid'],
    ['+420', '1234567890', 'phone_invalid'],
    ['+44', '79a1123456', 'phone_invalid'],
  ])('%s %s → %s', (prefix, number, problem) => expect(mobileNumberProblem(prefix, number)).toBe(problem));

  it('is never looser than the rule the platform applies', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\+?\d{0,5}$/), fc.stringMatching(/^\d{0,17}$/), (prefix, number) => {
        if (mobileNumberProblem(prefix, number) === null) {
          expect(phoneProblem(prefix, number)).toBeNull();
          expect(isCallingCode(prefix)).toBe(true);
        }
      }),
      { numRuns: 1000 },
    );
  });
});

describe('isCallingCode', () => {
  it.each([
    ['+1', true],
    ['+44', true],
    ['+420', true],
    ['+999', false],
    ['420', false],
  ])('%s → %s', (prefix, known) => expect(isCallingCode(prefix)).toBe(known));
});

describe('typing into the registration fields', () => {
  it('refuses spaces and says so', () => {
    expect(refuseSpaces('a b\tc')).toEqual({ value: 'abc', refused: true });
    expect(refuseSpaces('abc')).toEqual({ value: 'abc', refused: false });
  });

  it('cleans a nickname and reports spaces and special characters apart', () => {
    expect(nicknameInput('Žofie 12')).toEqual({ value: 'Zofie12', refusedSpace: true, removedSpecial: true });
    expect(nicknameInput('player!?')).toEqual({ value: 'player', refusedSpace: false, removedSpecial: true });
    expect(nicknameInput('player1')).toEqual({ value: 'player1', refusedSpace: false, removedSpecial: false });
  });

  it('a cleaned nickname is stable and has only letters and digits', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (typed) => {
        const once = nicknameInput(typed).value;
        expect(once).toMatch(/^[\p{L}\p{Nd}]*$/u);
        expect(nicknameInput(once)).toEqual({ value: once, refusedSpace: false, removedSpecial: false });
      }),
      { numRuns: 1000 },
    );
  });

  it('a phone prefix is a plus and up to four digits', () => {
    expect(cleanPhonePrefix('44')).toBe('+44');
    expect(cleanPhonePrefix('+4 2-0')).toBe('+420');
    expect(cleanPhonePrefix('')).toBe('');
    fc.assert(
      fc.property(fc.string(), (typed) => {
        const prefix = cleanPhonePrefix(typed);
        expect(prefix === '' || /^\+\d{0,4}$/.test(prefix)).toBe(true);
        expect(cleanPhonePrefix(prefix)).toBe(prefix);
      }),
    );
  });
});
