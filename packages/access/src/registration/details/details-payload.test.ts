import { describe, expect, it } from 'vitest';
import { savePayload, type DetailsValues } from './details-payload';

const values: DetailsValues = {
  firstName: 'Jana',
  lastName: 'Novakova',
  gender: 'female',
  street: ' Main Street ',
  streetNumber: '12A',
  city: 'Valletta',
  postalCode: 'VLT 1000',
  country: 'MT',
  birthCountry: 'CZ',
  dob: { year: '1990', month: '12', day: '1' },
  phonePrefix: '+356',
  phoneNumber: '',
  isPep: false,
  isUbo: false,
  terms: true,
  newsletter: false,
  captchaAnswer: ' 7 ',
  depositLimitChoice: 'limit',
  dailyDepositLimit: '50',
};

describe('savePayload', () => {
  it('has no risk fields for a player who is neither PEP nor UBO, and no captcha without a challenge', () => {
    const payload = savePayload(values, { nickname: 'newplayer' });
    expect(payload).not.toHaveProperty('aml_score');
    expect(payload).not.toHaveProperty('limits');
    expect(payload).not.toHaveProperty('captcha');
    expect(payload).not.toHaveProperty('mobile');
    expect(payload.manual_score).toEqual([]);
    expect(payload.referral_code).toBeNull();
    expect(payload.dob).toBe('1990-12-01');
    expect(payload.street).toBe('Main Street');
    expect(payload.nationality).toBe('CZ');
    expect(payload.name).toBe('newplayer');
  });

  it('names the player by the full name when the flow does not know the nickname (after a restore)', () => {
    expect(savePayload(values, {}).name).toBe('Jana Novakova');
  });

  it.each([
    [true, false, 'pep'],
    [false, true, 'ubo'],
    [true, true, 'pep_ubo'],
  ] as const)('PEP %s, UBO %s: AML score 36, daily deposit 100 and a %s note', (isPep, isUbo, type) => {
    const payload = savePayload({ ...values, isPep, isUbo }, { nickname: 'newplayer' });
    expect(payload).toMatchObject({ aml_score: 36, limits: { max_daily_deposit: 100 }, manual_score: [{ points: 36, type, note: 'PEP/UBO declared at registration' }] });
  });

  it("sends the daily deposit limit chosen at the jurisdiction's prompt (a PEP's at most 100), and none when declined or not asked", () => {
    expect(savePayload(values, { asksDepositLimit: true }).limits).toEqual({ max_daily_deposit: 50 });
    expect(savePayload({ ...values, isPep: true, dailyDepositLimit: '500' }, { asksDepositLimit: true }).limits).toEqual({ max_daily_deposit: 100 });
    expect(savePayload({ ...values, depositLimitChoice: 'none' }, { asksDepositLimit: true })).not.toHaveProperty('limits');
    expect(savePayload(values, {})).not.toHaveProperty('limits');
  });

  it('sends a phone typed at this step as one number, and the answer trimmed with its challenge', () => {
    const payload = savePayload({ ...values, phoneNumber: '079210000' }, { nickname: 'newplayer', captchaToken: 'challenge-1', referralCode: 'a,b,,c' });
    expect(payload.mobile).toBe('+35679210000');
    expect(payload.captcha).toEqual({ token: 'challenge-1', answer: '7' });
    expect(payload.referral_code).toBe('abc');
  });
});
