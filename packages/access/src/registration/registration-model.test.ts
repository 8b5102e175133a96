// @vitest-environment jsdom
import { CasinoSDK, type Runtime } from '@casino-sdk/core';
import type { SkinSettings } from '@casino-sdk/core/contract/skin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPlatformFixture } from '@casino-sdk/core/testing/platform-fixture';
import { FIXTURE_CODE, FIXTURE_TOKEN, registrationAnswers, type RegistrationFixtureOptions } from './registration-fixture';
import { createRegistrationModel, type RegistrationModelOptions } from './registration-model';
import { FLOW_KEY, PHONE_DRAFT_KEY } from './registration-flow';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

type Sent = { method: string; path: string; body: unknown; query: URLSearchParams };

function setup(platform: RegistrationFixtureOptions = {}, options: Partial<RegistrationModelOptions> = {}, storage = memoryStorage(), skinSettings: Partial<SkinSettings> = {}) {
  const sent: Sent[] = [];
  const answers = registrationAnswers(platform);
  const fetch = createPlatformFixture({
    answers: (method, path, body, query) => {
      sent.push({ method, path, body, query });
      return answers(method, path, body, query);
    },
  });
  const runtime: Runtime = CasinoSDK.init({ skin: { refId: 'skin', password: 'secret' }, fetch, skinSettings });
  const notify = vi.fn();
  const model = createRegistrationModel(runtime, { notify, storage, ...options });
  const calls = (path: string) => sent.filter((call) => call.path === `/v1/${path}`);
  return { model, runtime, notify, storage, calls };
}

type Model = ReturnType<typeof setup>['model'];

function fillAccount(model: Model, values: Partial<Record<'email' | 'nickname' | 'password' | 'confirmPassword', string>> = {}) {
  const { account } = model;
  account.type('email', values.email ?? 'new.player@example.com');
  account.type('nickname', values.nickname ?? 'NewPlayer7');
  account.type('password', values.password ?? 'Sunny-day-7');
  account.type('confirmPassword', values.confirmPassword ?? values.password ?? 'Sunny-day-7');
  account.form.fields.currency.set('1');
  account.form.fields.campaign.set('WELCOME100');
}

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
afterEach(() => {
  CasinoSDK.destroy();
  vi.useRealTimers();
  document.cookie = 'btag=; max-age=0; path=/';
});

