import { describe, expect, it } from 'vitest';
import { RateLimiter, type Limit } from './rate-limits';

function limiterAt(start: number) {
  let now = start;
  const limiter = new RateLimiter(() => new Date(now));
  return { limiter, advance: (ms: number) => (now += ms) };
}

const perAddress = (key: string): Limit => ({ name: 'check per address', key, max: 3, windowMs: 60_000 });
const overall: Limit = { name: 'check overall', key: 'all', max: 5, windowMs: 60_000 };

describe('RateLimiter', () => {
  it('lets max hits through in a window, then answers the seconds until the oldest leaves it', () => {
    const { limiter, advance } = limiterAt(0);
    expect(limiter.take([perAddress('a')])).toBeNull();
    advance(10_000);
    expect(limiter.take([perAddress('a')])).toBeNull();
    expect(limiter.take([perAddress('a')])).toBeNull();
    expect(limiter.take([perAddress('a')])).toBe(50);
    advance(50_000);
    expect(limiter.take([perAddress('a')])).toBeNull();
  });

  it('counts each key on its own, and a global ceiling across keys', () => {
    const { limiter } = limiterAt(0);
    for (const key of ['a', 'a', 'a', 'b', 'b']) expect(limiter.take([perAddress(key), overall])).toBeNull();
    expect(limiter.take([perAddress('a'), overall])).toBe(60);
    expect(limiter.take([perAddress('c'), overall])).toBe(60);
  });

  it('spends nothing on a refused hit', () => {
    const { limiter, advance } = limiterAt(0);
    for (let i = 0; i < 3; i++) limiter.take([perAddress('a')]);
    expect(limiter.take([perAddress('a'), overall])).toBe(60);
    advance(60_000);
    // The refused hit did not count against the global limit: five more pass.
    for (const key of ['a', 'a', 'a', 'b', 'b']) expect(limiter.take([perAddress(key), overall])).toBeNull();
  });

  it('check tells without counting', () => {
    const { limiter } = limiterAt(0);
    for (let i = 0; i < 3; i++) expect(limiter.check([perAddress('a')])).toBeNull();
    for (let i = 0; i < 3; i++) limiter.take([perAddress('a')]);
    expect(limiter.check([perAddress('a')])).toBe(60);
  });
});
