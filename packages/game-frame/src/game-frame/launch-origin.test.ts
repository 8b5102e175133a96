import { describe, expect, it } from 'vitest';
import { gameMessage } from './game-message';
import { allowedLaunchOrigin } from './launch-origin';

describe('the launch URL and the game messages', () => {
  const allowed = ['https://games.example', 'http://127.0.0.1:8090/'];

  it("loads only http(s) URLs from the skin's game origins", () => {
    expect(allowedLaunchOrigin('https://games.example/slot?t=1', allowed)).toBe('https://games.example');
    expect(allowedLaunchOrigin('http://127.0.0.1:8090/provider/demo-slots/?t=1', allowed)).toBe('http://127.0.0.1:8090');
    expect(allowedLaunchOrigin('https://games.example.evil.test/slot', allowed)).toBeNull();
    expect(allowedLaunchOrigin('javascript:alert(1)', ['javascript:alert(1)'])).toBeNull();
    expect(allowedLaunchOrigin('not a url', allowed)).toBeNull();
    expect(allowedLaunchOrigin('https://games.example/slot', [])).toBeNull();
  });

  it("takes a message only from the game's window and origin, in an agreed shape", () => {
    const game = {};
    const ready = { source: 'casino-game', type: 'ready', demo: true };
    expect(gameMessage({ origin: 'https://games.example', source: game as MessageEventSource, data: ready }, 'https://games.example', game)).toEqual(ready);
    expect(gameMessage({ origin: 'https://other.example', source: game as MessageEventSource, data: ready }, 'https://games.example', game)).toBeNull();
    expect(gameMessage({ origin: 'https://games.example', source: {} as MessageEventSource, data: ready }, 'https://games.example', game)).toBeNull();
    // No game window yet: a message with no source is nobody's.
    expect(gameMessage({ origin: 'https://games.example', source: null, data: ready }, 'https://games.example', null)).toBeNull();
    expect(gameMessage({ origin: 'https://games.example', source: game as MessageEventSource, data: { source: 'casino-game', type: 'balance-changed' } }, 'https://games.example', game)).toBeNull();
  });
});