describe('registration step 0', () => {
  it('flashes the empty fields for 2 s and says "You must fill all fields" without calling the platform', async () => {
    const { model, calls } = setup();
    model.account.type('email', 'a@example.com');
    expect(await model.submitAccount()).toBe(false);
    expect([...model.account.flashing.value].sort()).toEqual(['campaign', 'confirmPassword', 'currency', 'nickname', 'password']);
    expect(model.account.form.error.value).toEqual({ key: 'registration.fill_all_fields' });
    expect(calls('auth/register')).toHaveLength(0);
    vi.advanceTimersByTime(2_000);
    expect(model.account.flashing.value.size).toBe(0);
  });

  it("takes 'null' as empty for the currency and the campaign", async () => {
    const { model } = setup();
    fillAccount(model);
    model.account.form.fields.campaign.set('null');
    expect(await model.submitAccount()).toBe(false);
    expect([...model.account.flashing.value]).toEqual(['campaign']);
  });

  it('refuses spaces with a notice and cleans the nickname with the special-character warning for 3.5 s', () => {
    const { model } = setup();
    model.account.type('nickname', 'Žofie 12');
    expect(model.account.form.fields.nickname.value.value).toBe('Zofie12');
    expect(model.account.notices.value.nickname).toEqual({ key: 'registration.space_not_allowed' });
    vi.advanceTimersByTime(3_500);
    expect(model.account.notices.value.nickname).toBeUndefined();

    model.account.type('nickname', 'Zofie12!?');
    expect(model.account.notices.value.nickname).toEqual({ key: 'registration.special_characters_removed' });
    model.account.type('password', 'Sunny day-7');
    expect(model.account.form.fields.password.value.value).toBe('Sunnyday-7');
    expect(model.account.notices.value.password).toEqual({ key: 'registration.space_not_allowed' });
  });

  it('blocks a password equal to the nickname or the e-mail local part with an alert', async () => {
    const { model, calls } = setup();
    fillAccount(model, { email: 'Sunny-Day-7x@example.com', password: 'sunny-day-7X' });
    expect(await model.submitAccount()).toBe(false);
    expect(model.account.form.error.value).toEqual({ key: 'registration.password_nickname_email_check' });
    expect(calls('auth/register')).toHaveLength(0);
  });

  it('compares the confirmation once it has more than 5 characters', () => {
    const { model } = setup();
    model.account.type('password', 'Sunny-day-7');
    model.account.type('confirmPassword', 'Sunny');
    expect(model.account.form.fields.confirmPassword.error.value).toBeNull();
    model.account.type('confirmPassword', 'Sunny-');
    expect(model.account.form.fields.confirmPassword.error.value).toEqual({ key: 'registration.passwords_no_match' });
  });

  it('checks nickname and e-mail on the server when left, and drops the refusal once changed', async () => {
    const { model } = setup({ taken: { nickname: 'TakenName1', email: 'taken@example.com' } });
    model.account.type('nickname', 'TakenName1');
    model.account.leave('nickname');
    model.account.type('email', 'taken@example.com');
    model.account.leave('email');
    await vi.waitFor(() => expect(model.account.form.fields.nickname.error.value).toEqual({ key: 'registration.nickname_already_used' }));
    await vi.waitFor(() => expect(model.account.form.fields.email.error.value).toEqual({ key: 'registration.email_already_used' }));
    model.account.type('nickname', 'TakenName2');
    expect(model.account.form.fields.nickname.error.value).toBeNull();
  });

  it('shows the CZK notice for currency 42 only', () => {
    const { model } = setup();
    model.account.form.fields.currency.set('42');
    expect(model.account.czkNotice.value).toBe(true);
    model.account.form.fields.currency.set('1');
    expect(model.account.czkNotice.value).toBe(false);
  });

  it('offers only campaigns without categories, for the chosen currency', async () => {
    const { model, calls } = setup();
    model.account.form.fields.currency.set('42');
    await vi.waitFor(() => expect(model.account.campaigns.value?.map((campaign) => campaign.code)).toEqual(['WELCOME100', 'SPINS50']));
    const query = calls('campaigns').at(-1)!.query;
    expect(Object.fromEntries(query)).toMatchObject({ all: '1', is_public: '1', currency_id: '42', language: 'en', countries: 'MT' });
  });

  it('verifies the bonus code against the currency: not valid, or the action name', async () => {
    const { model, calls } = setup({ bonusCodes: { SPRING: '100 % up to 200 €' } }, { promocode: 'NOPE' });
    expect(model.account.form.fields.bonusCode.value.value).toBe('NOPE');
    await model.account.verifyBonusCode();
    expect(model.account.form.error.value).toEqual({ key: 'registration.bonus_needs_currency' });
    model.account.form.fields.currency.set('1');
    await model.account.verifyBonusCode();
    expect(model.account.form.fields.bonusCode.error.value).toEqual({ key: 'registration.bonus_code_invalid' });
    model.account.form.fields.bonusCode.set('SPRING');
    await model.account.verifyBonusCode();
    expect(model.account.bonus.value).toMatchObject({ status: 'valid', actionName: '100 % up to 200 €' });
    expect(Object.fromEntries(calls('campaigns/SPRING')[0]!.query)).toMatchObject({ currency_id: '1', language: 'en' });
  });

  it('chooses the campaign a ?promocode names, and leaves a chosen one alone', async () => {
    const { model } = setup({}, { promocode: ' spins50 ' });
    await model.account.loadCampaigns();
    expect(model.account.form.fields.campaign.value.value).toBe('SPINS50');
    expect(model.account.form.fields.bonusCode.value.value).toBe('spins50');
    model.account.form.fields.campaign.set('WELCOME100');
    await model.account.loadCampaigns();
    expect(model.account.form.fields.campaign.value.value).toBe('WELCOME100');

    // A code that is no offered campaign only fills the bonus code.
    const other = setup({}, { promocode: 'SPRING' });
    await other.model.account.loadCampaigns();
    expect(other.model.account.form.fields.campaign.value.value).toBe('');
  });

  it("sends the spec's payload, keeps the verification player id and moves to step 1", async () => {
    document.cookie = 'btag=aff,12,3; path=/';
    const { model, calls, storage } = setup();
    fillAccount(model);
    model.account.form.fields.newsletter.set(true);
    // Step 1's code is not part of the first screen: it loads with the account call.
    expect(model.codes.value).toBeNull();
    expect(await model.submitAccount()).toBe(true);
    expect(model.codes.value).not.toBeNull();
    expect(calls('auth/register')[0]!.body).toEqual({
      email: 'new.player@example.com',
      password: 'Sunny-day-7',
      password_confirmation: 'Sunny-day-7',
      acceptance: 1,
      country: 'MT',
      currency_id: 1,
      promocode: 'WELCOME100',
      name: 'NewPlayer7',
      username: 'NewPlayer7',
      nocheck: 1,
      domain: 'localhost',
      dob: '1970-01-01',
      force_smtp: 1,
      language: 'en',
      referral_code: 'aff123',
    });
    expect(model.step.value).toBe(1);
    expect(model.verification.value).toEqual({ playerId: 501, userId: 5001, registrationToken: FIXTURE_TOKEN });
    expect(JSON.parse(storage.items.get(FLOW_KEY)!)).toMatchObject({ step: 1, newsletter: true });
    // The draft never holds a password.
    expect(storage.items.get('casino-registration.account')).not.toContain('Sunny-day-7');
  });

  it('keeps everything typed and stays at step 0 when the registration fails', async () => {
    const { model } = setup({ register: 'fail' });
    fillAccount(model);
    expect(await model.submitAccount()).toBe(false);
    expect(model.account.form.error.value).toEqual({ key: 'registration.error_registration' });
    expect(model.step.value).toBe(0);
    expect(model.account.form.busy.value).toBe(false);
    expect(model.account.form.fields.password.value.value).toBe('Sunny-day-7');
  });

  it('asks the security check when the platform wants a proof of a person, and sends its answer with the registration', async () => {
    const { model, calls } = setup({ register: 'challenge' }, {}, memoryStorage(), { google_captcha: { key: 'sandbox-captcha' } });
    fillAccount(model);
    expect(model.account.challenge.value).toBeNull();
    expect(await model.submitAccount()).toBe(false);
    expect(model.account.form.error.value).toEqual({ key: 'registration.captcha_required' });
    for (let i = 0; i < 5; i++) await vi.advanceTimersByTimeAsync(0);
    expect(model.account.challenge.value?.state.value.kind).toBe('picture');
    // Nothing typed is lost, and the answer is asked before anything goes out again.
    expect(model.account.form.fields.password.value.value).toBe('Sunny-day-7');
    expect(await model.submitAccount()).toBe(false);
    expect(calls('auth/register')).toHaveLength(1);
    model.account.form.fields.captchaAnswer.set('7');
    expect(await model.submitAccount()).toBe(true);
    expect(calls('auth/register')[1]!.body).toMatchObject({ username: 'NewPlayer7', captcha: { token: 'challenge-1', answer: '7' } });
  });

  it('says how long to wait when the registrations of the address are used up, keeping everything typed', async () => {
    const { model } = setup({ register: 'limited' });
    fillAccount(model);
    expect(await model.submitAccount()).toBe(false);
    expect(model.account.form.error.value).toEqual({ key: 'registration.try_again_in', values: { seconds: 42 } });
    expect(model.account.form.fields.email.value.value).toBe('new.player@example.com');
    expect(model.step.value).toBe(0);
  });

  it('says how long to wait under the field when the live checks are used up, without a refusal', async () => {
    const { model } = setup({ checks: 'limited' });
    fillAccount(model);
    model.account.leave('email');
    for (let i = 0; i < 5; i++) await vi.advanceTimersByTimeAsync(0);
    expect(model.account.notices.value.email).toEqual({ key: 'registration.try_again_in', values: { seconds: 42 } });
    expect(model.account.form.fields.email.error.value).toBeNull();
  });

  it('puts a duplicate the registration finds under its field', async () => {
    const { model } = setup({ taken: { email: 'new.player@example.com' } });
    fillAccount(model);
    expect(await model.submitAccount()).toBe(false);
    expect(model.account.form.fields.email.error.value).toEqual({ key: 'registration.email_already_used' });
    expect(model.account.form.error.value).toBeNull();
  });

  it('comes back at step 1 after a reload, with the nickname but never the password', async () => {
    const storage = memoryStorage();
    const first = setup({}, {}, storage);
    fillAccount(first.model);
    await first.model.submitAccount();
    first.model.dispose();
    CasinoSDK.destroy();
    const again = setup({}, {}, storage);
    expect(again.model.step.value).toBe(1);
    expect(again.model.account.form.fields.nickname.value.value).toBe('NewPlayer7');
    expect(again.model.account.form.fields.password.value.value).toBe('');
  });
});

