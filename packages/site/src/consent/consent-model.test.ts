// @vitest-environment jsdom
import { CasinoSDK, type Runtime } from '@casino-sdk/core';
import { readCookie } from '@casino-sdk/core/internal';
import { consentValue, parseConsent } from '@casino-sdk/core/rules';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPlatformFixture } from '@casino-sdk/core/testing/platform-fixture';
import { createConsentModel, NO_OPTIONAL_COOKIES } from './consent-model';

function clearConsentCookie() {
  document.cookie = 'cookieConfirmed=; Max-Age=0; Path=/';
}

function setup(cookie?: string) {
  if (cookie) document.cookie = `cookieConfirmed=${cookie}; Path=/`;
  const runtime: Runtime = CasinoSDK.init({ skin: { refId: 'skin', password: 'secret' }, fetch: createPlatformFixture() });
  return { runtime, model: createConsentModel(runtime) };
}

beforeEach(clearConsentCookie);
afterEach(() => {
  CasinoSDK.destroy();
  clearConsentCookie();
});

describe('consent model', () => {
  it('shows the panel on a first visit, nothing ticked and the settings closed', () => {
    const { model } = setup();
    expect(model.visible.value).toBe(true);
    expect(model.reopened.value).toBe(false);
    expect(model.settingsOpen.value).toBe(false);
    expect(model.ticked.value).toEqual(NO_OPTIONAL_COOKIES);
  });

  it('stays hidden when cookieConfirmed holds a choice, and shows for a value it does not know', () => {
    expect(setup('ef').model.visible.value).toBe(false);
    CasinoSDK.destroy();
    expect(setup('x').model.visible.value).toBe(true);
  });

  it.each([
    [1, NO_OPTIONAL_COOKIES, 'efs'],
    [3, { functional: true, statistical: true }, 'e'],
    [2, NO_OPTIONAL_COOKIES, 'e'],
    [2, { functional: true, statistical: false }, 'ef'],
    [2, { functional: false, statistical: true }, 'es'],
    [2, { functional: true, statistical: true }, 'efs'],
  ] as const)('choice %i with %o ticked writes cookieConfirmed=%s', (choice, ticked, value) => {
    const { runtime, model } = setup();
    model.setTicked('functional', ticked.functional);
    model.setTicked('statistical', ticked.statistical);
    const saved = model.save(choice);
    expect(consentValue(saved)).toBe(value);
    expect(readCookie('cookieConfirmed')).toBe(value);
    expect(runtime.store.consent.value).toEqual(parseConsent(value));
    expect(model.visible.value).toBe(false);
  });

  it('ticks boxes one at a time and keeps the other', () => {
    const { model } = setup();
    model.setTicked('statistical', true);
    expect(model.ticked.value).toEqual({ functional: false, statistical: true });
    model.setTicked('functional', true);
    model.setTicked('statistical', false);
    expect(model.ticked.value).toEqual({ functional: true, statistical: false });
  });

  it('opens and closes the settings disclosure', () => {
    const { model } = setup();
    model.toggleSettings();
    expect(model.settingsOpen.value).toBe(true);
    model.toggleSettings();
    expect(model.settingsOpen.value).toBe(false);
  });

  it("tells the SDK's own listeners through core's consent-change", () => {
    const { model } = setup();
    const onChange = vi.fn();
    CasinoSDK.on('consent-change', onChange);
    model.setTicked('functional', true);
    model.save(2);
    expect(onChange).toHaveBeenCalledWith({ functional: true, statistical: false });
  });

  it('reopens with the saved choice ticked and the settings open, whatever was ticked before', () => {
    const { model } = setup('es');
    model.setTicked('functional', true);
    model.reopen();
    expect(model.visible.value).toBe(true);
    expect(model.reopened.value).toBe(true);
    expect(model.settingsOpen.value).toBe(true);
    expect(model.ticked.value).toEqual({ functional: false, statistical: true });

    model.setTicked('functional', true);
    expect(consentValue(model.save(2))).toBe('efs');
    expect(readCookie('cookieConfirmed')).toBe('efs');
    expect(model.visible.value).toBe(false);
    expect(model.reopened.value).toBe(false);
    expect(model.settingsOpen.value).toBe(false);
  });

  it('dismisses a reopened panel without saving, but never a first visit', () => {
    const first = setup();
    expect(first.model.dismiss()).toBe(false);
    expect(first.model.visible.value).toBe(true);
    CasinoSDK.destroy();

    const { model, runtime } = setup('ef');
    model.reopen();
    model.setTicked('statistical', true);
    expect(model.dismiss()).toBe(true);
    expect(model.visible.value).toBe(false);
    expect(readCookie('cookieConfirmed')).toBe('ef');
    expect(runtime.store.consent.value).toEqual({ functional: true, statistical: false });
    // Opening again starts from the saved choice, not from the abandoned ticks.
    model.reopen();
    expect(model.ticked.value).toEqual({ functional: true, statistical: false });
  });

  it('reopening before any choice shows the first-visit panel with nothing ticked', () => {
    const { model } = setup();
    model.reopen();
    expect(model.visible.value).toBe(true);
    expect(model.ticked.value).toEqual(NO_OPTIONAL_COOKIES);
    expect(model.dismiss()).toBe(false);
  });
});
