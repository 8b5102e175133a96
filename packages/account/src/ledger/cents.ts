/** Money from the platform in whole cents, so sums in the browser are exact. */
export const cents = (amount: number) => Math.round(amount * 100);

/** A sum of cents back in major units. */
export const fromCents = (value: number) => value / 100;
