/** One press of Deposit or Withdraw, and every retry of it: what the platform books once under `key`. */
export interface PaymentAttempt {
  key: string;
  /** Minor units. */
  amount: number;
  /** The deposit method, or the withdrawal's account. */
  methodId: number;
}

export type AttemptStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export type PaymentKind = 'deposit' | 'withdraw';

const storageKey = (kind: PaymentKind) => `casino-sdk.${kind}-attempt`;

/**
 * The attempt a press belongs to: the one still open when the amount and the method are the same
 * (its answer was lost, or the page reloaded before it came), else a new one with a new key.
 */
export function attemptFor(open: PaymentAttempt | null, amount: number, methodId: number, newKey: () => string): PaymentAttempt {
  return open && open.amount === amount && open.methodId === methodId ? open : { key: newKey(), amount, methodId };
}

export function readAttempt(storage: AttemptStorage | undefined, kind: PaymentKind): PaymentAttempt | null {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(storageKey(kind)) ?? 'null');
    if (!parsed || typeof parsed !== 'object') return null;
    const { key, amount, methodId } = parsed as Record<string, unknown>;
    return typeof key === 'string' && Number.isSafeInteger(amount) && Number.isSafeInteger(methodId) ? { key, amount: amount as number, methodId: methodId as number } : null;
  } catch {
    return null;
  }
}

/** Kept for the tab, so a reload retries the same attempt rather than paying twice. */
export function saveAttempt(storage: AttemptStorage | undefined, kind: PaymentKind, attempt: PaymentAttempt): void {
  try {
    storage?.setItem(storageKey(kind), JSON.stringify(attempt));
  } catch {
    // Storage refused: the attempt still holds for this page.
  }
}

/** The platform answered (or refused) the attempt: the next press is a new one. */
export function forgetAttempt(storage: AttemptStorage | undefined, kind: PaymentKind): void {
  try {
    storage?.removeItem(storageKey(kind));
  } catch {
    // As above.
  }
}

const awayKey = (kind: PaymentKind) => `casino-sdk.${kind}-away`;

/**
 * The attempt a player took to a provider's page, kept for whichever page of the site they come
 * back to (a reload, the back button, another tab: localStorage is the origin's), and only for
 * that player. What it became is always asked of the platform.
 */
export function rememberAway(storage: AttemptStorage | undefined, kind: PaymentKind, playerId: number, attemptId: number): void {
  try {
    storage?.setItem(awayKey(kind), JSON.stringify({ playerId, attemptId }));
  } catch {
    // Storage refused: the `attempt` parameter of the way back still names it.
  }
}

export function awayAttempt(storage: AttemptStorage | undefined, kind: PaymentKind, playerId: number): number | null {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(awayKey(kind)) ?? 'null');
    if (!parsed || typeof parsed !== 'object') return null;
    const away = parsed as Record<string, unknown>;
    return away.playerId === playerId && Number.isSafeInteger(away.attemptId) && (away.attemptId as number) > 0 ? (away.attemptId as number) : null;
  } catch {
    return null;
  }
}

/** The attempt is settled: the next visit starts afresh. */
export function forgetAway(storage: AttemptStorage | undefined, kind: PaymentKind, attemptId: number): void {
  try {
    const away = JSON.parse(storage?.getItem(awayKey(kind)) ?? 'null') as { attemptId?: unknown } | null;
    if (away?.attemptId === attemptId) storage?.removeItem(awayKey(kind));
  } catch {
    // As above.
  }
}
