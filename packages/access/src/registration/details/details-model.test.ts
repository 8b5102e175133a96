import { CasinoSDK, type Runtime } from '@casino-sdk/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPlatformFixture } from '@casino-sdk/core/testing/platform-fixture';
import { createDetailsFixture, SAMPLE_COUNTRIES, SAMPLE_HANDOFF, type DetailsFixtureOptions } from './details-fixture';
import { createDetailsModel, FIELD_CHECK_DELAY_MS, SPECIAL_WARNING_MS, type DetailsHandoff, type DetailsOptions } from './details-model';
import type { CaptchaVendor } from '../../captcha/captcha-model';

const TODAY = new Date('2026-11-24T12:00:00Z');

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

function setup(fixture: DetailsFixtureOptions = {}, handoff: Partial<DetailsHandoff> = {}, options: DetailsOptions & { captchaKey?: string | null; countries?: boolean; jurisdiction?: 'mga' | 'ukgc' } = {}) {
  const fetch = createDetailsFixture({ fallback: createPlatformFixture(), ...fixture });
  const runtime: Runtime = CasinoSDK.init({
    skin: { refId: 'skin', password: 'secret' },
    fetch,
    jurisdiction: options.jurisdiction ?? 'mga',
    skinSettings: {
      google_captcha: options.captchaKey === null ? null : { key: options.captchaKey ?? 'sandbox-captcha' },
      countries: options.countries === false ? [] : SAMPLE_COUNTRIES,
    },
  });
  const storage = options.storage ?? memoryStorage();
  const model = createDetailsModel(runtime, { ...SAMPLE_HANDOFF, ...handoff }, { now: () => TODAY, storage, captchaVendor: options.captchaVendor });
  model.start();
  return { fetch, runtime, model, storage };
}

/** Lets the lazy contract imports and fixture answers settle. */
async function settle() {
  for (let i = 0; i < 5; i++) await vi.advanceTimersByTimeAsync(0);
}

function fillIn(model: ReturnType<typeof setup>['model'], overrides: Partial<Record<string, unknown>> = {}) {
  const { fields } = model.form;
  model.setName('firstName', 'Jana');
  model.setName('lastName', 'Novakova');
  fields.gender.set('female');
  fields.street.set('Main Street');
  fields.streetNumber.set('12A');
  fields.city.set('Valletta');
  fields.postalCode.set('VLT 1000');
  fields.country.set('MT');
  fields.birthCountry.set('CZ');
  fields.dob.set({ year: '1990', month: '5', day: '7' });
  fields.terms.set(true);
  fields.captchaAnswer.set('7');
  for (const [name, value] of Object.entries(overrides)) (fields as unknown as Record<string, { set(v: unknown): void }>)[name]!.set(value);
}

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: TODAY }));
afterEach(() => {
  CasinoSDK.destroy();
  vi.useRealTimers();
});

