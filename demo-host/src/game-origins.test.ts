import { describe, expect, it } from 'vitest';
import { gameOrigins } from './game-origins';

describe("the demo slot's origin", () => {
  it('is the configured provider URL, else the same server under the other loopback name', () => {
    expect(gameOrigins({ hostname: 'localhost', protocol: 'http:', port: '8092' }, undefined)).toEqual(['http://127.0.0.1:8092']);
    expect(gameOrigins({ hostname: '127.0.0.1', protocol: 'http:', port: '8092' }, undefined)).toEqual(['http://localhost:8092']);
    expect(gameOrigins({ hostname: 'localhost', protocol: 'http:', port: '8080' }, 'http://127.0.0.1:8081')).toEqual(['http://127.0.0.1:8081']);
    expect(gameOrigins({ hostname: 'casino.example', protocol: 'https:', port: '' }, undefined)).toEqual([]);
  });
});
