// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CasinoSDK } from '../sdk';
import { fixtureFetch, jsonResponse } from '../testing/fixtures';
import { addEnglishTexts } from './english-texts';
import { englishTexts } from './i18n';

const skin = { refId: 'demo-skin', password: 'demo-skin-secret' };

beforeEach(() => sessionStorage.clear());
afterEach(() => CasinoSDK.destroy());

describe('English texts brought by an element', () => {
  it('reach the live runtime when the element loads, and re-render what shows them', async () => {
    const rt = CasinoSDK.init({ skin, fetch: fixtureFetch({}), language: 'en' });
    await CasinoSDK.ready();
    expect(rt.i18n.t('later.title')).toBe('later.title');
    const version = rt.store.translationsVersion.value;

    addEnglishTexts({ 'later.title': 'Arrived later' });

    expect(rt.i18n.t('later.title')).toBe('Arrived later');
    expect(rt.store.translationsVersion.value).toBe(version + 1);
    expect(englishTexts['later.title']).toBe('Arrived later');
  });

  it('are known to a runtime created after them', async () => {
    addEnglishTexts({ 'earlier.title': 'Arrived first' });
    const rt = CasinoSDK.init({ skin, fetch: fixtureFetch({}), language: 'en' });
    await CasinoSDK.ready();
    expect(rt.i18n.t('earlier.title')).toBe('Arrived first');
  });

  it('give way to the page language, which came whole from the platform, and fill in what it lacks', async () => {
    const fetch = fixtureFetch({ 'GET translations/de': () => jsonResponse({ data: { 'late.de.title': 'Später da' } }) });
    const rt = CasinoSDK.init({ skin, fetch, language: 'de' });
    await CasinoSDK.ready();

    addEnglishTexts({ 'late.de.title': 'Came later', 'late.de.only': 'Only in English' });

    expect(rt.i18n.t('late.de.title')).toBe('Später da');
    expect(rt.i18n.t('late.de.only')).toBe('Only in English');
  });

});
