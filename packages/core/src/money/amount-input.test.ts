import { describe, expect, it } from 'vitest';
import { amountLimits, formatAmount, parseAmount, separatorsOf } from './amount-input';

const de = separatorsOf('de');
const en = separatorsOf('en');
const cs = separatorsOf('cs');

describe('money as typed and shown', () => {
  it('knows each language’s marks', () => {
    expect(de).toEqual({ decimal: ',', group: '.' });
    expect(en).toEqual({ decimal: '.', group: ',' });
    expect(cs.decimal).toBe(',');
    expect(cs.group).toMatch(/\s/);
  });

  it('parses to exact minor units', () => {
    expect(parseAmount('10,50', 2, de)).toBe(1050);
    expect(parseAmount('10.5', 2, en)).toBe(1050);
    expect(parseAmount('0,07', 2, de)).toBe(7);
    expect(parseAmount(',5', 2, de)).toBe(50);
    expect(parseAmount('10,', 2, de)).toBe(1000);
    // 0.1 + 0.2 has no float error here: it never is a float.
    expect(parseAmount('0.29', 2, en)).toBe(29);
    expect(parseAmount('1 000,50', 2, cs)).toBe(100050);
    expect(parseAmount('1\u00a0000', 2, cs)).toBe(100000);
    expect(parseAmount('1.000,50', 2, de)).toBe(100050);
    expect(parseAmount('1,000.50', 2, en)).toBe(100050);
    expect(parseAmount('1,000', 2, en)).toBe(100000);
    expect(parseAmount('1.000', 2, de)).toBe(100000);
    // The other keyboard's decimal mark.
    expect(parseAmount('10.50', 2, de)).toBe(1050);
    expect(parseAmount('10,5', 2, en)).toBe(1050);
    expect(parseAmount('1500', 0, cs)).toBe(1500);
    expect(parseAmount('90071992547409.92', 2, en)).toBeUndefined();
  });

  it('answers null for nothing and undefined for what is no amount', () => {
    expect(parseAmount('', 2, de)).toBeNull();
    expect(parseAmount('  ', 2, de)).toBeNull();
    for (const text of ['abc', '10,505', '1,2,3', ',', '-5', '10,5', '1.00.0', '12e3']) {
      expect(parseAmount(text, text === '10,5' ? 0 : 2, de), text).toBeUndefined();
    }
  });

  it('formats minor units with the language’s marks', () => {
    expect(formatAmount(1050, 2, de)).toBe('10,50');
    expect(formatAmount(7, 2, en)).toBe('0.07');
    expect(formatAmount(123456789, 2, de, true)).toBe('1.234.567,89');
    expect(formatAmount(100000, 2, en, true)).toBe('1,000.00');
    expect(formatAmount(1500, 0, cs)).toBe('1500');
    expect(formatAmount(-250, 2, en)).toBe('-2.50');
  });

  it('checks the caller’s limits in minor units', () => {
    const limits = amountLimits({ min: 1000, max: 500000 });
    expect(limits(null, {})).toBeNull();
    expect(limits(999, {})).toEqual({ key: 'field.amountMin', values: { min: 1000 } });
    expect(limits(1000, {})).toBeNull();
    expect(limits(500001, {})).toEqual({ key: 'field.amountMax', values: { max: 500000 } });
  });
});
