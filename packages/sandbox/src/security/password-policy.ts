import { passwordChecks } from '@casino-sdk/core/rules';

/**
 * The spec's password rule (at least 8 characters with a lowercase and an uppercase letter,
 * a digit and a symbol), enforced by the server too: the browser's check can be skipped. The
 * checks are the form's checklist (core/rules). Returns what is wrong, or null.
 */
export function passwordProblem(password: string): string | null {
  const checks = passwordChecks(password);
  if (!checks.length) return 'The password must be at least 8 characters.';
  if (/\s/.test(password)) return 'The password must not contain spaces.';
  if (!checks.lower || !checks.upper || !checks.digit || !checks.symbol) {
    return 'The password must contain a lowercase letter, an uppercase letter, a digit and a symbol.';
  }
  return null;
}
