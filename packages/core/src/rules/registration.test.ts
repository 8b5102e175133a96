import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { birthYears, dobFromParts, dobProblem } from './personal-details';
import { cleanName, emailProblem, nicknameProblem, passwordChecks, registrationPasswordProblem } from './registration';
import { cleanPhoneNumber, phoneProblem } from './registration-codes';

// Letters and digits only: any script, but no marks, punctuation, symbols, spaces or format characters.
const lettersAndDigits = /^[\p{L}\p{Nd}]*$/u;

describe('cleanName', () => {
  it.each([
    ['Žluťoučký', 'Zlutoucky'],
    ['Hello! Are you?.', 'HelloAreyou'],
    ['ab\u200Bcd😀ef', 'abcdef'],
    ['Ｆｕｌｌ１', 'Full1'],
    ['Łukasz', 'Łukasz'],
  ])('%s → %s', (input, output) => expect(cleanName(input)).toBe(output));

  it('is idempotent and leaves only letters and digits', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (value) => {
        const once = cleanName(value);
        expect(cleanName(once)).toBe(once);
        expect(once).toMatch(lettersAndDigits);
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps a plain ASCII letters-and-digits value as it is', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9]{0,30}$/), (value) => {
        expect(cleanName(value)).toBe(value);
      }),
    );
  });
});

describe('nicknameProblem', () => {
  it.each([
    ['player1', null],
    ['abcdef', null],
    ['a'.repeat(25), null],
    ['abcde', 'nickname_length'],
    ['a'.repeat(26), 'nickname_length'],
    ['play er1', 'space_not_allowed'],
    ['player!1', 'nickname_characters'],
    ['plâyer1', 'nickname_characters'],
  ])('%s → %s', (nickname, problem) => expect(nicknameProblem(nickname)).toBe(problem));

  it('accepts every cleaned value of 6 to 25 characters', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', minLength: 6, maxLength: 40 }), (value) => {
        const cleaned = cleanName(value);
        const length = [...cleaned].length;
        fc.pre(length >= 6 && length <= 25);
        expect(nicknameProblem(cleaned)).toBeNull();
      }),
    );
  });
});

describe('emailProblem', () => {
  it.each([
    ['a@b.cz', null],
    ['first.last@example.co.uk', null],
    ['a@b.c', 'email_invalid'],
    ['ab.cdef', 'email_invalid'],
    ['a@@b.cz', 'email_invalid'],
    ['ab@cdef', 'email_invalid'],
    ['ab@cd.', 'email_invalid'],
    ['a b@c.cz', 'space_not_allowed'],
    ['<script>@example.com', 'email_invalid'],
    [`${'a'.repeat(250)}@b.cz`, 'email_invalid'],
    ['ab@exa"mple.com', 'email_invalid'],
  ])('%s → %s', (email, problem) => expect(emailProblem(email)).toBe(problem));
});

describe('registrationPasswordProblem', () => {
  it.each([
    ['Abcdef1!', null],
    ['Abcdef1', 'password_error'],
    ['abcdefg1!', 'password_error'],
    ['ABCDEFG1!', 'password_error'],
    ['Abcdefgh!', 'password_error'],
    ['Abcdefgh1', 'password_error'],
    ['Abc def1!', 'space_not_allowed'],
    ['Player-01', 'password_nickname_email_check'],
    ['Mail.Box1', 'password_nickname_email_check'],
  ])('%s → %s', (password, problem) => expect(registrationPasswordProblem(password, 'player-01', 'mail.box1@example.com')).toBe(problem));

  it('accepts exactly the passwords whose checklist is all ticked (and that differ from the names)', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'aZ9!x Y-'.split('')), maxLength: 14 }), (password) => {
        const ticked = Object.values(passwordChecks(password)).every(Boolean) && !/\s/.test(password);
        expect(registrationPasswordProblem(password, 'nickname', 'someone@example.com') === null).toBe(ticked);
      }),
    );
  });
});

describe('dobProblem', () => {
  const today = new Date('2026-11-24T12:00:00Z');
  it.each([
    ['2008-11-24', null],
    ['2008-11-25', 'dob_error'],
    ['1911-01-01', null],
    ['1910-12-31', 'dob_invalid'],
    ['2001-02-29', 'dob_invalid'],
    ['2000-02-29', null],
    ['1990-13-01', 'dob_invalid'],
    ['24.11.1990', 'dob_invalid'],
  ])('%s → %s', (dob, problem) => expect(dobProblem(dob, today)).toBe(problem));

  it('refuses every real date less than 18 years ago and accepts every one from 18 to 115', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1911-01-01T00:00:00Z'), max: today, noInvalidDate: true }), (date) => {
        const dob = date.toISOString().slice(0, 10);
        const adult = dob <= '2008-11-24';
        expect(dobProblem(dob, today)).toBe(adult ? null : 'dob_error');
      }),
    );
  });
});

describe('phone rules', () => {
  it.each([
    ['+420', '603123456', null],
    ['+420', '420603123456', 'remove_phone_prefix'],
    ['+44', '4471', null],
    ['420', '603123456', 'phone_prefix_invalid'],
    ['+420', '603 123', 'phone_invalid'],
    ['+420', '123', 'phone_invalid'],
  ])('%s %s → %s', (prefix, number, problem) => expect(phoneProblem(prefix, number)).toBe(problem));

  it('cleans a number to digits without leading zeros, idempotently', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const once = cleanPhoneNumber(value);
        expect(once).toMatch(/^(?:[1-9]\d*)?$/);
        expect(cleanPhoneNumber(once)).toBe(once);
      }),
    );
  });
});

describe('date of birth parts', () => {
  it('join into a zero-padded Y-M-D once all three are chosen', () => {
    expect(dobFromParts({ year: '1990', month: '5', day: '7' })).toBe('1990-05-07');
    expect(dobFromParts({ year: '1990', month: '12', day: '31' })).toBe('1990-12-31');
    expect(dobFromParts({ year: '1990', month: '', day: '7' })).toBe('');
    expect(dobProblem(dobFromParts({ year: '', month: '', day: '' }), new Date('2026-11-24T12:00:00Z'))).toBe('dob_invalid');
  });

  it('offer the birth years from 17 to 115 years ago, newest first, each of them accepted for some date', () => {
    const today = new Date('2026-01-01T12:00:00Z');
    const years = birthYears(today);
    expect(years[0]).toBe(2009);
    expect(years.at(-1)).toBe(1911);
    expect(years).toHaveLength(99);
    // The newest year can still be too young; every older year has a day that passes the rule.
    expect(dobProblem(`${years[0]}-12-31`, today)).toBe('dob_error');
    for (const year of years.slice(1)) expect(dobProblem(`${year}-01-01`, today)).toBeNull();
  });

  it('give a date the rule judges as it judges the same date typed (property)', () => {
    const today = new Date('2026-11-24T12:00:00Z');
    fc.assert(
      fc.property(fc.integer({ min: 1900, max: 2026 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 31 }), (year, month, day) => {
        const dob = dobFromParts({ year: String(year), month: String(month), day: String(day) });
        expect(dob).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        const real = new Date(Date.UTC(year, month - 1, day)).getUTCDate() === day;
        const problem = dobProblem(dob, today);
        if (!real) expect(problem).toBe('dob_invalid');
        else if (year < 1911) expect(problem).toBe('dob_invalid');
        else expect(problem === null).toBe(dob <= '2008-11-24');
      }),
    );
  });
});
