/** Registration's steps (spec §2): -1 restore, 0 account data, 1 codes, 2 personal details. */
export type RegistrationStep = -1 | 0 | 1 | 2;

/**
 * Who is registering and the proof the later steps send: the verification player id (absent after
 * a restore, which names only the user) and the registration token the platform issued
 * (decision 0021). Short-lived and good for this one new player only.
 */
export interface Verification {
  playerId: number | null;
  userId: number;
  registrationToken: string;
}

/** What step 2 starts from (`./details` reads it). */
export interface DetailsHandoff extends Verification {
  newsletter: boolean;
  currencyId: number | null;
  /** Step 0's nickname; unknown after a restore. */
  nickname: string | undefined;
  country: string;
  referralCode: string | null;
  /** The mobile number was confirmed with an SMS code at step 1. */
  hasPhone: boolean;
}

/** One code's channel across a reload: when its resend opens (an instant, not seconds left) and whether it is confirmed. */
export interface ChannelProgress {
  resendUntil: number | null;
  verified: boolean;
}

/** Step 1 across a reload; never a code itself. */
export interface CodesProgress {
  email: ChannelProgress;
  sms: ChannelProgress;
  /** The number the SMS code went to. */
  smsSentTo: string | null;
}

export interface Flow {
  step: RegistrationStep;
  verification: Verification | null;
  /** Null until step 1 has something to keep. */
  codes: CodesProgress | null;
  newsletter: boolean;
  currencyId: number | null;
  /** The restore link this flow came from, so a reload of that link keeps the restored state. */
  restoredFrom: string | null;
}

export const FLOW_KEY = 'casino-registration.flow';
/** Step 1's phone form draft (its model, `./codes-step`, loads with step 1; the flow forgets the draft without it). */
export const PHONE_DRAFT_KEY = 'casino-registration.phone';
type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const freshFlow = (): Flow => ({ step: 0, verification: null, codes: null, newsletter: false, currencyId: null, restoredFrom: null });

/**
 * The flow survives a reload of the tab (sessionStorage, like the session token: house rule 8, docs/architecture.md),
 * so a player who reloads at step 1 is not registered twice.
 */
export function readFlow(storage: Storage | undefined): Flow {
  try {
    const raw = storage?.getItem(FLOW_KEY);
    const parsed = raw ? (JSON.parse(raw) as Partial<Flow>) : null;
    if (!parsed || ![0, 1, 2].includes(parsed.step as number)) return freshFlow();
    const verification = parsed.verification;
    const usable = verification && typeof verification.userId === 'number' && typeof verification.registrationToken === 'string';
    if (parsed.step !== 0 && !usable) return freshFlow();
    return { ...freshFlow(), ...parsed, verification: usable ? verification : null, codes: readCodes(parsed.codes) };
  } catch {
    return freshFlow();
  }
}

function readChannel(raw: unknown): ChannelProgress {
  const channel = (raw ?? {}) as Partial<ChannelProgress>;
  return { resendUntil: typeof channel.resendUntil === 'number' && Number.isFinite(channel.resendUntil) ? channel.resendUntil : null, verified: channel.verified === true };
}

/** What another version (or a hand) left in storage is read field by field: a bad value is a fresh one. */
function readCodes(raw: unknown): CodesProgress | null {
  if (!raw || typeof raw !== 'object') return null;
  const codes = raw as Partial<Record<keyof CodesProgress, unknown>>;
  return { email: readChannel(codes.email), sms: readChannel(codes.sms), smsSentTo: typeof codes.smsSentTo === 'string' ? codes.smsSentTo : null };
}

export function writeFlow(storage: Storage | undefined, flow: Flow): void {
  try {
    if (flow.step === 0 || flow.step === -1) storage?.removeItem(FLOW_KEY);
    else storage?.setItem(FLOW_KEY, JSON.stringify(flow));
  } catch {
    // Storage refused: the flow lives as long as the page, which is all a reload would lose.
  }
}

