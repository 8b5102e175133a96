/** Player-area spec §9: one withdrawal request every 600 s. */
export const WITHDRAW_COOLDOWN_MS = 600_000;
/** Player-area spec §5 and §9. */
export const MIN_WITHDRAWAL = 1;
export const IBAN_LENGTH = { min: 5, max: 34 } as const;

/** Player-area spec §5: a method whose name contains "sepa" pays to an IBAN. */
export function paysToIban(methodName: string): boolean {
  return /sepa/i.test(methodName);
}

/**
 * The shape of a SEPA withdrawal's IBAN: 5 to 34 letters and digits once spaces are gone (the
 * spec's message). Whether it is a real IBAN is sepa-iban.ts's, which loads with the SEPA pick.
 */
export function ibanShapeProblem(value: string): string | null {
  const compact = value.replace(/\s/g, '');
  if (compact === '') return null;
  return compact.length < IBAN_LENGTH.min || compact.length > IBAN_LENGTH.max || !/^[A-Za-z0-9]+$/.test(compact) ? 'cashier.ibanCharacters' : null;
}

/**
 * Player-area spec §5: at least 1, within the available balance and the method's minimum and
 * maximum (all in minor units), else 'Invalid amount chosen'.
 */
export function withdrawAmountProblem(amount: number, limits: { available: number; minimum: number; maximum: number; smallest: number }): string | null {
  const floor = Math.max(limits.smallest, limits.minimum);
  return amount < floor || amount > limits.available || amount > limits.maximum ? 'cashier.invalidAmount' : null;
}

/** When the cooldown cookie ends (its value is the end, as the login attempts' cookies), or null. */
export function cooldownEnd(cookie: string | null, now: number): number | null {
  const end = Number(cookie);
  return Number.isFinite(end) && end > now ? end : null;
}
