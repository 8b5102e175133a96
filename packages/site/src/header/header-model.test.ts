import { CasinoSDK, startSession, type Runtime } from '@casino-sdk/core';
import { afterEach, describe, expect, it } from 'vitest';
import { createPlatformFixture, sampleBalance, samplePlayer, type PlatformFixtureOptions } from '../fixtures/platform-fixture';
import { createHeaderModel, headerState, HEADER_LINKS } from './header-model';

function setup(options: PlatformFixtureOptions = {}): Runtime {
  return CasinoSDK.init({ skin: { refId: 'skin', password: 'secret' }, fetch: createPlatformFixture(options) });
}

afterEach(() => CasinoSDK.destroy());

describe('header state', () => {
  it('is visitor without a session', () => {
    const runtime = setup();
    expect(headerState(runtime.store, 'en')).toEqual({ kind: 'visitor' });
  });

  it('is loading while the player is on its way', () => {
    const runtime = setup({ me: 'hang' });
    void startSession(runtime, { token: 't', playerId: 42 });
    expect(headerState(runtime.store, 'en')).toEqual({ kind: 'loading' });
  });

  it('shows total + bonus to 2 decimals, in the currency and the page language', async () => {
    const runtime = setup();
    await startSession(runtime, { token: 't', playerId: 42 });
    const state = headerState(runtime.store, 'en');
    expect(state).toMatchObject({
      kind: 'player',
      name: 'Alex Player',
      balance: '€1,334.75', // 1234.50 + 100.25
      withdrawable: '€1,000.00',
      total: '€1,234.50',
      bonus: '€100.25',
      stale: false,
    });
    expect(headerState(runtime.store, 'de')).toMatchObject({ balance: '1.334,75\u00a0€' });
  });

  it('adds amounts without floating-point drift', async () => {
    const runtime = setup({ player: { balance: { ...sampleBalance, total: 0.1, bonus: 0.2 } } });
    await startSession(runtime, { token: 't', playerId: 42 });
    expect(headerState(runtime.store, 'en')).toMatchObject({ balance: '€0.30' });
  });

  it('says when the balance is stale', async () => {
    const runtime = setup();
    await startSession(runtime, { token: 't', playerId: 42 });
    runtime.store.balanceStale.value = true;
    expect(headerState(runtime.store, 'en')).toMatchObject({ stale: true });
  });

  it('falls back to the username when the player has no name', async () => {
    const runtime = setup({ player: { name: '' } });
    await startSession(runtime, { token: 't', playerId: 42 });
    expect(headerState(runtime.store, 'en')).toMatchObject({ name: samplePlayer.username });
  });
});

describe('header model', () => {
  it('lists the six links in the spec order', () => {
    expect(HEADER_LINKS.map((link) => link.route)).toEqual(['casino', 'prime', 'live-casino', 'crash-games', 'others', 'promotion']);
  });

  it('opens the summary only for a player and closes it on logout', async () => {
    const runtime = setup();
    const model = createHeaderModel(runtime);
    model.toggleSummary();
    expect(model.summaryOpen.value).toBe(false);

    await startSession(runtime, { token: 't', playerId: 42 });
    model.toggleSummary();
    expect(model.summaryOpen.value).toBe(true);
    model.toggleBalance();
    expect(model.balanceHidden.value).toBe(true);

    await model.logout();
    expect(runtime.store.session.value).toBeNull();
    expect(model.summaryOpen.value).toBe(false);
    expect(model.state.value).toEqual({ kind: 'visitor' });
  });
});
