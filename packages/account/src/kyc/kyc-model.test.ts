// @vitest-environment jsdom
import { CasinoSDK } from '@casino-sdk/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedInRuntime } from '../account/account-fixture';
import type { VendorSdkModule } from './identity-vendor';
import { kycAnswers, level, type KycFixtureState } from './kyc-fixture';
import { createKycModel, KYC_POLL_MS, offersSelfieLevel, type KycModel } from './kyc-model';

const VENDOR = 'https://vendor.example';

let model: KycModel | undefined;
afterEach(() => {
  model?.dispose();
  CasinoSDK.destroy();
  vi.useRealTimers();
});

/** A vendor SDK that records what it was given and lets the test fire its events. */
function fakeVendor() {
  const listeners = new Map<string, ((detail?: { code?: string }) => void)[]>();
  const mounted: { accessToken: string; lang: string; getNewAccessToken(): Promise<string> }[] = [];
  const locales: string[] = [];
  const destroy = vi.fn();
  const sdk: VendorSdkModule = {
    init(options) {
      mounted.push(options);
      return {
        on: (event, listener) => listeners.set(event, [...(listeners.get(event) ?? []), listener]),
        setLanguage: (lang) => locales.push(lang),
        destroy,
      };
    },
  };
  const importModule = vi.fn(async () => sdk);
  const fire = (event: string, detail?: { code?: string }) => listeners.get(event)?.forEach((listener) => listener(detail));
  return { importModule, mounted, locales, destroy, fire };
}

async function start(state: KycFixtureState, vendor = fakeVendor()) {
  state.sdkUrl ??= `${VENDOR}/idv/sdk.js`;
  const { runtime, calls } = await signedInRuntime({ answers: kycAnswers(state) });
  runtime.store.skinSettings.value = { ...runtime.store.skinSettings.value, kyc_origins: [VENDOR] };
  model = createKycModel(runtime, { importModule: vendor.importModule });
  model.start();
  await vi.waitFor(() => expect(model!.load.value.kind).toBe('ready'));
  return { model, runtime, calls, vendor };
}

const slot = () => document.createElement('div');

