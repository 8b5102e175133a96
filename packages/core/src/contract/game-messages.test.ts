import { describe, expect, it } from 'vitest';
import { gameToSiteMessage, siteToGameMessage } from './game-messages';

describe('game frame messages', () => {
  it('takes pause and resume from the site, and nothing else', () => {
    expect(siteToGameMessage.safeParse({ source: 'casino-site', type: 'pause' }).success).toBe(true);
    expect(siteToGameMessage.safeParse({ source: 'casino-site', type: 'resume' }).success).toBe(true);
    expect(siteToGameMessage.safeParse({ source: 'casino-site', type: 'spin' }).success).toBe(false);
    expect(siteToGameMessage.safeParse({ source: 'casino-game', type: 'pause' }).success).toBe(false);
  });

  it('reads what a game posts: ready, balance-changed, round-finished, refused', () => {
    for (const message of [
      { source: 'casino-game', type: 'ready', demo: false },
      { source: 'casino-game', type: 'balance-changed', balance: 998.5, bonus: 50, currency: 'EUR' },
      { source: 'casino-game', type: 'round-finished', bet: 2, win: 0.5, bonus: false },
      { source: 'casino-game', type: 'refused', code: 'limit_reached', message: 'This bet would go past your daily bet limit.' },
    ]) {
      expect(gameToSiteMessage.safeParse(message).success, message.type).toBe(true);
    }
  });

  it('refuses other shapes: unknown types, missing or wrongly typed fields, strings where numbers go', () => {
    for (const message of [
      null,
      'ready',
      { type: 'ready', demo: true },
      { source: 'casino-game', type: 'navigate', url: 'https://evil.example' },
      { source: 'casino-game', type: 'balance-changed', balance: '1000', bonus: 0, currency: 'EUR' },
      { source: 'casino-game', type: 'balance-changed', balance: 1, bonus: 0, currency: 'EURO' },
      { source: 'casino-game', type: 'round-finished', bet: 1, win: 0 },
    ]) {
      expect(gameToSiteMessage.safeParse(message).success, JSON.stringify(message)).toBe(false);
    }
  });
});
