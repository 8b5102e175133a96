import { describe, expect, it } from 'vitest';
import { otherLoopbackOrigin, providerOriginFor } from './game-origin';

describe("the demo provider's origin", () => {
  it('is the configured one, or the other loopback name when the site was opened on it', () => {
    expect(providerOriginFor('http://127.0.0.1:8080', 'http://localhost:8080')).toBe('http://127.0.0.1:8080');
    expect(providerOriginFor('http://127.0.0.1:8080', 'http://127.0.0.1:8080')).toBe('http://localhost:8080');
    expect(providerOriginFor('https://games.casino.example', 'https://casino.example')).toBe('https://games.casino.example');
  });

  it('swaps only loopback names', () => {
    expect(otherLoopbackOrigin('http://localhost:8080')).toBe('http://127.0.0.1:8080');
    expect(otherLoopbackOrigin('https://casino.example')).toBeNull();
  });
});