describe('registration step 1', () => {
  async function atStepOne(platform: RegistrationFixtureOptions = {}) {
    const context = setup(platform);
    fillAccount(context.model);
    await context.model.submitAccount();
    return context;
  }

  it('needs more than 2 characters, shows a wrong code, and confirms the right one with a toast', async () => {
    const { model, notify, calls } = await atStepOne();
    const { email } = model.codes.value!;
    email.form.fields.code.set('12');
    expect(await model.codes.value!.confirm('email')).toBe(false);
    expect(email.form.fields.code.error.value).toEqual({ key: 'registration.code_required' });

    email.form.fields.code.set('999999');
    expect(await model.codes.value!.confirm('email')).toBe(false);
    expect(email.form.error.value).toEqual({ key: 'registration.code_is_wrong' });
    expect(notify).toHaveBeenLastCalledWith({ key: 'registration.code_is_wrong' }, 'error');
    expect(model.continueToDetails()).toBe(false);

    email.form.fields.code.set(FIXTURE_CODE);
    expect(await model.codes.value!.confirm('email')).toBe(true);
    expect(email.verified.value).toBe(true);
    expect(notify).toHaveBeenLastCalledWith({ key: 'registration.email_is_verified' }, 'success');
    expect(calls('notifications/players/verify_email').at(-1)!.body).toEqual({ user_id: 5001, skin_id: 1, verification: FIXTURE_CODE, check_campaign: true, email_verified: true });

    expect(model.continueToDetails()).toBe(true);
    expect(model.step.value).toBe(2);
    expect(model.details.value).toEqual({
      playerId: 501,
      userId: 5001,
      registrationToken: FIXTURE_TOKEN,
      newsletter: false,
      currencyId: 1,
      nickname: 'NewPlayer7',
      country: 'MT',
      referralCode: null,
      hasPhone: false,
    });
  });

  it("says the spec's 'SERVER ERROR' when the platform fails the code check", async () => {
    const { model, notify } = await atStepOne({ verify: 'fail' });
    model.codes.value!.email.form.fields.code.set(FIXTURE_CODE);
    expect(await model.codes.value!.confirm('email')).toBe(false);
    expect(model.codes.value!.email.form.error.value).toEqual({ key: 'registration.server_error' });
    expect(notify).toHaveBeenLastCalledWith({ key: 'registration.server_error' }, 'error');
    expect(model.codes.value!.email.verified.value).toBe(false);
  });

  it('takes a resend refused as email_is_verified (confirmed in another tab) as confirmed', async () => {
    const { model, notify } = await atStepOne({ verify: 'elsewhere' });
    vi.advanceTimersByTime(60_000);
    await model.codes.value!.resendEmail();
    expect(model.codes.value!.email.verified.value).toBe(true);
    expect(notify).toHaveBeenLastCalledWith({ key: 'registration.email_is_verified' }, 'success');
    expect(model.continueToDetails()).toBe(true);
  });

  it('forgets the drafts and the stored flow once step 2 is saved, and keeps step 2 on screen', async () => {
    const { model, storage } = await atStepOne();
    model.codes.value!.email.form.fields.code.set(FIXTURE_CODE);
    await model.codes.value!.confirm('email');
    model.continueToDetails();
    expect(storage.items.has(FLOW_KEY)).toBe(true);
    model.finished();
    expect(storage.items.has(FLOW_KEY)).toBe(false);
    expect(storage.items.has('casino-registration.account')).toBe(false);
    expect(model.step.value).toBe(2);
    expect(model.details.value).not.toBeNull();
  });

  it('forgets the phone draft on a reload at step 2, where step 1 never loaded', () => {
    const storage = memoryStorage();
    storage.setItem(FLOW_KEY, JSON.stringify({ step: 2, verification: { playerId: 501, userId: 5001, registrationToken: FIXTURE_TOKEN } }));
    storage.setItem(PHONE_DRAFT_KEY, JSON.stringify({ prefix: '+356', number: '99123456' }));
    const { model } = setup({}, {}, storage);
    model.finished();
    expect(model.codes.value).toBeNull();
    expect(storage.items.has(PHONE_DRAFT_KEY)).toBe(false);
  });

  it('holds the e-mail resend for 60 s from the first code, then sends again', async () => {
    const { model, calls } = await atStepOne();
    expect(model.codes.value!.email.resendIn.value).toBe(60);
    await model.codes.value!.resendEmail();
    expect(calls('notifications/players/501/registration')).toHaveLength(0);
    vi.advanceTimersByTime(59_000);
    expect(model.codes.value!.email.resendIn.value).toBe(1);
    vi.advanceTimersByTime(1_000);
    expect(model.codes.value!.email.resendIn.value).toBe(0);
    await model.codes.value!.resendEmail();
    expect(calls('notifications/players/501/registration')).toHaveLength(1);
    expect(model.codes.value!.email.resendIn.value).toBe(60);
  });

  it('says under the prefix when the skin sends no SMS there, before the number is stored', async () => {
    const { model, calls } = await atStepOne({ unservedPrefix: '+44' });
    const codes = model.codes.value!;
    codes.typePrefix('44');
    codes.typeNumber('7400123456');
    expect(await codes.sendSms()).toBe(false);
    expect(codes.phone.fields.prefix.error.value).toEqual({ key: 'registration.prefix_not_served' });
    expect(calls('static/players/5001')).toHaveLength(0);
  });

  it("holds the SMS button for the wait the platform asks when the number's sends are used up", async () => {
    const { model } = await atStepOne({ sms: 'limited' });
    const codes = model.codes.value!;
    codes.typePrefix('356');
    codes.typeNumber('99123456');
    expect(await codes.sendSms()).toBe(false);
    expect(codes.sms.resendIn.value).toBe(1800);
  });

  it('checks the phone (prefix, libphonenumber, uniqueness) before it stores it and sends the SMS', async () => {
    const { model, calls } = await atStepOne({ taken: { mobile: '+35699000001' } });
    const codes = model.codes.value!;
    codes.typePrefix('356');
    codes.typeNumber('035699123456');
    expect(codes.phone.fields.number.value.value).toBe('35699123456');
    expect(await codes.sendSms()).toBe(false);
    expect(codes.phone.fields.number.error.value).toEqual({ key: 'registration.remove_phone_prefix' });

    codes.typeNumber('99000001');
    expect(await codes.sendSms()).toBe(false);
    expect(codes.phone.fields.number.error.value).toEqual({ key: 'registration.phone_already_used' });

    codes.typeNumber('99123456');
    expect(await codes.sendSms()).toBe(true);
    expect(calls('static/players/5001').at(-1)!.body).toEqual({ mobile: '+35699123456' });
    expect(calls('notifications/twilio/send_sms/verification').at(-1)!.body).toEqual({ skin_id: 1, user_id: 5001 });
    expect(codes.smsSentTo.value).toBe('+35699123456');
    expect(codes.sms.resendIn.value).toBe(60);

    codes.sms.form.fields.code.set(FIXTURE_CODE);
    expect(await codes.confirm('sms')).toBe(true);
    expect(model.continueToDetails()).toBe(true);
  });
});

