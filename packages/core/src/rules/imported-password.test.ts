import { describe, expect, it } from 'vitest';
import { importedPasswordProblem, passwordsMatch, showMismatch } from './imported-password';

describe('imported-player password rule', () => {
  it.each(['Abcdef1@', 'aB3$aaaa', 'ZZZZzz9&', 'Passw0rd?', 'Xy1!Xy1!Xy1!Xy1!Xy1!Xy1!'])('accepts %s', (password) => {
    expect(importedPasswordProblem(password)).toBeNull();
  });

  it.each([
    ['', 'empty'],
    ['Abcde1@', 'seven characters'],
    ['abcdefg1@', 'no uppercase'],
    ['ABCDEFG1@', 'no lowercase'],
    ['Abcdefgh@', 'no digit'],
    ['Abcdefgh1', 'no symbol'],
    ['Abcdefg1-', 'a symbol outside @$!%*?&'],
    ['Abcdef1@-', 'an allowed symbol plus a foreign one'],
    ['Abc def1@', 'a space'],
    ['Ábcdefg1@', 'a letter outside A-Z'],
    ['Abcdefg1@\n', 'a line break'],
  ])('refuses %j (%s) with the rule key', (password) => {
    expect(importedPasswordProblem(password)).toBe('changePassword.ruleError');
  });

  it('compares the confirmation exactly', () => {
    expect(passwordsMatch('Abcdefg1@', 'Abcdefg1@')).toBe(true);
    expect(passwordsMatch('Abcdefg1@', 'abcdefg1@')).toBe(false);
    expect(passwordsMatch('Abcdefg1@', 'Abcdefg1@ ')).toBe(false);
  });

  it('shows the mismatch only from the fifth character of the confirmation', () => {
    expect(showMismatch('Abcdefg1@', 'Xbcd')).toBe(false);
    expect(showMismatch('Abcdefg1@', 'Xbcde')).toBe(true);
    expect(showMismatch('Abcdefg1@', 'Abcde')).toBe(true);
    expect(showMismatch('Abcdefg1@', 'Abcdefg1@')).toBe(false);
    expect(showMismatch('', '')).toBe(false);
  });
});
