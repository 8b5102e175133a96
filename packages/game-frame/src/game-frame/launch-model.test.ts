// @vitest-environment jsdom
import { CasinoSDK } from '@casino-sdk/core';
import { startSession } from '@casino-sdk/core/internal';
import { afterEach, describe, expect, it } from 'vitest';
import { allowFixtureOrigin, createGameFixture, fixtureBonus, fixtureGameId, fixtureProviderId, GAME_ORIGIN, type GameFixtureOptions } from './game-frame-fixture';
import { createLaunchModel, type LaunchModel } from './launch-model';

let model: LaunchModel | undefined;
afterEach(() => {
  model?.dispose();
  CasinoSDK.destroy();
  sessionStorage.clear();
});

async function launch(options: GameFixtureOptions = {}, demo = false) {
  const fetch = createGameFixture(options);
  const runtime = CasinoSDK.init({ skin: { refId: 'skin', password: 'secret' }, fetch });
  await CasinoSDK.ready();
  allowFixtureOrigin(runtime);
  if (options.player) await startSession(runtime, { token: 'tok', playerId: 42 });
  model = createLaunchModel({ runtime, providerId: fixtureProviderId, gameId: fixtureGameId, demo, device: 'desktop', lobbyUrl: 'http://localhost/en/casino' });
  await model.launch();
  const call = (path: string) => fetch.calls.find((c) => c.path.startsWith(path));
  return { model, fetch, call, runtime };
}

