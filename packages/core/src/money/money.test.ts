import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatMoney } from './format-money';
import { addMoney, compareMoney, currencyDigits, displayedBalance, moneyTimes, parseMoney, subtractMoney, type Money } from './money';

const eur = (minor: number): Money => ({ minor, currency: 'EUR' });

describe('parseMoney', () => {
  it("reads the platform's decimals exactly, from numbers and strings", () => {
    expect(parseMoney(0.29, 'EUR')).toEqual(eur(29));
    expect(parseMoney('0.29', 'EUR')).toEqual(eur(29));
    expect(parseMoney(1000.5, 'EUR')).toEqual(eur(100050));
    expect(parseMoney('12', 'CZK')).toEqual({ minor: 1200, currency: 'CZK' });
    expect(parseMoney(-42.25, 'EUR')).toEqual(eur(-4225));
    expect(parseMoney(' 7.1 ', 'EUR')).toEqual(eur(710));
    expect(parseMoney(0.1 + 0.2, 'EUR')).toEqual(eur(30));
  });

  it('rounds digits past the minor unit half away from zero, from the decimal text (1.005 is 101, not 100)', () => {
    expect(Math.round(1.005 * 100)).toBe(100);
    expect(parseMoney(1.005, 'EUR')).toEqual(eur(101));
    expect(parseMoney('10.004', 'EUR')).toEqual(eur(1000));
    expect(parseMoney('-10.005', 'EUR')).toEqual(eur(-1001));
    expect(parseMoney(1e-7, 'EUR')).toEqual(eur(0));
    expect(Object.is(parseMoney('-0.001', 'EUR').minor, 0)).toBe(true);
  });

  it("follows the currency's minor unit", () => {
    expect(currencyDigits('EUR')).toBe(2);
    expect(currencyDigits('CZK')).toBe(2);
    expect(currencyDigits('JPY')).toBe(0);
    expect(parseMoney('1234.5', 'JPY')).toEqual({ minor: 1235, currency: 'JPY' });
  });

  it('refuses what is not a finite decimal', () => {
    for (const bad of ['', 'abc', '1,50', '1.2.3', '.5', '1e3', Number.NaN, Number.POSITIVE_INFINITY, 1e21, '99999999999999999']) {
      expect(() => parseMoney(bad, 'EUR')).toThrow(RangeError);
    }
  });

  it('turns every two-decimal amount back into its exact cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (cents) => {
        expect(parseMoney(cents / 100, 'EUR')).toEqual(eur(cents || 0));
        expect(parseMoney((cents / 100).toFixed(2), 'EUR')).toEqual(eur(cents || 0));
      }),
    );
  });
});

describe('money arithmetic', () => {
  it('adds, subtracts and compares in minor units, within one currency', () => {
    expect(addMoney(eur(10), eur(20))).toEqual(eur(30));
    expect(subtractMoney(eur(10), eur(25))).toEqual(eur(-15));
    expect([eur(5), eur(-1), eur(3)].sort(compareMoney)).toEqual([eur(-1), eur(3), eur(5)]);
    expect(compareMoney(eur(7), eur(7))).toBe(0);
    expect(() => addMoney(eur(1), { minor: 1, currency: 'CZK' })).toThrow(RangeError);
    expect(() => compareMoney(eur(1), { minor: 1, currency: 'CZK' })).toThrow(RangeError);
  });

  it('sums decimals without float drift', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -1e9, max: 1e9 })), (cents) => {
        const sum = cents.reduce((total, c) => addMoney(total, parseMoney(c / 100, 'EUR')), eur(0));
        expect(sum.minor).toBe(cents.reduce((a, b) => a + b, 0));
      }),
    );
  });

  it('takes a share to the nearest minor unit', () => {
    expect(moneyTimes(eur(3333), 0.333333)).toEqual(eur(1111));
    expect(moneyTimes(eur(100000), 0.4)).toEqual(eur(40000));
    expect(Object.is(moneyTimes(eur(-1), 0.4).minor, 0)).toBe(true);
  });

  it("shows the spec's balance: total plus bonus", () => {
    expect(displayedBalance({ total: 1000, bonus: 50 }, 'EUR')).toEqual(eur(105000));
    expect(displayedBalance({ total: 0.1, bonus: 0.2 }, 'EUR')).toEqual(eur(30));
    expect(displayedBalance({ total: 10.005, bonus: 0 }, 'EUR')).toEqual(eur(1001));
  });
});

describe('formatMoney', () => {
  it("writes an amount with the currency's 2 decimals in the page's language", () => {
    expect(formatMoney(eur(105000), 'en')).toBe('€1,050.00');
    expect(formatMoney(eur(105000), 'de')).toMatch(/^1\.050,00\s€$/);
    expect(formatMoney({ minor: 1250, currency: 'CZK' }, 'cs')).toMatch(/^12,50\sKč$/);
    expect(formatMoney(eur(-4225), 'en')).toBe('-€42.25');
  });

  it('writes Hungarian amounts with a decimal comma, never a point', () => {
    expect(formatMoney(eur(123450), 'hu')).toMatch(/^1\s?234,50\sEUR$/);
    expect(formatMoney({ minor: 99, currency: 'CZK' }, 'hu')).toMatch(/^0,99\sCZK$/);
  });

  it("drops an offer's zero cents, never other cents", () => {
    expect(formatMoney(eur(50000), 'en', 'offer')).toBe('€500');
    expect(formatMoney({ minor: 200000, currency: 'CZK' }, 'cs', 'offer')).toMatch(/^2\s000\sKč$/);
    expect(formatMoney(eur(20), 'en', 'offer')).toBe('€0.20');
    expect(formatMoney(eur(50000), 'en')).toBe('€500.00');
  });

  it('writes bonus amounts in CZK without decimals, other currencies with theirs', () => {
    expect(formatMoney({ minor: 123456, currency: 'CZK' }, 'cs', 'bonus')).toMatch(/^1\s235\sKč$/);
    expect(formatMoney({ minor: 50000, currency: 'CZK' }, 'en', 'bonus')).toMatch(/^CZK\s500$/);
    expect(formatMoney(eur(123456), 'en', 'bonus')).toBe('€1,234.56');
  });
});
