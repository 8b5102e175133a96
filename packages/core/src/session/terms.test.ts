// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CasinoSDK } from '../sdk';
import { demoPlayerWire, jsonResponse } from '../testing/fixtures';
import { signedInRuntime } from '../testing/platform';
import { acceptTerms } from './terms';
import { needsTermsAcceptance } from '../rules/terms';

afterEach(() => {
  CasinoSDK.destroy();
  sessionStorage.clear();
});

describe('terms', () => {
  it('asks a player who has not accepted the terms, except on the terms page', async () => {
    const { runtime } = await signedInRuntime({
      'GET me': () => jsonResponse({ ...demoPlayerWire, marketing: { terms_and_conditions: false, newsletter: false } }),
    });
    const player = runtime.store.player.value;
    expect(needsTermsAcceptance(player, 'casino')).toBe(true);
    expect(needsTermsAcceptance(player, 'terms-and-conditions')).toBe(false);
    expect(needsTermsAcceptance(null, 'casino')).toBe(false);
    expect(needsTermsAcceptance({ ...player!, marketing: { ...player!.marketing!, terms_and_conditions: true } }, 'casino')).toBe(false);
  });

  it('records acceptance, then reloads', async () => {
    let body: unknown;
    const { runtime } = await signedInRuntime({
      'PUT me': async (request) => {
        body = await request.json();
        return jsonResponse(demoPlayerWire);
      },
    });
    const reload = vi.fn();
    await acceptTerms(runtime, reload);
    expect(body).toEqual({ terms_and_conditions: true });
    expect(reload).toHaveBeenCalled();
  });
});