describe('the game launch', () => {
  it("launches a visitor's demo in EUR and reads play_for_fun", async () => {
    const { model, call } = await launch();
    expect(model.state.value).toMatchObject({ kind: 'playing', mode: 'demo', url: `${GAME_ORIGIN}/slot?mode=demo`, origin: GAME_ORIGIN });
    expect(call('casino/play/aurora')?.body).toEqual({ is_demo: true, game_id: fixtureGameId, provider_id: fixtureProviderId, user_language: 'en', user_currency: 'EUR' });
    expect(call('casino/sessions')).toBeUndefined();
  });

  it("launches a player's real game with the spec's payload, then records the game page", async () => {
    const { model, call, fetch } = await launch({ player: {} });
    expect(model.state.value).toMatchObject({ kind: 'playing', mode: 'real', url: `${GAME_ORIGIN}/slot?mode=real` });
    expect(call('casino/play/aurora')?.body).toEqual({
      game_id: fixtureGameId, provider_name: 'Aurora Reels', provider_id: fixtureProviderId, is_mobile: false, is_desktop: true,
      lobby_url: 'http://localhost/en/casino', skin_id: 1, user_id: 4200, user_language: 'en', user_currency: 'EUR', campaign_id: null, use_bonus: false,
    });
    expect(call('casino/sessions')).toMatchObject({ method: 'POST', body: { game_id: fixtureGameId, provider_id: fixtureProviderId } });
    // Leaving the page stops the real game.
    model.dispose();
    await expect.poll(() => fetch.calls.some((c) => c.method === 'DELETE' && c.path === 'casino/sessions')).toBe(true);
  });

  it('sends the looked-up public address as ip_address with a real launch', async () => {
    const fetch = createGameFixture({ player: {}, next: async () => new Response(JSON.stringify({ ip: '203.0.113.5' })) });
    const runtime = CasinoSDK.init({ skin: { refId: 'skin', password: 'secret' }, fetch, ipLookupUrl: '/ip-lookup' });
    await CasinoSDK.ready();
    allowFixtureOrigin(runtime);
    await startSession(runtime, { token: 'tok', playerId: 42 });
    model = createLaunchModel({ runtime, providerId: fixtureProviderId, gameId: fixtureGameId, demo: false, device: 'desktop', lobbyUrl: 'http://localhost/en/casino' });
    await model.launch();
    expect(fetch.calls.find((c) => c.path.startsWith('casino/play/'))?.body).toMatchObject({ ip_address: '203.0.113.5' });
  });

  it('plays the demo for a signed-in player who chose it', async () => {
    const { model } = await launch({ player: {} }, true);
    expect(model.state.value).toMatchObject({ kind: 'playing', mode: 'demo' });
  });

  it('asks a player whose reality check waits before the launch, and launches once Continue is answered', async () => {
    const { model, fetch, runtime } = await launch({ player: { status_reason: 'awaiting_reality_check' } });
    expect(fetch.calls.some((c) => c.path.startsWith('casino/play/'))).toBe(false);
    expect(fetch.calls.some((c) => c.path === 'me/mga/realityCheck')).toBe(false);
    await expect.poll(() => model.realityCheck.value?.summary).toEqual({ hours: 1, minutes: 2, net: { minor: -1230, currency: 'EUR' } });
    await model.continuePlaying();
    const paths = fetch.calls.map((c) => c.path);
    expect(fetch.calls.find((c) => c.path === 'me/mga/realityCheck')?.body).toEqual({ minutes: 0 });
    expect(paths.indexOf('me/mga/realityCheck')).toBeLessThan(paths.indexOf('casino/play/aurora'));
    expect(runtime.store.player.value?.status_reason).toBeNull();
    expect(model.realityCheck.value).toBeNull();
    expect(model.state.value).toMatchObject({ kind: 'playing', mode: 'real' });
  });

  it('asks when the platform refuses the launch with awaiting_reality_check', async () => {
    const { model } = await launch({ player: {}, play: { status: 403, code: 'awaiting_reality_check', message: 'A reality check is waiting.' } });
    expect(model.realityCheck.value).toMatchObject({ busy: false, errorKey: null });
    expect(model.state.value.kind).toBe('loading');
  });

  it('asks when the game says a round was refused for it; Continue answers and the game goes on without a new launch', async () => {
    const { model, fetch } = await launch({ player: {} });
    model.realityCheckDue();
    expect(model.realityCheck.value).not.toBeNull();
    await model.continuePlaying();
    expect(model.realityCheck.value).toBeNull();
    expect(fetch.calls.filter((c) => c.path === 'me/mga/realityCheck').map((c) => c.body)).toEqual([{ minutes: 0 }]);
    expect(fetch.calls.filter((c) => c.path.startsWith('casino/play/'))).toHaveLength(1);
    expect(model.state.value).toMatchObject({ kind: 'playing', mode: 'real' });
  });

  it('keeps asking with an error when the answer cannot be saved', async () => {
    const { model } = await launch({ player: {}, realityCheckFails: true });
    model.realityCheckDue();
    await model.continuePlaying();
    expect(model.realityCheck.value).toMatchObject({ busy: false, errorKey: 'gameFrame.realityCheck.failed' });
  });

  it('Leave stops the real game', async () => {
    const { model, fetch } = await launch({ player: {} });
    model.realityCheckDue();
    model.leave();
    expect(model.realityCheck.value).toBeNull();
    await expect.poll(() => fetch.calls.some((c) => c.method === 'DELETE' && c.path === 'casino/sessions')).toBe(true);
  });

  it('does not ask during a demo: the platform holds real play only', async () => {
    const { model } = await launch({ player: {} }, true);
    model.realityCheckDue();
    expect(model.realityCheck.value).toBeNull();
  });

  it("pings the player's campaign and plays its bonus money when useBonus says so", async () => {
    const { model, call } = await launch({ player: { bonus: fixtureBonus }, useBonus: true, bonus: fixtureBonus });
    expect(call('campaigns/3/players/42/ping')?.body).toEqual({ game_id: fixtureGameId, provider_id: fixtureProviderId });
    expect(call('campaigns/players/42/forced')?.body).toEqual({ game_id: fixtureGameId, provider_id: fixtureProviderId, campaign_id: 3 });
    expect(call('casino/play/aurora')?.body).toMatchObject({ campaign_id: 3, use_bonus: true });
    expect(model.bonus.value).toEqual(fixtureBonus);
  });

  it.each([
    ['an empty answer', { play: 'empty' }, { kind: 'not-available' }],
    ['a disabled provider', { providerDisabled: true }, { kind: 'not-available' }],
    ['a launch URL from an origin the skin does not allow', { play: 'foreign-url' }, { kind: 'not-available' }],
    ['insufficient balance', { play: { status: 422, code: 'insufficient_balance', message: 'Your balance is too low.' } }, { kind: 'insufficient-balance', message: 'Your balance is too low.' }],
    ['PEP or UBO without KYC', { play: { status: 403, code: 'kyc_required', message: 'x' } }, { kind: 'kyc' }],
    ['a risky country', { play: { status: 403, code: 'kyc_selfie_required', message: 'x' } }, { kind: 'kyc-selfie' }],
    ['terms not accepted', { play: { status: 403, code: 'terms_not_accepted', message: 'x' } }, { kind: 'terms' }],
    ['an inactive account', { play: { status: 403, code: 'account_inactive', message: 'x' } }, { kind: 'inactive' }],
  ] as const)('turns %s into its outcome', async (_, options, outcome) => {
    const { model } = await launch({ player: {}, ...(options as GameFixtureOptions) });
    expect(model.state.value).toMatchObject({ kind: 'outcome', outcome });
  });

  it("dates a self-exclusion from the player's status_expires_at", async () => {
    const { model } = await launch({
      player: { status_expires_at: '2027-03-01T00:00:00Z' },
      play: { status: 403, code: 'self_excluded', message: 'The player account is disabled until 2027-03-01T00:00:00.000Z.' },
    });
    expect(model.state.value).toMatchObject({ kind: 'outcome', outcome: { kind: 'self-excluded', until: '2027-03-01T00:00:00Z' } });
  });
});
