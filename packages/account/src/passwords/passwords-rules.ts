import { registrationPasswordProblem } from '@casino-sdk/core/rules';

/**
 * The new password (player-area spec §5): the registration's rule (8+ characters with a lowercase
 * and an uppercase letter, a digit and a symbol, no spaces), not the e-mail's local part or the
 * nickname (any case), and not the current password (§8).
 */
export function newPasswordProblem(next: string, current: string, nickname: string, email: string): string | null {
  const problem = registrationPasswordProblem(next, nickname, email);
  if (problem === 'space_not_allowed') return 'passwords.space';
  if (problem === 'password_error') return 'passwords.rule';
  if (problem === 'password_nickname_email_check') return 'passwords.nicknameEmail';
  return next === current ? 'passwords.different' : null;
}

/** Spec §2: an account never changed since it was made (created = updated) cannot change its password here. */
export function passwordChangeable(player: { created_at?: string | null; updated_at?: string | null } | null): boolean {
  return !!player?.created_at && player.created_at !== player.updated_at;
}