describe('registration step 1 across a reload', () => {
  async function reload(storage: ReturnType<typeof memoryStorage>, first: ReturnType<typeof setup>) {
    first.model.dispose();
    CasinoSDK.destroy();
    const context = setup({}, {}, storage);
    await context.model.loadCodes();
    return context;
  }

  it('resumes the resend countdowns from their end time, on the scheduler', async () => {
    const storage = memoryStorage();
    const first = setup({}, {}, storage);
    fillAccount(first.model);
    await first.model.submitAccount();
    first.model.codes.value!.typePrefix('+356');
    first.model.codes.value!.typeNumber('99123456');
    vi.advanceTimersByTime(15_000);
    expect(await first.model.codes.value!.sendSms()).toBe(true);
    vi.advanceTimersByTime(5_000);
    expect(first.model.codes.value!.email.resendIn.value).toBe(40);
    expect(first.model.codes.value!.sms.resendIn.value).toBe(55);

    // A reload, then another after 10 s in which no timer ran (the tab was closed to the bfcache,
    // say): the end times count, not the ticks.
    vi.advanceTimersByTime(2_500);
    const again = await reload(storage, first);
    vi.setSystemTime(Date.now() + 10_000);
    const { codes: loaded, step } = (await reload(storage, again)).model;
    const codes = loaded.value!;
    expect(step.value).toBe(1);
    expect(codes.email.resendIn.value).toBe(28);
    expect(codes.sms.resendIn.value).toBe(43);
    expect(codes.smsSentTo.value).toBe('+35699123456');
    vi.advanceTimersByTime(27_500);
    expect(codes.email.resendIn.value).toBe(0);
    expect(codes.sms.resendIn.value).toBe(15);
    vi.advanceTimersByTime(15_000);
    expect(codes.sms.resendIn.value).toBe(0);
  });

  it('keeps a confirmed code confirmed (never the code) when the player reloads before Continue', async () => {
    const storage = memoryStorage();
    const first = setup({}, {}, storage);
    fillAccount(first.model);
    await first.model.submitAccount();
    first.model.codes.value!.email.form.fields.code.set(FIXTURE_CODE);
    expect(await first.model.codes.value!.confirm('email')).toBe(true);
    expect(storage.items.get(FLOW_KEY)).not.toContain(FIXTURE_CODE);

    const { model, calls } = await reload(storage, first);
    expect(model.codes.value!.email.verified.value).toBe(true);
    expect(model.codes.value!.email.resendIn.value).toBe(0);
    expect(model.codes.value!.sms.verified.value).toBe(false);
    expect(model.codes.value!.email.form.fields.code.value.value).toBe('');
    expect(await model.codes.value!.confirm('email')).toBe(true);
    expect(calls('notifications/players/verify_email')).toHaveLength(0);
    expect(model.continueToDetails()).toBe(true);
    expect(model.step.value).toBe(2);
  });

  it('reads a stored flow with a broken step-1 record as nothing kept', async () => {
    const storage = memoryStorage();
    storage.setItem(FLOW_KEY, JSON.stringify({ step: 1, verification: { playerId: 501, userId: 5001, registrationToken: FIXTURE_TOKEN }, codes: { email: { resendUntil: 'soon', verified: 'yes' }, sms: null, smsSentTo: 7 } }));
    const { model } = setup({}, {}, storage);
    expect(model.step.value).toBe(1);
    await model.loadCodes();
    expect(model.codes.value!.email.verified.value).toBe(false);
    expect(model.codes.value!.email.resendIn.value).toBe(0);
    expect(model.codes.value!.smsSentTo.value).toBeNull();
  });
});

