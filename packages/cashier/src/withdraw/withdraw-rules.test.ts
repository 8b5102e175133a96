import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ibanChecksumProblem } from './sepa-iban';
import { cooldownEnd, ibanShapeProblem, paysToIban, withdrawAmountProblem } from './withdraw-rules';

describe('the withdrawal rules', () => {
  it('asks an IBAN of the methods whose name says SEPA', () => {
    expect(paysToIban('SEPA transfer')).toBe(true);
    expect(paysToIban('Bank (sepa)')).toBe(true);
    expect(paysToIban('Card')).toBe(false);
  });

  it("takes 5 to 34 letters and digits without spaces (the spec's message), then a real IBAN", () => {
    expect(ibanShapeProblem('CZ65 0800 0000 1920 0014 5390')).toBeNull();
    expect(ibanShapeProblem('CZ6')).toBe('cashier.ibanCharacters');
    expect(ibanShapeProblem('CZ65-0800-0000')).toBe('cashier.ibanCharacters');
    expect(ibanShapeProblem('C'.repeat(35))).toBe('cashier.ibanCharacters');
    expect(ibanShapeProblem('')).toBeNull();
    expect(ibanChecksumProblem('CZ65 0800 0000 1920 0014 5399')).toBeNull();
    expect(ibanChecksumProblem('CZ65 0800 0000 1920 0014 5390')).toBe('cashier.ibanInvalid');
  });

  it('takes an amount from the larger minimum up to the smaller of the available balance and the maximum', () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.nat(10_000_000), fc.nat(10_000_000), fc.nat(20_000_000), (available, minimum, maximum, amount) => {
        const ok = withdrawAmountProblem(amount, { available, minimum, maximum, smallest: 100 }) === null;
        expect(ok).toBe(amount >= Math.max(100, minimum) && amount <= Math.min(available, maximum));
      }),
    );
  });

  it('holds the cooldown until the end its cookie names', () => {
    expect(cooldownEnd('1700000600000', 1_700_000_000_000)).toBe(1_700_000_600_000);
    expect(cooldownEnd('1700000600000', 1_700_000_600_000)).toBeNull();
    expect(cooldownEnd(null, 0)).toBeNull();
    expect(cooldownEnd('soon', 0)).toBeNull();
  });
});
