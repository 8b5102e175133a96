// The regulators' player-protection rules as data, read by the SDK (what the player is shown and
// offered) and by the sandbox (what the server enforces). No imports: both sides read this file alone.
// Sources and section names: docs/decisions/0048-jurisdiction-profiles.md.

export const JURISDICTIONS = ['mga', 'ukgc'] as const;
export type Jurisdiction = (typeof JURISDICTIONS)[number];

export const DEFAULT_JURISDICTION: Jurisdiction = 'mga';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** A player-chosen break: a time-out or a self-exclusion of so many days. */
export interface ExclusionPeriods {
  /** Time-outs (short breaks) on offer, in days. */
  timeOutDays: readonly number[];
  /** Self-exclusion periods on offer, in days; `forever` is offered besides them. */
  selfExclusionDays: readonly number[];
  /** The shortest self-exclusion the regulator accepts, in days (0: any period on offer). */
  minSelfExclusionDays: number;
}

export interface JurisdictionProfile {
  id: Jurisdiction;
  /**
   * Before the first deposit: a notice of the responsible-gaming tools and limits (MGA), or a
   * prompt for a deposit limit at registration or then (UKGC).
   */
  depositLimitPrompt: 'first-deposit-notice' | 'registration-or-first-deposit';
  /** How long raising (or removing) a limit waits before it applies; lowering applies at once. */
  limitIncreaseDelayMs: number;
  /** Deposit limits count deposits gross (withdrawals never give room back). */
  grossDepositLimit: boolean;
  exclusion: ExclusionPeriods;
  /** After a definite exclusion ends, how long before the account may reopen. */
  reopenAfterDefiniteMs: number;
  /** After an indefinite (permanent) exclusion is lifted, how long before the account may reopen. */
  reopenAfterIndefiniteMs: number;
  /** A permanent exclusion activates this long after the request; a temporary one after `temporaryExclusionDelayMs`. */
  permanentExclusionDelayMs: number;
  temporaryExclusionDelayMs: number;
  /** The player may cancel (reverse) a pending withdrawal. */
  withdrawalCancelAllowed: boolean;
  /** The account shows net deposits (deposits less withdrawals) over the player's history. */
  showNetDeposits: boolean;
  /**
   * The identity check a deposit needs first: 'none' (the spec's: the deposit itself starts the
   * basic AML level) or 'verified' (the player's identity and age are verified, `is_verified`).
   */
  depositKycGate: 'none' | 'verified';
  /** The deposit page and the home page (the footer's responsible-gaming block, on every page) link to the limits page. */
  limitsLinks: boolean;
}

/** The spec's periods (front-end.md §9): 1–7, 14, 30, 60, 90, 180, 360 days and forever. */
const SPEC_EXCLUSION_DAYS = [1, 2, 3, 4, 5, 6, 7, 14, 30, 60, 90, 180, 360] as const;

export const JURISDICTION_PROFILES: Readonly<Record<Jurisdiction, JurisdictionProfile>> = {
  mga: {
    id: 'mga',
    depositLimitPrompt: 'first-deposit-notice',
    limitIncreaseDelayMs: DAY_MS,
    grossDepositLimit: false,
    exclusion: { timeOutDays: [], selfExclusionDays: SPEC_EXCLUSION_DAYS, minSelfExclusionDays: 0 },
    reopenAfterDefiniteMs: DAY_MS,
    reopenAfterIndefiniteMs: 7 * DAY_MS,
    permanentExclusionDelayMs: 7 * DAY_MS,
    temporaryExclusionDelayMs: DAY_MS,
    withdrawalCancelAllowed: true,
    showNetDeposits: false,
    depositKycGate: 'none',
    limitsLinks: false,
  },
  ukgc: {
    id: 'ukgc',
    depositLimitPrompt: 'registration-or-first-deposit',
    limitIncreaseDelayMs: DAY_MS,
    grossDepositLimit: true,
    // Time-outs: 24 hours, one week, one month, up to six weeks (a month counted as 30 days).
    exclusion: { timeOutDays: [1, 7, 30, 42], selfExclusionDays: [180, 360], minSelfExclusionDays: 180 },
    reopenAfterDefiniteMs: DAY_MS,
    reopenAfterIndefiniteMs: 7 * DAY_MS,
    // The Commission: a customer who decides to self-exclude "should not be required to wait".
    permanentExclusionDelayMs: 0,
    temporaryExclusionDelayMs: 0,
    withdrawalCancelAllowed: false,
    showNetDeposits: true,
    depositKycGate: 'verified',
    limitsLinks: true,
  },
};

export function isJurisdiction(value: unknown): value is Jurisdiction {
  return typeof value === 'string' && (JURISDICTIONS as readonly string[]).includes(value);
}

/** A skin's or an option's jurisdiction, any case; anything else is the default's. */
export function jurisdictionProfile(value: unknown): JurisdictionProfile {
  const id = typeof value === 'string' ? value.toLowerCase() : value;
  return JURISDICTION_PROFILES[isJurisdiction(id) ? id : DEFAULT_JURISDICTION];
}
