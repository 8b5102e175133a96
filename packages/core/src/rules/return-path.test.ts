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

  it.each([
    '/..//evil.example',
    '/.//evil.example',
    '/%2e%2e//evil.example',
    '/%2E%2e//evil.example',
    '/.%2e//evil.example',
    '/%2e//evil.example',
    '/a/../..//evil.example',
    '/./%2e/.//evil.example',
    '/..\\/evil.example',
    '/.\\evil.example',
  ])('refuses %j, whose dot segments collapse into another host', (value) => {
    expect(safeReturnPath(value, origin)).toBeNull();
  });

  it('returns the normalised path, as the browser would resolve it', () => {
    expect(safeReturnPath('/en/./casino/../deposit', origin)).toBe('/en/deposit');
    expect(safeReturnPath('/../en/%2e%2E/de/casino', origin)).toBe('/de/casino');
    // An encoded slash stays encoded: one segment of this site, not a host.
    expect(safeReturnPath('/%2F/evil.example', origin)).toBe('/%2F/evil.example');
    expect(safeReturnPath('/%5c/evil.example', origin)).toBe('/%5c/evil.example');
  });

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

  it('never returns a path that leaves the site, for any mix of dot segments, encoded slashes and backslashes', () => {
    const segment = fc.oneof(
      fc.constantFrom('..', '.', '', '%2e', '%2E', '%2e%2e', '%2E%2e', '.%2e', '%2e.', '%2f', '%2F', '%5c', '%5C', '\\', '/', 'evil.example', '@', ':', 'en', 'casino', 'https:', '%00', '?', '#'),
      fc.stringMatching(/^[a-z0-9.%@:-]{0,6}$/),
    );
    const path = fc.array(segment, { maxLength: 8 }).map((segments) => segments.join('/'));
    fc.assert(
      fc.property(fc.constantFrom('/', '//', '/\\', '', '\\'), path, (start, rest) => {
        const result = safeReturnPath(start + rest, origin);
        if (result === null) return true;
        return (
          result.startsWith('/') &&
          !result.startsWith('//') &&
          !result.startsWith('/\\') &&
          new URL(result, origin).origin === origin &&
          // What it returns is already normalised: asking again gives the same path.
          safeReturnPath(result, origin) === result
        );
      }),
      { numRuns: 5000 },
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
