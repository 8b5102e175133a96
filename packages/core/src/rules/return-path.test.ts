import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path';

const origin = 'https://casino.example';

describe('safeReturnPath', () => {
  it('keeps same-origin paths with their query and hash', () => {
    expect(safeReturnPath('/de/dashboard/limits', origin)).toBe('/de/dashboard/limits');
    expect(safeReturnPath('/en/deposit?amount=10#form', origin)).toBe('/en/deposit?amount=10#form');
  });

  it.each(['//evil.example', '/\\evil.example', 'https://x@evil.example', 'javascript:alert(1)', 'https://casino.example/en/', '', ' /en/', '/\t/evil.example', 'en/casino', 'data:text/html,x'])(
    'refuses %j',
    (value) => {
      expect(safeReturnPath(value, origin)).toBeNull();
    },
  );

  it('refuses anything that is not a string', () => {
    expect(safeReturnPath(null, origin)).toBeNull();
    expect(safeReturnPath(42, origin)).toBeNull();
  });

  it('never returns a path that a browser would resolve to another origin', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl(), fc.string().map((s) => `/${s}`), fc.string().map((s) => `//${s}`), fc.string().map((s) => `/\\${s}`)), (value) => {
        const result = safeReturnPath(value, origin);
        if (result === null) return true;
        const resolved = new URL(result, origin);
        return resolved.origin === origin && result.startsWith('/') && !result.startsWith('//');
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps every plain same-origin path it is given', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-z0-9-]{1,12}$/), { minLength: 1, maxLength: 4 }), (segments) => {
        const path = `/${segments.join('/')}`;
        return safeReturnPath(path, origin) === path;
      }),
    );
  });
});
