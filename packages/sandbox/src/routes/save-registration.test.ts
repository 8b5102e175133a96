import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, players, skins } from '../db/schema';
import { createTestSandbox, type TestSandbox } from '../testing/test-sandbox';
import { freshAddress, registration } from './registration.test-data';

let sandbox: TestSandbox;
/** Registers from a new address each time: the file makes more accounts than one address may. */
let proxied: TestSandbox['app'];
beforeAll(async () => {
  sandbox = await createTestSandbox();
  proxied = sandbox.appWith({ trustProxy: 1 });
});
afterAll(() => sandbox.close());

type Registered = { player_id: number; user_id: number; registration_token: string; username: string; email: string };

/** Steps 0 and 1: registered, and the e-mail code confirmed from the outbox. */
async function registeredAndConfirmed(): Promise<Registered> {
  const body = registration();
  const created = (await (await sandbox.call('auth/register', { method: 'POST', body, headers: freshAddress() }, proxied)).json()) as Registered;
  const outbox = (await (await sandbox.control(`sandbox/outbox?to=${encodeURIComponent(body.email)}`)).json()) as { data: { code: string }[] };
  const confirmed = await sandbox.call('notifications/players/verify_email', {
    method: 'POST',
    body: { user_id: created.user_id, skin_id: 1, verification: outbox.data[0]!.code },
    headers: { token: created.registration_token },
  });
  expect(confirmed.status).toBe(200);
  return { ...created, username: body.username, email: body.email };
}

/** A challenge with its answer from the sandbox's control call: the picture holds no text to read. */
async function solvedCaptcha() {
  const challenge = (await (await sandbox.call('auth/captcha?key=sandbox-captcha')).json()) as { token: string; svg: string };
  const { answer } = (await (await sandbox.control(`sandbox/captcha?token=${challenge.token}`)).json()) as { answer: string };
  return { token: challenge.token, answer };
}

const details = (overrides: Record<string, unknown> = {}) => ({
  name: 'x',
  firstname: `Jan${Math.random().toString(36).replace(/[^a-z]/g, '').slice(0, 6)}`,
  lastname: 'Novak',
  gender: 'male',
  street: 'Main',
  streetNumber: '1',
  country: 'MT',
  address_line_1: 'Main 1',
  city: 'Valletta',
  postal_code: 'VLT1000',
  is_pep: false,
  is_ubo: false,
  status: 'active',
  birth_country: 'CZ',
  nationality: 'CZ',
  referral_code: null,
  newsletter: true,
  terms_and_conditions: true,
  check_mobile: true,
  dob: '1990-05-17',
  trigger_events: 1,
  ...overrides,
});
const save = (who: Registered, body: unknown, headers: Record<string, string> = { token: who.registration_token }) =>
  sandbox.call(`static/players/${who.user_id}`, { method: 'PUT', body, headers });

