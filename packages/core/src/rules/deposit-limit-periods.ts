// How a daily deposit limit sets the weekly and monthly ones, read by the cashier (what the limits
// page fills in) and by the sandbox (what PUT me stores). The spec gives two readings (front-end.md
// §5): 31 times the daily limit, its main one, and equal to it; the skin document chooses.

export const DEPOSIT_LIMIT_PERIODS = ['times-31', 'equal'] as const;
export type DepositLimitPeriods = (typeof DEPOSIT_LIMIT_PERIODS)[number];

/** Spec §5's main reading: weekly and monthly are 31 times the daily limit. */
export const DEPOSIT_PERIOD_FACTOR = 31;

/** What the weekly and monthly limits are multiplied from the daily one by; an unknown setting is the spec's main reading. */
export function depositPeriodFactor(periods: unknown): number {
  return periods === 'equal' ? 1 : DEPOSIT_PERIOD_FACTOR;
}
