/** Statuses worth another try: the request may succeed unchanged a moment later. */
const RETRYABLE_STATUSES = new Set([408, 425, 429, 500, 502, 503, 504]);

export function isRetryableStatus(status: number): boolean {
  return RETRYABLE_STATUSES.has(status);
}

/**
 * Exponential back-off with full jitter: a random wait in [0, min(cap, base * 2^attempt)].
 * Full jitter keeps many widgets on many pages from retrying in lockstep.
 */
export function backoffDelay(attempt: number, options: { baseMs?: number; capMs?: number; random?: () => number } = {}): number {
  const { baseMs = 300, capMs = 5_000, random = Math.random } = options;
  const ceiling = Math.min(capMs, baseMs * 2 ** attempt);
  return Math.round(random() * ceiling);
}

/**
 * The longest the SDK waits because a `Retry-After` header asked it to. A server (or a proxy in
 * between) answering `Retry-After: 86400` must not make a balance or message poll sleep for a day.
 */
export const MAX_RETRY_AFTER_MS = 60_000;

/**
 * Milliseconds a `Retry-After` header asks for (seconds or an HTTP date), exactly as sent; null when
 * absent or unreadable. Only for telling a person how long (the admin lockout text): never wait on
 * it, wait on `retryAfterMs`.
 */
export function requestedRetryAfterMs(header: string | null, now: number = Date.now()): number | null {
  if (!header) return null;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return null;
  return Math.max(0, date - now);
}

/** How long to wait before asking again: what `Retry-After` asks for, never more than `MAX_RETRY_AFTER_MS`. */
export function retryAfterMs(header: string | null, now: number = Date.now()): number | null {
  const requested = requestedRetryAfterMs(header, now);
  return requested === null ? null : Math.min(requested, MAX_RETRY_AFTER_MS);
}
