import { describe, expect, it } from 'vitest';
import { resetPasswordProblem } from './password-reset';

describe('the reset password rule', () => {
  it.each([
    ['New-pass-1', null],
    ['Aa1#aaaa', null],
    ['Aa1#aaa', 'passwordReset.ruleError'],
    ['aa1#aaaa', 'passwordReset.ruleError'],
    ['AA1#AAAA', 'passwordReset.ruleError'],
    ['Aaa#aaaa', 'passwordReset.ruleError'],
    ['Aa1aaaaa', 'passwordReset.ruleError'],
    ['Aa1# aaaa', 'passwordReset.ruleError'],
  ])('%s → %s', (password, problem) => {
    expect(resetPasswordProblem(password)).toBe(problem);
  });
});
