import { describe, expect, it } from 'vitest';
import { newPasswordProblem, passwordChangeable } from './passwords-rules';

describe('the new password', () => {
  it("follows the registration's rule, and is neither the nickname, the e-mail's name nor the current password", () => {
    expect(newPasswordProblem('short1!A', 'Old-pass-1!', 'player', 'mail@example.com')).toBeNull();
    expect(newPasswordProblem('alllower1!', 'Old-pass-1!', 'player', 'mail@example.com')).toBe('passwords.rule');
    expect(newPasswordProblem('With space1!', 'Old-pass-1!', 'player', 'mail@example.com')).toBe('passwords.space');
    expect(newPasswordProblem('Player-01', 'Old-pass-1!', 'player-01', 'mail@example.com')).toBe('passwords.nicknameEmail');
    expect(newPasswordProblem('Mail.Box1', 'Old-pass-1!', 'someone', 'mail.box1@example.com')).toBe('passwords.nicknameEmail');
    expect(newPasswordProblem('Old-pass-1!', 'Old-pass-1!', 'player', 'mail@example.com')).toBe('passwords.different');
  });

  it('can be changed only on an account changed since it was made', () => {
    expect(passwordChangeable({ created_at: '2024-01-01T00:00:00Z', updated_at: '2024-02-01T00:00:00Z' })).toBe(true);
    expect(passwordChangeable({ created_at: '2024-01-01T00:00:00Z', updated_at: '2024-01-01T00:00:00Z' })).toBe(false);
    expect(passwordChangeable(null)).toBe(false);
  });
});