describe('save registration (step 2)', () => {
  it('activates the account with the details, nationality = birth country, and the token is then spent', async () => {
    const who = await registeredAndConfirmed();
    const body = details({ captcha: await solvedCaptcha() });
    const saved = await save(who, body);
    expect(saved.status).toBe(200);
    const [row] = await sandbox.db.select().from(players).where(eq(players.id, who.player_id));
    expect(row).toMatchObject({ status: 'active', firstname: body.firstname, nationality: 'CZ', birthCountry: 'CZ', dob: '1990-05-17', amlScore: 0, maxDailyDeposit: null, referralCode: 'aff123' });
    expect((await save(who, details({ captcha: await solvedCaptcha() }))).status).toBe(401);
    expect(await sandbox.login(who.username, 'Sunny-day-7')).toMatch(/^[0-9a-f]{64}$/);
  });

  it("spends the registration's restore link once the account is active", async () => {
    const who = await registeredAndConfirmed();
    const outbox = (await (await sandbox.control(`sandbox/outbox?to=${encodeURIComponent(who.email)}`)).json()) as { data: { body: string }[] };
    const link = outbox.data.map((mail) => /registration\/([0-9a-f]{64})/.exec(mail.body)?.[1]).find(Boolean)!;
    expect((await save(who, details({ captcha: await solvedCaptcha() }))).status).toBe(200);
    const restore = await sandbox.call(`auth/status/${link}?type=activation-token&email=${encodeURIComponent(who.email)}&email_verified=1`);
    expect(await restore.json()).toEqual({ is_valid: false, tokenable: null });
  });

  it('PEP or UBO: AML score 36 and a daily deposit limit of 100, whatever the client says, with the manual score noted', async () => {
    const who = await registeredAndConfirmed();
    expect((await save(who, details({ is_pep: true, aml_score: 0, captcha: await solvedCaptcha() }))).status).toBe(200);
    const [row] = await sandbox.db.select().from(players).where(eq(players.id, who.player_id));
    expect(row).toMatchObject({ amlScore: 36, maxDailyDeposit: '100.00' });
    const [event] = await sandbox.db.select().from(auditEvents).where(eq(auditEvents.playerId, who.player_id));
    expect(event!.detail).toMatchObject({ manual_score: [{ points: 36, type: 'pep' }] });
  });

  it("keeps the daily deposit limit chosen at registration under UKGC (31 times for the week and month, a PEP's at most 100), and ignores it under MGA", async () => {
    const ukgc = await registeredAndConfirmed();
    const pep = await registeredAndConfirmed();
    const mga = await registeredAndConfirmed();
    const limits = (daily: unknown) => ({ max_daily_deposit: daily });
    await sandbox.db.update(skins).set({ jurisdiction: 'UKGC' });
    try {
      expect((await save(ukgc, details({ limits: limits(12.5), captcha: await solvedCaptcha() }))).status).toBe(422);
      expect((await save(ukgc, details({ limits: limits(50), captcha: await solvedCaptcha() }))).status).toBe(200);
      expect((await save(pep, details({ is_pep: true, limits: limits(500), captcha: await solvedCaptcha() }))).status).toBe(200);
    } finally {
      await sandbox.db.update(skins).set({ jurisdiction: 'MGA' });
    }
    expect((await save(mga, details({ limits: limits(50), captcha: await solvedCaptcha() }))).status).toBe(200);
    const row = async (who: Registered) => (await sandbox.db.select().from(players).where(eq(players.id, who.player_id)))[0];
    expect(await row(ukgc)).toMatchObject({ maxDailyDeposit: '50.00', maxWeeklyDeposit: '1550.00', maxMonthlyDeposit: '1550.00' });
    expect(await row(pep)).toMatchObject({ maxDailyDeposit: '100.00', maxWeeklyDeposit: '3100.00' });
    expect(await row(mga)).toMatchObject({ maxDailyDeposit: null });
  });

  it('refuses a wrong, a reused and a missing captcha answer', async () => {
    const who = await registeredAndConfirmed();
    const captcha = await solvedCaptcha();
    const wrong = await save(who, details({ captcha: { ...captcha, answer: String(Number(captcha.answer) + 1) } }));
    expect(((await wrong.json()) as { code: string }).code).toBe('captcha_wrong');
    // Checked once, right or wrong: the right answer now comes too late.
    expect(((await (await save(who, details({ captcha }))).json()) as { code: string }).code).toBe('captcha_wrong');
    expect(((await (await save(who, details())).json()) as { code: string }).code).toBe('captcha_wrong');
  });

  it.each([
    [{ nationality: 'DE' }, 'nationality', 'nationality_is_birth_country'],
    [{ dob: '2015-01-01' }, 'dob', 'dob_error'],
    [{ firstname: 'Jan!' }, 'firstname', 'name_characters'],
    [{ terms_and_conditions: false }, 'terms_and_conditions', 'terms_required'],
  ])('refuses %j', async (overrides, field, problem) => {
    const who = await registeredAndConfirmed();
    const answer = await save(who, details({ ...overrides, captcha: await solvedCaptcha() }));
    expect(answer.status).toBe(422);
    expect(((await answer.json()) as { errors: Record<string, string[]> }).errors[field]).toEqual([problem]);
  });

  it('refuses a mobile number another player has, however the number was split or spelt', async () => {
    for (const mobile of ['+35679123456', '0035679123456']) {
      const who = await registeredAndConfirmed();
      const answer = await save(who, details({ mobile, captcha: await solvedCaptcha() }));
      expect(answer.status).toBe(422);
      expect(((await answer.json()) as { errors: Record<string, string[]> }).errors).toEqual({ mobile: ['phone_already_used'] });
    }
  });

  it('proof: the skin alone gets 401, another registration 403, and a session never saves a registration', async () => {
    const who = await registeredAndConfirmed();
    const other = await registeredAndConfirmed();
    expect((await save(who, details(), {})).status).toBe(401);
    expect((await save(who, details(), { token: other.registration_token })).status).toBe(403);
    // An unfinished registration cannot log in, so no session of it exists; a player's own session
    // is refused too.
    const login = await sandbox.call('auth/login?checkHash=1', { method: 'POST', body: { username: who.username, password: 'Sunny-day-7' } });
    expect(login.status).toBe(403);
    expect(((await login.json()) as { code: string }).code).toBe('registration_incomplete');
    const session = await sandbox.login();
    const { user_id } = (await (await sandbox.call('me', { token: session })).json()) as { user_id: number };
    const answer = await save({ ...who, user_id }, details(), { 'user-token': session });
    expect(((await answer.json()) as { code: string }).code).toBe('registration_token_required');
  });

  it('needs a confirmed code first', async () => {
    const body = registration();
    const created = (await (await sandbox.call('auth/register', { method: 'POST', body, headers: freshAddress() }, proxied)).json()) as Registered;
    const answer = await save(created, details({ captcha: await solvedCaptcha() }));
    expect(((await answer.json()) as { code: string }).code).toBe('not_verified');
  });
});

describe('GET auth/captcha', () => {
  it('gives challenges only for the skin settings key, and publishes that key', async () => {
    expect((await sandbox.call('auth/captcha?key=someone-else')).status).toBe(422);
    const settings = (await (await sandbox.call('cms/skin-settings')).json()) as { google_captcha: { key: string } };
    expect(settings.google_captcha).toEqual({ key: 'sandbox-captcha' });
  });
});
