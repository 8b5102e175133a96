/** Spec §5 and §9: a limit is typed as digits only, at most 10 of them. */
export const MAX_LIMIT_DIGITS = 10;

/** A limit as typed: whole digits, at most 10 (an empty text is the caller's to judge). */
export function isLimitText(text: string): boolean {
  return /^\d+$/.test(text) && text.length <= MAX_LIMIT_DIGITS;
}
