// The reality check's rules, pure: the platform's waiting status, the dialog's countdown.

/** The status the platform sets while a reality check waits for an answer; cleared before a launch (spec §4). */
export const AWAITING_REALITY_CHECK = 'awaiting_reality_check';

/** Spec: the reality dialog counts down 60 s unless the message says otherwise. */
export const REALITY_CHECK_DEFAULT_SECONDS = 60;

/** The reality check's countdown: the message's `duration` when it is a positive number, else 60 s. */
export function realityCheckSeconds(duration: number | null | undefined): number {
  return typeof duration === 'number' && Number.isFinite(duration) && duration >= 1 ? Math.floor(duration) : REALITY_CHECK_DEFAULT_SECONDS;
}
