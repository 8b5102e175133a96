import { HttpError } from '../http/errors';

/**
 * One request counter for every limit of the sandbox that is not a login (logins keep their own
 * record in the database: security/login-throttle.ts): the live checks, the sends, the captcha,
 * demo launches, messages. A limit is a name, a key (an address, a number, a token, or 'all' for a
 * global ceiling), a count and a window; a hit is counted in every limit it names only when none of
 * them is reached, so a refused request spends nothing.
 *
 * The counts live in the process: the sandbox is one process. A platform with several would keep
 * them in a shared store; a restart forgets them, which only ever lets a client in sooner.
 */
export interface Limit {
  /** What is counted, e.g. 'check per address'; it also separates keys of different limits. */
  name: string;
  /** Who or what it is counted per: an address (http/client-address.ts), a number, a token, 'all'. */
  key: string;
  max: number;
  windowMs: number;
}

/** Limits whose windows have emptied are dropped once this many keys are held. */
const SWEEP_AT = 10_000;

export class RateLimiter {
  /** Times of the counted hits per limit and key, oldest first, never more than the limit's max. */
  private readonly hits = new Map<string, { windowMs: number; times: number[] }>();

  constructor(private readonly clock: () => Date) {}

  /**
   * Counts a hit against every limit, unless one of them is reached: then nothing is counted and
   * the answer is the seconds until all of them would let it through (at least 1).
   */
  take(limits: readonly Limit[]): number | null {
    const now = this.clock().getTime();
    const wait = this.secondsUntilFree(limits, now);
    if (wait !== null) return wait;
    for (const limit of limits) {
      const id = `${limit.name}\u0000${limit.key}`;
      const entry = this.hits.get(id) ?? { windowMs: limit.windowMs, times: [] };
      entry.times.push(now);
      if (entry.times.length > limit.max) entry.times.shift();
      this.hits.set(id, entry);
    }
    if (this.hits.size > SWEEP_AT) this.sweep(now);
    return null;
  }

  /** The seconds until a hit would pass every limit, or null when it would pass now; counts nothing. */
  check(limits: readonly Limit[]): number | null {
    return this.secondsUntilFree(limits, this.clock().getTime());
  }

  private secondsUntilFree(limits: readonly Limit[], now: number): number | null {
    let freeAt = 0;
    for (const limit of limits) {
      const times = this.recent(limit, now);
      // Free again once the oldest of the last `max` hits leaves the window.
      if (times.length >= limit.max) freeAt = Math.max(freeAt, times[times.length - limit.max]! + limit.windowMs);
    }
    return freeAt === 0 ? null : Math.max(1, Math.ceil((freeAt - now) / 1000));
  }

  private recent(limit: Limit, now: number): number[] {
    const entry = this.hits.get(`${limit.name}\u0000${limit.key}`);
    return entry ? entry.times.filter((time) => time > now - limit.windowMs) : [];
  }

  private sweep(now: number): void {
    for (const [id, entry] of this.hits) {
      if (entry.times.every((time) => time <= now - entry.windowMs)) this.hits.delete(id);
    }
  }
}

/** The 429 of a reached limit, in the contract's error shape, with Retry-After. */
export function tooManyRequests(retryAfterSeconds: number, message = 'Too many requests. Please try again later.'): HttpError {
  return new HttpError(429, message, { code: 'too_many_requests' }, { 'Retry-After': String(retryAfterSeconds) });
}

/** Counts a hit against every limit, or throws their 429. */
export function enforceLimits(limiter: RateLimiter, limits: readonly Limit[], message?: string): void {
  const wait = limiter.take(limits);
  if (wait !== null) throw tooManyRequests(wait, message);
}
