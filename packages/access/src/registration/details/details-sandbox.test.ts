import { CasinoSDK } from '@casino-sdk/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, players } from '../../../../sandbox/src/db/schema';
import { registration } from '../../../../sandbox/src/routes/registration.test-data';
import { createTestSandbox, SKIN, type TestSandbox } from '../../../../sandbox/src/testing/test-sandbox';
import { createDetailsModel, type DetailsModel } from './details-model';

// The step against the real sandbox, in process: the payload passes its contract and rules, the
// registration token is the proof, the captcha's answer comes from the sandbox's control call, and the account
// can log in afterwards.

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await createTestSandbox();
});
afterAll(async () => {
  CasinoSDK.destroy();
  await sandbox.close();
});

/** Steps 0 and 1: registered, and the e-mail code confirmed from the outbox. */
async function registeredAndConfirmed() {
  const body = registration();
  const created = (await (await sandbox.call('auth/register', { method: 'POST', body })).json()) as { player_id: number; user_id: number; registration_token: string };
  const outbox = (await (await sandbox.control(`sandbox/outbox?to=${encodeURIComponent(body.email)}`)).json()) as { data: { code: string }[] };
  await sandbox.call('notifications/players/verify_email', {
    method: 'POST',
    body: { user_id: created.user_id, skin_id: 1, verification: outbox.data[0]!.code },
    headers: { token: created.registration_token },
  });
  return { ...created, username: body.username, referral: body.referral_code };
}

/** The answer of the picture on screen, from the sandbox's control call: the picture holds no text to read. */
async function readPicture(model: DetailsModel): Promise<string> {
  const state = model.captcha.state.value;
  if (state.kind !== 'picture') throw new Error(`no picture: ${state.kind}`);
  const response = await sandbox.control(`sandbox/captcha?token=${state.picture.token}`);
  return ((await response.json()) as { answer: string }).answer;
}

async function until(check: () => boolean) {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(check()).toBe(true);
}

describe('details step on the sandbox', () => {
  it('saves a PEP player: active, AML score 36, daily deposit 100, the manual score note; the account logs in', async () => {
    const who = await registeredAndConfirmed();
    const runtime = CasinoSDK.init({
      skin: SKIN,
      apiBase: 'http://sandbox.test/',
      // No countries in the skin document: the step asks the platform's.
      skinSettings: { countries: [], google_captcha: { key: 'sandbox-captcha' } },
      fetch: async (input, init) => sandbox.app.request(new Request(input, init)),
    });
    const model = createDetailsModel(runtime, { playerId: who.player_id, userId: who.user_id, registrationToken: who.registration_token, nickname: who.username, referralCode: who.referral });
    model.start();
    await until(() => model.captcha.state.value.kind === 'picture' && model.countries.value.length > 0);
    expect(model.countries.value.some((country) => country.code === 'CZ')).toBe(true);

    const { fields } = model.form;
    const firstName = `Jana${who.user_id}`.replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!);
    model.setName('firstName', firstName);
    model.setName('lastName', 'Nováková');
    fields.gender.set('female');
    fields.street.set('Republic Street');
    fields.streetNumber.set('12');
    fields.postalCode.set('VLT 1000');
    fields.city.set('Valletta');
    fields.country.set('MT');
    fields.birthCountry.set('CZ');
    fields.dob.set({ year: '1990', month: '5', day: '7' });
    fields.isPep.set(true);
    fields.terms.set(true);
    fields.captchaAnswer.set(await readPicture(model));
    await until(() => model.fieldsCheck.value === 'free');

    expect(await model.submit()).toEqual({ ok: true });
    // Read without drizzle's operators: this package does not depend on it.
    const row = (await sandbox.db.select().from(players)).find((player) => player.id === who.player_id);
    expect(row).toMatchObject({
      status: 'active',
      firstname: firstName,
      lastname: 'Novakova',
      dob: '1990-05-07',
      countryCode: 'MT',
      birthCountry: 'CZ',
      nationality: 'CZ',
      isPep: true,
      amlScore: 36,
      maxDailyDeposit: '100.00',
    });
    const events = (await sandbox.db.select().from(auditEvents)).filter((event) => event.playerId === who.player_id);
    expect(events.find((event) => event.action === 'registration_saved')?.detail).toMatchObject({
      watch: { firstname: firstName, lastname: 'Novakova', dob: '1990-05-07' },
      manual_score: [{ points: 36, type: 'pep', note: 'PEP/UBO declared at registration' }],
    });
    expect(await sandbox.login(who.username, 'Sunny-day-7')).toMatch(/^[0-9a-f]{64}$/);
    expect(sandbox.errors).toEqual([]);
  });

  it('answers a wrong captcha with a new picture, and then saves', async () => {
    const who = await registeredAndConfirmed();
    CasinoSDK.destroy();
    const runtime = CasinoSDK.init({
      skin: SKIN,
      apiBase: 'http://sandbox.test/',
      skinSettings: { countries: [], google_captcha: { key: 'sandbox-captcha' } },
      fetch: async (input, init) => sandbox.app.request(new Request(input, init)),
    });
    const model = createDetailsModel(runtime, { userId: who.user_id, registrationToken: who.registration_token });
    model.start();
    await until(() => model.captcha.state.value.kind === 'picture');
    const { fields } = model.form;
    model.setName('firstName', 'Petra');
    model.setName('lastName', `Svoboda${who.user_id}`.replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!));
    fields.gender.set('other');
    fields.street.set('Main');
    fields.streetNumber.set('1');
    fields.postalCode.set('10000');
    fields.city.set('Praha');
    fields.country.set('CZ');
    fields.birthCountry.set('SK');
    fields.dob.set({ year: '1985', month: '12', day: '31' });
    fields.terms.set(true);
    const first = model.captcha.token.value;
    fields.captchaAnswer.set('99');
    expect(await model.submit()).toEqual({ ok: false, reason: 'failed' });
    expect(model.form.error.value).toEqual({ key: 'details.captcha_wrong' });
    await until(() => model.captcha.state.value.kind === 'picture' && model.captcha.token.value !== first);
    fields.captchaAnswer.set(await readPicture(model));
    expect(await model.submit()).toEqual({ ok: true });
  });
});