describe('registration step -1 (restore)', () => {
  it("refuses an empty e-mail with the spec's text", async () => {
    const { model, calls } = setup({}, { tempToken: 'link-token' });
    expect(model.step.value).toBe(-1);
    expect(await model.submitRestore()).toBe(false);
    expect((await model.restoreReady!).form.fields.email.error.value).toEqual({ key: 'registration.restore.email_invalid' });
    expect(calls('auth/status/link-token')).toHaveLength(0);
  });

  it.each([
    ['invalid', 'registration.restore.token_invalid'],
    ['confirmed', 'registration.restore.already_confirmed'],
  ] as const)('%s link → %s', async (restore, key) => {
    const { model } = setup({ restore }, { tempToken: 'link-token' });
    (await model.restoreReady!).form.fields.email.set('restore@example.com');
    expect(await model.submitRestore()).toBe(false);
    expect((await model.restoreReady!).form.error.value).toEqual({ key });
    expect(model.step.value).toBe(-1);
  });

  it('continues at step 2 with the token the restore answered', async () => {
    const { model, calls } = setup({ restore: 'valid' }, { tempToken: 'link-token' });
    (await model.restoreReady!).form.fields.email.set('restore@example.com');
    expect(await model.submitRestore()).toBe(true);
    expect(Object.fromEntries(calls('auth/status/link-token')[0]!.query)).toEqual({ email: 'restore@example.com', type: 'activation-token', email_verified: '1' });
    expect(model.step.value).toBe(2);
    expect(model.details.value).toMatchObject({ userId: 5001, playerId: null, registrationToken: FIXTURE_TOKEN });
  });
});
