/**
 * The spec's password rule (at least 8 characters with a lowercase and an uppercase letter,
 * a digit and a symbol), enforced by the server too: the browser's check can be skipped.
 * Returns what is wrong, or null.
 */
export function passwordProblem(password: string): string | null {
  if (password.length < 8) return 'The password must be at least 8 characters.';
  if (/\s/.test(password)) return 'The password must not contain spaces.';
  if (!/[a-z]/.test(password) || !/[A-Z]/.test(password) || !/\d/.test(password) || !/[^A-Za-z0-9]/.test(password)) {
    return 'The password must contain a lowercase letter, an uppercase letter, a digit and a symbol.';
  }
  return null;
}
