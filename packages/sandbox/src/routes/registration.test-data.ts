// Shared by the registration, verification and account-access tests.

let count = 0;
const run = Math.random().toString(36).slice(2, 6);
/** A step-0 payload as the form sends it, with a fresh nickname and e-mail. */
export function registration(overrides: Record<string, unknown> = {}) {
  const nickname = `new${run}${++count}x`;
  return {
    email: `${nickname}@example.com`,
    password: 'Sunny-day-7',
    password_confirmation: 'Sunny-day-7',
    acceptance: 1,
    country: 'MT',
    currency_id: 1,
    promocode: null,
    name: nickname,
    username: nickname,
    nocheck: 1,
    dob: '1970-01-01',
    force_smtp: 1,
    language: 'cs',
    referral_code: 'aff,12,3',
    ...overrides,
  };
}


let addresses = 0;
/**
 * A client address no other call of the file used, for an app made with `trustProxy: 1`: tests
 * that register many accounts stay under the per-address limits (security/registration-limits.ts).
 */
export function freshAddress(): Record<string, string> {
  addresses += 1;
  return { 'x-forwarded-for': `10.${Math.floor(addresses / 250) % 250}.${addresses % 250}.7` };
}
