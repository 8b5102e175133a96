import { describe, expect, it } from 'vitest';
import { consentOfChoice, consentValue, parseConsent } from './consent';

describe('consent', () => {
  it('writes e, ef, es and efs', () => {
    expect(consentValue({ functional: false, statistical: false })).toBe('e');
    expect(consentValue({ functional: true, statistical: false })).toBe('ef');
    expect(consentValue({ functional: false, statistical: true })).toBe('es');
    expect(consentValue({ functional: true, statistical: true })).toBe('efs');
  });

  it('reads back what it writes, and nothing else', () => {
    for (const value of ['e', 'ef', 'es', 'efs'] as const) expect(consentValue(parseConsent(value)!)).toBe(value);
    for (const value of [null, undefined, '', 'fe', 'EFS', 'x']) expect(parseConsent(value)).toBeNull();
  });

  it('maps the three buttons: 1 all, 2 as ticked, 3 essential only', () => {
    const ticked = { functional: true, statistical: false };
    expect(consentOfChoice(1, ticked)).toEqual({ functional: true, statistical: true });
    expect(consentOfChoice(2, ticked)).toEqual(ticked);
    expect(consentOfChoice(3, { functional: true, statistical: true })).toEqual({ functional: false, statistical: false });
  });
});