describe('details model', () => {
  it('cleans names as they are typed and warns for 3.5 s', async () => {
    const { model } = setup();
    model.setName('firstName', 'Žofie-Anna!');
    expect(model.form.fields.firstName.value.value).toBe('ZofieAnna');
    expect(model.specialWarning.value).toBe('firstName');
    await vi.advanceTimersByTimeAsync(SPECIAL_WARNING_MS - 1);
    expect(model.specialWarning.value).toBe('firstName');
    await vi.advanceTimersByTimeAsync(1);
    expect(model.specialWarning.value).toBeNull();
    model.setName('lastName', 'Novak');
    expect(model.specialWarning.value).toBeNull();
  });

  it('enables Register only when every condition of the spec holds', async () => {
    const { model } = setup();
    await settle();
    expect(model.canRegister.value).toBe(false);
    expect(model.pending.value).toEqual(['firstName', 'lastName', 'gender', 'dob', 'street', 'streetNumber', 'postalCode', 'city', 'birthCountry', 'terms', 'captchaAnswer']);
    fillIn(model);
    await settle();
    expect(model.canRegister.value).toBe(true);
    expect(model.pending.value).toEqual([]);
    for (const [field, empty] of [
      ['firstName', ''],
      ['lastName', ''],
      ['gender', ''],
      ['street', '  '],
      ['streetNumber', ''],
      ['city', ''],
      ['postalCode', ''],
      ['country', ''],
      ['birthCountry', ''],
      ['terms', false],
      ['captchaAnswer', ''],
      ['dob', { year: '2010', month: '1', day: '1' }],
    ] as const) {
      const fieldModel = (model.form.fields as unknown as Record<string, { value: { value: unknown }; set(v: unknown): void }>)[field]!;
      const before = fieldModel.value.value;
      fieldModel.set(empty);
      expect(model.canRegister.value, field).toBe(false);
      fieldModel.set(before);
      expect(model.canRegister.value, field).toBe(true);
    }
  });

  it('judges the dob: required, a real date (dob_invalid), 18 or older (dob_error)', async () => {
    const { model } = setup();
    const dob = model.form.fields.dob;
    expect(dob.problem.value).toEqual({ key: 'details.required' });
    dob.set({ year: '2001', month: '2', day: '' });
    expect(dob.problem.value).toEqual({ key: 'registration.dob_invalid' });
    // Not said while the player is still choosing.
    expect(dob.error.value).toBeNull();
    dob.set({ year: '2001', month: '2', day: '29' });
    expect(dob.error.value).toEqual({ key: 'registration.dob_invalid' });
    dob.set({ year: '2008', month: '11', day: '25' });
    expect(dob.error.value).toEqual({ key: 'registration.dob_error' });
    dob.set({ year: '2008', month: '11', day: '24' });
    expect(dob.error.value).toBeNull();
    dob.set({ year: '1990', month: '', day: '' });
    expect(dob.error.value).toBeNull();
    await model.submit();
    expect(dob.error.value).toEqual({ key: 'registration.dob_invalid' });
    expect(model.years[0]).toBe(2009);
    expect(model.years.at(-1)).toBe(1911);
  });

  it('checks first name, last name and dob on the server once they pass, and says fields_already_used', async () => {
    const { model, fetch } = setup({ checkFields: 'taken' });
    fillIn(model);
    await vi.advanceTimersByTimeAsync(FIELD_CHECK_DELAY_MS - 1);
    expect(fetch.requests.filter((r) => r.path === '/v1/auth/checkfields')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    const checks = fetch.requests.filter((r) => r.path === '/v1/auth/checkfields');
    expect(checks.map((r) => r.body)).toEqual([{ firstname: 'Jana', lastname: 'Novakova', dob: '1990-05-07' }]);
    // Only while registering: the check proves it with this registration's token.
    expect(checks.map((r) => r.token)).toEqual([SAMPLE_HANDOFF.registrationToken]);
    expect(model.fieldsCheck.value).toBe('taken');
    expect(model.form.fields.dob.error.value).toEqual({ key: 'registration.fields_already_used' });
    expect(model.canRegister.value).toBe(false);
    // Another name is another person: the problem goes and that one is checked in turn.
    model.setName('firstName', 'Janna');
    expect(model.form.fields.dob.error.value).toBeNull();
    await vi.advanceTimersByTimeAsync(FIELD_CHECK_DELAY_MS);
    await settle();
    expect(fetch.requests.filter((r) => r.path === '/v1/auth/checkfields')).toHaveLength(2);
  });

  it('leaves the person to the save when the checks of this registration are used up (429)', async () => {
    const { model, fetch } = setup({ checkFields: 'limited' });
    await settle();
    fillIn(model);
    await vi.advanceTimersByTimeAsync(FIELD_CHECK_DELAY_MS);
    await settle();
    expect(model.fieldsCheck.value).toBe('idle');
    expect(model.form.error.value).toBeNull();
    expect(await model.submit()).toEqual({ ok: true });
    expect(fetch.requests.filter((r) => r.method === 'PUT')).toHaveLength(1);
  });

  it('asks no check after the save has spent the registration token, also when the check was used up (429)', async () => {
    const { model, fetch } = setup({ checkFields: 'limited' });
    await settle();
    fillIn(model);
    // Register before the check's delay is over: the save makes the check itself, once.
    expect(await model.submit()).toEqual({ ok: true });
    await vi.advanceTimersByTimeAsync(FIELD_CHECK_DELAY_MS * 3);
    await settle();
    const after = fetch.requests.findIndex((r) => r.method === 'PUT');
    expect(fetch.requests.slice(after).filter((r) => r.path === '/v1/auth/checkfields')).toHaveLength(0);
    expect(fetch.requests.filter((r) => r.path === '/v1/auth/checkfields')).toHaveLength(1);
  });

  it('says how long to wait when a check before the save meets a limit, keeping what was entered', async () => {
    const { model, fetch } = setup({ limitedPhone: true }, { hasPhone: false });
    await settle();
    fillIn(model, { phonePrefix: '+356', phoneNumber: '79111222' });
    expect(await model.submit()).toEqual({ ok: false, reason: 'failed' });
    expect(model.form.error.value).toEqual({ key: 'registration.try_again_in', values: { seconds: 42 } });
    expect(fetch.requests.filter((r) => r.method === 'PUT')).toHaveLength(0);
    expect(model.form.fields.firstName.value.value).toBe('Jana');
    expect(model.form.fields.phoneNumber.value.value).toBe('79111222');
  });

  it('saves the spec payload with the registration token and ends in the saved state', async () => {
    const storage = memoryStorage();
    const { model, fetch } = setup({}, {}, { storage });
    await settle();
    fillIn(model, { isPep: true, newsletter: true });
    expect(storage.items.size).toBe(1);
    const outcome = await model.submit();
    expect(outcome).toEqual({ ok: true });
    expect(model.saved.value).toBe(true);
    const save = fetch.requests.find((r) => r.method === 'PUT')!;
    expect(save.path).toBe('/v1/static/players/5010');
    expect(save.token).toBe('registration-token-501');
    expect(save.body).toEqual({
      name: 'newplayer',
      firstname: 'Jana',
      lastname: 'Novakova',
      gender: 'female',
      street: 'Main Street',
      streetNumber: '12A',
      address_line_1: 'Main Street 12A',
      address_line_2: null,
      city: 'Valletta',
      postal_code: 'VLT 1000',
      country: 'MT',
      birth_country: 'CZ',
      nationality: 'CZ',
      is_pep: true,
      is_ubo: false,
      status: 'active',
      referral_code: 'aff42',
      newsletter: true,
      terms_and_conditions: true,
      check_mobile: true,
      dob: '1990-05-07',
      limits: { max_daily_deposit: 100 },
      aml_score: 36,
      watch: { firstname: 'Jana', lastname: 'Novakova', dob: '1990-05-07' },
      trigger_events: 1,
      manual_score: [{ points: 36, type: 'pep', note: 'PEP/UBO declared at registration' }],
      captcha: { token: 'challenge-1', answer: '7' },
    });
    // The draft goes once the details are saved.
    expect(storage.items.size).toBe(0);
  });

  it('under UKGC asks for a daily deposit limit, setting one being the default: required and digits while chosen, none when declined; under MGA not at all', async () => {
    const mga = setup();
    await settle();
    expect(mga.model.asksDepositLimit).toBe(false);
    fillIn(mga.model);
    expect(mga.model.canRegister.value).toBe(true);
    CasinoSDK.destroy();

    const { model, fetch } = setup({}, {}, { jurisdiction: 'ukgc' });
    await settle();
    expect(model.asksDepositLimit).toBe(true);
    expect(model.form.fields.depositLimitChoice.value.value).toBe('limit');
    fillIn(model);
    expect(model.pending.value).toEqual(['dailyDepositLimit']);
    model.form.fields.dailyDepositLimit.set('12.5');
    expect(model.form.fields.dailyDepositLimit.problem.value).toEqual({ key: 'details.depositLimitDigits' });
    model.form.fields.depositLimitChoice.set('none');
    expect(model.canRegister.value).toBe(true);
    model.form.fields.depositLimitChoice.set('limit');
    model.form.fields.dailyDepositLimit.set('40');
    expect(await model.submit()).toEqual({ ok: true });
    expect(fetch.requests.find((r) => r.method === 'PUT')!.body).toMatchObject({ limits: { max_daily_deposit: 40 } });
  });

  it('waits for a field check still on its way before saving, and refuses a taken person', async () => {
    const { model, fetch } = setup({ checkFields: 'taken' });
    await settle();
    fillIn(model);
    // Submitted at once: the delayed check has not run; the save asks it first.
    expect(await model.submit()).toEqual({ ok: false, reason: 'invalid' });
    expect(fetch.requests.some((r) => r.method === 'PUT')).toBe(false);
    expect(model.form.fields.dob.error.value).toEqual({ key: 'registration.fields_already_used' });
  });

  it('gets a new picture after a wrong captcha answer and says so', async () => {
    const { model, fetch } = setup({ save: 'captcha_wrong' });
    await settle();
    fillIn(model);
    expect(await model.submit()).toEqual({ ok: false, reason: 'failed' });
    await settle();
    expect(model.form.error.value).toEqual({ key: 'details.captcha_wrong' });
    expect(model.form.fields.captchaAnswer.value.value).toBe('');
    expect(model.captcha.token.value).toBe('challenge-2');
    expect(fetch.requests.filter((r) => r.path === '/v1/auth/captcha').map((r) => r.query)).toEqual(['?key=sandbox-captcha', '?key=sandbox-captcha']);
    expect(model.saved.value).toBe(false);
    // Everything else typed is still there.
    expect(model.form.fields.firstName.value.value).toBe('Jana');
  });

  it("puts the platform's field messages under their fields beside the spec's alert", async () => {
    const { model } = setup({ save: 'field_errors' });
    await settle();
    fillIn(model);
    expect(await model.submit()).toEqual({ ok: false, reason: 'failed' });
    expect(model.form.error.value).toEqual({ key: 'details.saveFailed' });
    expect(model.form.fields.postalCode.error.value).toEqual({ text: 'The postal code is not valid.' });
    expect(model.form.fields.postalCode.focusRequest.value).toBe(1);
  });

  it("says the spec's 'ERROR SERVER' when the platform fails the save, keeping what was typed", async () => {
    const { model } = setup({ save: 'fail' });
    await settle();
    fillIn(model);
    const outcome = model.submit();
    // The save is a PUT: the client tries it again before it gives up.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await outcome).toEqual({ ok: false, reason: 'failed' });
    expect(model.form.error.value).toEqual({ key: 'details.register_server_error' });
    expect(model.form.fields.firstName.value.value).toBe('Jana');
  });

  it("shows the save's rule keys in the player's language, each until its field changes", async () => {
    const { model } = setup({ save: 'rule_errors' });
    await settle();
    fillIn(model);
    expect(await model.submit()).toEqual({ ok: false, reason: 'failed' });
    expect(model.form.fields.country.error.value).toEqual({ key: 'registration.country_restricted' });
    expect(model.form.fields.street.error.value).toEqual({ key: 'registration.field_required' });
    expect(model.form.fields.street.focusRequest.value).toBe(1);
    expect(model.canRegister.value).toBe(false);
    model.form.fields.country.set('DE');
    expect(model.form.fields.country.error.value).toBeNull();
  });

  it('sends no save while one is on its way', async () => {
    const { model, fetch } = setup({ save: 'hang' });
    await settle();
    fillIn(model);
    void model.submit();
    await settle();
    expect(model.saving.value).toBe(true);
    expect(model.canRegister.value).toBe(false);
    expect(await model.submit()).toEqual({ ok: false, reason: 'busy' });
    expect(fetch.requests.filter((r) => r.method === 'PUT')).toHaveLength(1);
  });

  it('needs no captcha when the skin has no key, and a solved widget with a vendor key', async () => {
    const none = setup({}, {}, { captchaKey: null });
    await settle();
    fillIn(none.model, { captchaAnswer: '' });
    expect(none.model.canRegister.value).toBe(true);
    await none.model.submit();
    expect((none.fetch.requests.find((r) => r.method === 'PUT')!.body as Record<string, unknown>).captcha).toBeUndefined();
    CasinoSDK.destroy();

    const vendor: CaptchaVendor = { accepts: (key) => key.startsWith('6L'), mount: () => () => {} };
    const widget = setup({}, {}, { captchaKey: '6Lc-site-key', captchaVendor: vendor });
    await settle();
    fillIn(widget.model, { captchaAnswer: '' });
    expect(widget.model.captcha.state.value.kind).toBe('vendor');
    expect(widget.model.canRegister.value).toBe(false);
    widget.model.captcha.setVendorToken('vendor-token');
    expect(widget.model.canRegister.value).toBe(true);
    await widget.model.submit();
    expect((widget.fetch.requests.find((r) => r.method === 'PUT')!.body as Record<string, unknown>).captcha).toEqual({ token: 'vendor-token', answer: '' });
    expect(widget.fetch.requests.some((r) => r.path === '/v1/auth/captcha')).toBe(false);
  });

  it('loads the countries from the platform when the skin document has none', async () => {
    const { model, fetch } = setup({}, {}, { countries: false });
    expect(model.countries.value).toEqual([]);
    await settle();
    expect(fetch.requests.some((r) => r.path === '/v1/cms/skin-settings')).toBe(true);
    expect(model.countries.value.map((country) => country.code)).toEqual(['CZ', 'DE', 'MT', 'SK', 'GB']);
  });

  it('asks a phone only when step 1 took none, and judges it with the phone rules', () => {
    expect(setup().model.asksPhone).toBe(false);
    CasinoSDK.destroy();
    const { model } = setup({}, { hasPhone: false });
    expect(model.asksPhone).toBe(true);
    expect(model.form.fields.phoneNumber.problem.value).toBeNull();
    model.setPhonePrefix('356');
    model.setPhoneNumber('0356 7921 0000');
    expect(model.form.fields.phonePrefix.value.value).toBe('+356');
    expect(model.form.fields.phoneNumber.value.value).toBe('35679210000');
    expect(model.form.fields.phoneNumber.problem.value).toEqual({ key: 'registration.remove_phone_prefix' });
    model.setPhoneNumber('79210000');
    expect(model.form.fields.phoneNumber.problem.value).toBeNull();
  });

  it('checks an optional mobile number for uniqueness before the save: phone_already_used', async () => {
    const { model, fetch } = setup({ takenPhone: '+35679210000' }, { hasPhone: false });
    await settle();
    fillIn(model);
    model.setPhonePrefix('+356');
    model.setPhoneNumber('79210000');
    expect(await model.submit()).toEqual({ ok: false, reason: 'invalid' });
    expect(model.form.fields.phoneNumber.error.value).toEqual({ key: 'registration.phone_already_used' });
    expect(fetch.requests.some((r) => r.method === 'PUT')).toBe(false);

    model.setPhoneNumber('79210001');
    expect(model.form.fields.phoneNumber.error.value).toBeNull();
    expect(await model.submit()).toEqual({ ok: true });
    expect(fetch.requests.filter((r) => r.path === '/v1/auth/checkmobile').map((r) => r.body)).toEqual([
      { mobile: '79210000', prefix: '+356' },
      { mobile: '79210001', prefix: '+356' },
    ]);
  });

  it('keeps what was typed in a draft for a reload, never the captcha answer', async () => {
    const storage = memoryStorage();
    const first = setup({}, {}, { storage });
    await settle();
    fillIn(first.model);
    first.model.dispose();
    CasinoSDK.destroy();
    const again = setup({}, {}, { storage });
    expect(again.model.form.fields.firstName.value.value).toBe('Jana');
    expect(again.model.form.fields.dob.value.value).toEqual({ year: '1990', month: '5', day: '7' });
    expect(again.model.form.fields.captchaAnswer.value.value).toBe('');
  });
});
