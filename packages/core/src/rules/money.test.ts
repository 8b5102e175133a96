import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { displayedBalance, formatMoney } from './money';
import { isLanguage, localePath } from './language';

describe('displayedBalance', () => {
  it('is total plus bonus to 2 decimals without float drift', () => {
    expect(displayedBalance({ total: 1000, bonus: 50 })).toBe(1050);
    expect(displayedBalance({ total: 0.1, bonus: 0.2 })).toBe(0.3);
    expect(displayedBalance({ total: 10.005, bonus: 0 })).toBe(10.01);
  });

  it('never has more than 2 decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 0, max: 1e9 }), (a, b) => {
        const sum = displayedBalance({ total: a / 100, bonus: b / 100 });
        return Math.round(sum * 100) === a + b;
      }),
    );
  });
});

describe('formatMoney', () => {
  it('shows 2 decimals in the currency and language', () => {
    expect(formatMoney(1050, 'EUR', 'en')).toBe('€1,050.00');
    expect(formatMoney(1050, 'EUR', 'de')).toMatch(/^1\.050,00\s€$/);
    expect(formatMoney(12.5, 'CZK', 'cs')).toMatch(/^12,50\sKč$/);
  });

  it("drops an offer's zero cents when asked, never other cents", () => {
    expect(formatMoney(500, 'EUR', 'en', { dropZeroCents: true })).toBe('€500');
    expect(formatMoney(2000, 'CZK', 'cs', { dropZeroCents: true })).toMatch(/^2\s000\sKč$/);
    expect(formatMoney(0.2, 'EUR', 'en', { dropZeroCents: true })).toBe('€0.20');
    expect(formatMoney(500, 'EUR', 'en')).toBe('€500.00');
  });
});

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
