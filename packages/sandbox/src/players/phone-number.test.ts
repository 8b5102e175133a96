import { describe, expect, it } from 'vitest';
import { smsDestinationProblem, toE164 } from './phone-number';

describe('toE164', () => {
  it('spells one number one way', () => {
    for (const spelt of ['+35679123456', '35679123456', '0035679123456', '+356 7912-3456']) expect(toE164(spelt)).toBe('+35679123456');
    // A national trunk 0 kept after the calling code.
    expect(toE164('+4407700900123')).toBe(toE164('+447700900123'));
  });
});

describe('smsDestinationProblem', () => {
  const served = [
    { code: 'MT', phonePrefix: '+356' },
    { code: 'CA', phonePrefix: '+1' },
    { code: 'CZ', phonePrefix: '+420' },
  ];

  it('lets SMS go to mobiles of the served countries', () => {
    expect(smsDestinationProblem('+35679123456', served)).toBeNull();
    expect(smsDestinationProblem('+420603123456', served)).toBeNull();
    expect(smsDestinationProblem('+14165550123', served)).toBeNull();
  });

  it('refuses another country behind a served calling code', () => {
    expect(smsDestinationProblem('+12025550123', served)).toBe('prefix_not_served');
    expect(smsDestinationProblem('+18765550123', served)).toBe('prefix_not_served');
    expect(smsDestinationProblem('+88216000000', served)).toBe('prefix_not_served');
    expect(smsDestinationProblem('+4915112345678', served)).toBe('prefix_not_served');
  });

  it('refuses what is no mobile, or no number, in a served country', () => {
    // Premium-rate in the +1 plan (Canada's 900 numbers), a Maltese landline, a Maltese number too short.
    expect(smsDestinationProblem('+19005550123', served)).not.toBeNull();
    expect(smsDestinationProblem('+35621234567', served)).toBe('phone_invalid');
    expect(smsDestinationProblem('+3567912', served)).toBe('phone_invalid');
  });
});