describe('the KYC model', () => {
  it('shows the levels the platform has, and offers the selfie level only as the spec says', async () => {
    const { model: kyc } = await start({ levels: [level('BasicAmlLevel', 'accepted')] });
    expect(kyc.levels.value.map((item) => [item.level, item.status])).toEqual([['BasicAmlLevel', 'accepted']]);
    expect(kyc.offersSelfie.value).toBe(true);
    expect(offersSelfieLevel([level('BasicAmlLevel', 'initialized')])).toBe(false);
    expect(offersSelfieLevel([level('BasicAmlLevel', 'pending')])).toBe(false);
    expect(offersSelfieLevel([level('BasicAmlLevel', 'accepted'), level('ID_SELFIE_2NDID_POA', 'rejected')])).toBe(false);
    expect(offersSelfieLevel([level('BasicAmlLevel', 'rejected')])).toBe(true);
  });

  it("mounts the vendor with the level's token and the player's language, and takes the verdict from the platform, not from the vendor", async () => {
    const state: KycFixtureState = { levels: [level('BasicAmlLevel', 'initialized')] };
    const { model: kyc, calls, vendor } = await start(state);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await kyc.verify('BasicAmlLevel', slot());
    expect(calls.filter((call) => call.path === '/v1/kyc/players/4200/access-token')).toHaveLength(1);
    expect(vendor.importModule).toHaveBeenCalledWith(`${VENDOR}/idv/sdk.js`);
    expect(vendor.mounted[0]).toMatchObject({ accessToken: 'token-1', lang: 'en' });
    expect(kyc.verification.value).toEqual({ kind: 'open', level: 'BasicAmlLevel' });

    // The vendor says the check was sent: the platform still says initialized until its notification came.
    vendor.fire('submitted');
    expect(kyc.verification.value).toEqual({ kind: 'submitted', level: 'BasicAmlLevel' });
    await vi.advanceTimersByTimeAsync(0);
    expect(kyc.levels.value[0]!.status).toBe('initialized');
    state.levels = [level('BasicAmlLevel', 'pending')];
    await vi.advanceTimersByTimeAsync(KYC_POLL_MS);
    expect(kyc.levels.value[0]!.status).toBe('pending');
    expect(vendor.destroy).not.toHaveBeenCalled();
    // The reviewer approved: the next poll reads it, and the vendor leaves the page.
    state.levels = [level('BasicAmlLevel', 'accepted')];
    await vi.advanceTimersByTimeAsync(KYC_POLL_MS);
    expect(kyc.levels.value[0]!.status).toBe('accepted');
    expect(vendor.destroy).toHaveBeenCalledOnce();
    expect(kyc.verification.value).toEqual({ kind: 'idle' });
    const polls = calls.filter((call) => call.path === '/v1/me').length;
    await vi.advanceTimersByTimeAsync(KYC_POLL_MS * 3);
    expect(calls.filter((call) => call.path === '/v1/me').length).toBe(polls);
  });

  it('loads no script from an origin the skin does not allow', async () => {
    const { model: kyc, vendor } = await start({ levels: [level('BasicAmlLevel', 'initialized')], sdkUrl: 'https://evil.example/sdk.js' });
    await kyc.verify('BasicAmlLevel', slot());
    expect(vendor.importModule).not.toHaveBeenCalled();
    expect(kyc.verification.value).toEqual({ kind: 'failed', level: 'BasicAmlLevel', message: { key: 'kyc.vendorRefused' } });
  });

  it('gives the vendor a new token when it asks, and the new language when the player changes it', async () => {
    const { model: kyc, runtime, vendor } = await start({ levels: [level('BasicAmlLevel', 'initialized')] });
    await kyc.verify('BasicAmlLevel', slot());
    expect(await vendor.mounted[0]!.getNewAccessToken()).toBe('token-2');
    runtime.store.language.value = 'de';
    expect(vendor.locales).toEqual(['de']);
    kyc.close();
    runtime.store.language.value = 'cs';
    expect(vendor.locales).toEqual(['de']);
    expect(vendor.destroy).toHaveBeenCalledOnce();
  });

  it("says so when the platform refuses a token, and reloads when the level was accepted meanwhile", async () => {
    const state: KycFixtureState = { levels: [level('BasicAmlLevel', 'initialized')], tokenRefusal: { status: 404, message: 'The player has no KYC check at this level.', code: 'kyc_level_missing' } };
    const { model: kyc, vendor } = await start(state);
    await kyc.verify('BasicAmlLevel', slot());
    expect(kyc.verification.value.kind).toBe('failed');
    state.tokenRefusal = { status: 409, message: 'This level is accepted already.', code: 'kyc_already_accepted' };
    state.levels = [level('BasicAmlLevel', 'accepted')];
    await kyc.verify('BasicAmlLevel', slot());
    expect(kyc.verification.value).toEqual({ kind: 'idle' });
    expect(kyc.levels.value[0]!.status).toBe('accepted');
    expect(vendor.importModule).not.toHaveBeenCalled();
  });

  it('moves the player to the selfie level, then opens its check', async () => {
    const { model: kyc, calls, vendor } = await start({ levels: [level('BasicAmlLevel', 'accepted')] });
    await kyc.startSelfie(slot());
    expect(calls.find((call) => call.method === 'POST' && call.path === '/v1/kyc/players/4200')?.body).toEqual({ level: 'ID_SELFIE_2NDID_POA' });
    expect(kyc.levels.value.map((item) => item.level)).toEqual(['BasicAmlLevel', 'ID_SELFIE_2NDID_POA']);
    expect(kyc.offersSelfie.value).toBe(false);
    expect(kyc.verification.value).toEqual({ kind: 'open', level: 'ID_SELFIE_2NDID_POA' });
    expect(vendor.mounted).toHaveLength(1);
  });

  it('opens the selfie check for ?lv=selfie: the level made first when missing, nothing when it waits for review or is accepted', async () => {
    const risky = await start({ levels: [level('BasicAmlLevel', 'accepted', 1), level('ID_SELFIE_2NDID_POA', 'initialized', 2)] });
    await risky.model.openSelfie(slot());
    expect(risky.model.verification.value).toEqual({ kind: 'open', level: 'ID_SELFIE_2NDID_POA' });
    risky.model.dispose();
    CasinoSDK.destroy();

    const none = await start({ levels: [level('BasicAmlLevel', 'accepted')] });
    await none.model.openSelfie(slot());
    expect(none.calls.filter((call) => call.method === 'POST' && call.path === '/v1/kyc/players/4200')).toHaveLength(1);
    expect(none.model.verification.value).toEqual({ kind: 'open', level: 'ID_SELFIE_2NDID_POA' });
    none.model.dispose();
    CasinoSDK.destroy();

    const waiting = await start({ levels: [level('BasicAmlLevel', 'accepted', 1), level('ID_SELFIE_2NDID_POA', 'pending', 2)] });
    await waiting.model.openSelfie(slot());
    expect(waiting.model.verification.value).toEqual({ kind: 'idle' });
    expect(waiting.vendor.importModule).not.toHaveBeenCalled();
  });

  it('shows a load failure with a way to try again', async () => {
    let reads = 0;
    const { runtime } = await signedInRuntime({ answers: (method, path) => (path === '/v1/me' && ++reads > 1 ? new Response('{"message":"Not found."}', { status: 404 }) : undefined) });
    await vi.waitFor(() => expect(runtime.store.player.value).not.toBeNull());
    model = createKycModel(runtime);
    model.start();
    await vi.waitFor(() => expect(model!.load.value.kind).toBe('error'));
  });
});
