import { describe, expect, it } from 'vitest';
import { createTranslator } from './translator';

const english = {
  'login.title': 'Log in',
  'login.signedIn': 'You are logged in as {{name}}.',
  'footer.copyright': '© {{year}} {{company}}. All rights reserved.',
  'admin.wait_one': 'Try again in {{count}} minute.',
  'admin.wait_other': 'Try again in {{count}} minutes.',
  'skin.welcome': 'Welcome to {{skin.name}}',
};

describe('the SDK translator', () => {
  it('answers in the current language, English where that language lacks the key, else the key', () => {
    const translator = createTranslator('de', english);
    translator.addTexts('de', { 'login.title': 'Anmelden' });
    expect(translator.t('login.title')).toBe('Anmelden');
    expect(translator.t('footer.copyright', { year: 2026, company: 'Harbour' })).toBe('© 2026 Harbour. All rights reserved.');
    expect(translator.t('no.such.key')).toBe('no.such.key');
    expect(translator.t('no.such.key', { defaultValue: 'Card' })).toBe('Card');
  });

  it('picks the plural form by the language rules, with English as the fallback', () => {
    const translator = createTranslator('cs', english);
    translator.addTexts('cs', {
      'admin.wait_one': 'Zkuste to za {{count}} minutu.',
      'admin.wait_few': 'Zkuste to za {{count}} minuty.',
      'admin.wait_other': 'Zkuste to za {{count}} minut.',
    });
    expect(translator.t('admin.wait', { count: 1 })).toBe('Zkuste to za 1 minutu.');
    expect(translator.t('admin.wait', { count: 3 })).toBe('Zkuste to za 3 minuty.');
    expect(translator.t('admin.wait', { count: 7 })).toBe('Zkuste to za 7 minut.');
    expect(translator.t('admin.wait', { count: 4, lng: 'en' })).toBe('Try again in 4 minutes.');
    expect(translator.t('admin.wait', { count: 1, lng: 'pl' })).toBe('Try again in 1 minute.');
  });

  it('fills placeholders unescaped, nested ones too, and leaves a missing one empty', () => {
    const translator = createTranslator('en', english);
    expect(translator.t('login.signedIn', { name: '<Ann & Bob>' })).toBe('You are logged in as <Ann & Bob>.');
    expect(translator.t('skin.welcome', { skin: { name: 'Harbour' } })).toBe('Welcome to Harbour');
    expect(translator.t('login.signedIn')).toBe('You are logged in as .');
  });

  it('switches language, knows which bundles it has, and merges later texts over earlier ones', async () => {
    const translator = createTranslator('en', english);
    expect(translator.hasTexts('hu')).toBe(false);
    translator.addTexts('hu', { 'login.title': 'Belépés' });
    await translator.changeLanguage('hu');
    expect(translator.language).toBe('hu');
    expect(translator.hasTexts('hu')).toBe(true);
    translator.addTexts('en', { 'login.title': 'Sign in' });
    expect(translator.t('login.title', { lng: 'en' })).toBe('Sign in');
    expect(translator.t('footer.copyright', { lng: 'en', year: 1, company: 'X' })).toBe('© 1 X. All rights reserved.');
  });

  it('keeps its own copy of the English it was given', () => {
    const given = { 'login.title': 'Log in' };
    const translator = createTranslator('en', given);
    translator.addTexts('en', { 'login.title': 'Sign in' });
    expect(given['login.title']).toBe('Log in');
  });
});
