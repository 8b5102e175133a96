import { ApiError } from '@casino-sdk/core';
import { describe, expect, it } from 'vitest';
import { fixtureGameDetail } from './game-frame-fixture';
import { followUpPath, insufficientBalance, outcomeOfError } from './launch-outcome';

describe('launch outcomes', () => {
  it('send KYC refusals to the KYC page, the selfie check and self-exclusion home', () => {
    expect(followUpPath({ kind: 'kyc' }, 'de')).toBe('/de/kyc');
    expect(followUpPath({ kind: 'kyc-selfie' }, 'en')).toBe('/en/kyc?lv=selfie');
    expect(followUpPath({ kind: 'self-excluded', until: null }, 'cs')).toBe('/cs/');
    expect(followUpPath({ kind: 'terms' }, 'en')).toBeNull();
  });

  it("reads the exclusion date from the server's message when the player has none", () => {
    const error = new ApiError({ kind: 'http', status: 403, code: 'self_excluded', message: 'The player account is disabled until 2027-03-01T00:00:00.000Z.' });
    expect(outcomeOfError(error, null)).toEqual({ kind: 'self-excluded', until: '2027-03-01T00:00:00.000Z' });
  });

  it('tells an answer that never came from a refusal', () => {
    expect(outcomeOfError(new ApiError({ kind: 'network', message: 'down' }), null)).toEqual({ kind: 'failed', messageKey: 'errors.network' });
    expect(outcomeOfError(new ApiError({ kind: 'http', status: 404, message: 'Game not found.' }), null)).toEqual({ kind: 'not-available' });
  });

  it("names the game's smallest bet in the player's currency and offers the game's demo", () => {
    expect(insufficientBalance('Too low.', fixtureGameDetail, 'EUR', 'en')).toEqual({ smallestBet: '€0.10', message: 'Too low.', demoPath: '/en/game/play/2/7?demo=1' });
    expect(insufficientBalance('Too low.', fixtureGameDetail, 'CZK', 'cs').smallestBet).toMatch(/^0,10\sKč$/);
    // A game without a demo or a smallest bet: the server's message alone says it.
    expect(insufficientBalance('Too low.', { ...fixtureGameDetail, has_demo: false, min_bet: null }, 'EUR', 'en')).toEqual({ smallestBet: null, message: 'Too low.', demoPath: null });
  });
});
