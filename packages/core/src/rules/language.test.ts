import { describe, expect, it } from 'vitest';
import { isLanguage, localePath } from './language';

describe('language rules', () => {
  it('knows the seven languages only', () => {
    expect(['en', 'cs', 'de', 'sk', 'hu', 'pl', 'es'].every(isLanguage)).toBe(true);
    expect(isLanguage('fr')).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
  });

  it('prefixes routes with the language', () => {
    expect(localePath('de', 'casino')).toBe('/de/casino');
    expect(localePath('en', '/login')).toBe('/en/login');
    expect(localePath('sk')).toBe('/sk/');
  });
});
