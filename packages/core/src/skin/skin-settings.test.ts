import { afterEach, describe, expect, it } from 'vitest';
import { CasinoSDK } from '../sdk';
import { fixtureFetch } from '../testing/fixtures';
import { testSkin } from '../testing/platform';
import { DEFAULT_SKIN_SETTINGS } from './skin-settings';

afterEach(() => CasinoSDK.destroy());

describe('skin settings', () => {
  it('ships the static document and the five currencies', () => {
    const runtime = CasinoSDK.init({ skin: testSkin, fetch: fixtureFetch({}) });
    expect(runtime.store.skinSettings.value).toBe(DEFAULT_SKIN_SETTINGS);
    expect(DEFAULT_SKIN_SETTINGS.currencies.map((c) => c.code)).toEqual(['EUR', 'USD', 'CAD', 'CZK', 'PLN']);
    expect(DEFAULT_SKIN_SETTINGS.currencies.find((c) => c.code === 'CZK')?.id).toBe(42);
  });

  it('takes the operator’s values over the shipped ones, ui_options key by key', () => {
    const runtime = CasinoSDK.init({ skin: testSkin, fetch: fixtureFetch({}), skinSettings: { name: 'Other Casino', ui_options: { phone: '+44 20 0000' } } });
    expect(runtime.store.skinSettings.value.name).toBe('Other Casino');
    expect(runtime.store.skinSettings.value.ui_options.phone).toBe('+44 20 0000');
    expect(runtime.store.skinSettings.value.ui_options.email).toBe(DEFAULT_SKIN_SETTINGS.ui_options.email);
    CasinoSDK.update({ skinSettings: { ui_options: { email: 'help@other.example' } } });
    expect(runtime.store.skinSettings.value.name).toBe('Other Casino');
    expect(runtime.store.skinSettings.value.ui_options.email).toBe('help@other.example');
  });
});
