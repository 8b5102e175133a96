import { describe, expect, it } from 'vitest';
import { configFromEnv } from './config';

describe('configFromEnv: where players reach the server', () => {
  it('defaults the public URL to localhost on the port, without HSTS, and answers with same-origin paths', () => {
    expect(configFromEnv({ PORT: '8123' })).toMatchObject({ publicUrl: 'http://localhost:8123', answerOrigin: '', behindHttps: false });
  });

  it('takes PUBLIC_URL as an origin and BEHIND_HTTPS with an https one', () => {
    expect(configFromEnv({ PUBLIC_URL: 'https://casino.example/' })).toMatchObject({ publicUrl: 'https://casino.example', answerOrigin: 'https://casino.example', behindHttps: false });
    expect(configFromEnv({ PUBLIC_URL: 'https://casino.example', BEHIND_HTTPS: '1' })).toMatchObject({ publicUrl: 'https://casino.example', behindHttps: true });
  });

  it('refuses to start with a public URL that is not an http(s) origin, or http behind https', () => {
    for (const value of ['casino.example', 'ftp://casino.example', 'https://casino.example/path', 'javascript:alert(1)']) {
      expect(() => configFromEnv({ PUBLIC_URL: value }), value).toThrow(/PUBLIC_URL/);
    }
    expect(() => configFromEnv({ BEHIND_HTTPS: '1' })).toThrow(/needs PUBLIC_URL/);
    expect(() => configFromEnv({ BEHIND_HTTPS: '1', PUBLIC_URL: 'http://casino.example' })).toThrow(/https PUBLIC_URL/);
  });
});

describe('configFromEnv: the demo provider origin', () => {
  it('serves the demo slot under 127.0.0.1 on the same port while the site is on localhost', () => {
    expect(configFromEnv({ PORT: '8123' }).providerUrl).toBe('http://127.0.0.1:8123');
  });

  it('takes PROVIDER_URL as an origin, else the public URL', () => {
    expect(configFromEnv({ PROVIDER_URL: 'https://games.casino.example/' }).providerUrl).toBe('https://games.casino.example');
    expect(configFromEnv({ PUBLIC_URL: 'https://casino.example' }).providerUrl).toBe('https://casino.example');
    expect(() => configFromEnv({ PROVIDER_URL: 'https://games.casino.example/slots' })).toThrow(/PROVIDER_URL/);
  });
});

describe('configFromEnv: the catalogue size', () => {
  it('seeds the default catalogue unless SANDBOX_GAMES asks for another size', () => {
    expect(configFromEnv({}).gameCount).toBeUndefined();
    expect(configFromEnv({ SANDBOX_GAMES: '50000' }).gameCount).toBe(50_000);
  });

  it('refuses a size that is not a whole number from 1 to 100,000', () => {
    for (const value of ['0', '-5', '2.5', 'many', '100001']) expect(() => configFromEnv({ SANDBOX_GAMES: value })).toThrow(/SANDBOX_GAMES/);
  });

  it("sets the skin's jurisdiction and deposit limit periods from SANDBOX_JURISDICTION and SANDBOX_DEPOSIT_LIMIT_PERIODS, MGA and 31 times by default", () => {
    expect(configFromEnv({}).skinRules).toEqual({ jurisdiction: 'mga', depositLimitPeriods: 'times-31' });
    expect(configFromEnv({ SANDBOX_JURISDICTION: 'UKGC', SANDBOX_DEPOSIT_LIMIT_PERIODS: 'equal' }).skinRules).toEqual({ jurisdiction: 'ukgc', depositLimitPeriods: 'equal' });
    expect(() => configFromEnv({ SANDBOX_JURISDICTION: 'gibraltar' })).toThrow(/SANDBOX_JURISDICTION/);
    expect(() => configFromEnv({ SANDBOX_DEPOSIT_LIMIT_PERIODS: 'double' })).toThrow(/SANDBOX_DEPOSIT_LIMIT_PERIODS/);
  });
});
