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

