// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CasinoSDK } from '../sdk';
import { fixtureFetch, jsonResponse } from '../testing/fixtures';

const skin = { refId: 'demo-skin', password: 'demo-skin-secret' };

beforeEach(() => sessionStorage.clear());
afterEach(() => CasinoSDK.destroy());

describe('translations', () => {
  it('ships English and loads another language once per session', async () => {
    const fetch = fixtureFetch({ 'GET translations/de': () => jsonResponse({ data: { 'errors.generic': 'Etwas ist schiefgelaufen.' } }) });
    const rt = CasinoSDK.init({ skin, fetch, language: 'de' });
    await CasinoSDK.ready();
    expect(rt.i18n.t('errors.generic')).toBe('Etwas ist schiefgelaufen.');
    expect(rt.store.language.value).toBe('de');
    expect(JSON.parse(sessionStorage.getItem('casino-sdk.translations.de')!)).toEqual({ 'errors.generic': 'Etwas ist schiefgelaufen.' });

    CasinoSDK.destroy();
    const again = fixtureFetch({});
    const rt2 = CasinoSDK.init({ skin, fetch: again, language: 'de' });
    await CasinoSDK.ready();
    expect(again.calls.filter((call) => call.url.includes('translations'))).toHaveLength(0);
    expect(rt2.i18n.t('errors.generic')).toBe('Etwas ist schiefgelaufen.');
  });

  it('falls back to English when the fetch fails, and only logs it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error');
    const rt = CasinoSDK.init({ skin, fetch: fixtureFetch({ 'GET translations/pl': () => jsonResponse({ message: 'nope' }, 404) }), language: 'pl' });
    await CasinoSDK.ready();
    expect(rt.i18n.t('errors.generic')).toBe('Something went wrong. Please try again.');
    expect(warn).toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });
});
