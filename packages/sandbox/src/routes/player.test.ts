import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transactions, users } from '../db/schema';
import { TRANSACTION_TYPE } from '../seed/transaction-types';
import { createTestSandbox, type TestSandbox } from '../testing/test-sandbox';

let sandbox: TestSandbox;
let token: string;
beforeAll(async () => {
  sandbox = await createTestSandbox();
  token = await sandbox.login();
});
afterAll(() => sandbox.close());

type Json = Record<string, unknown> & { information: Record<string, unknown> };
const json = async (response: Response) => (await response.json()) as Json;

describe('GET me', () => {
  it('returns the player without the optional parts unless asked', async () => {
    const response = await sandbox.call('me', { token });
    expect(response.status).toBe(200);
    const me = await json(response);
    expect(me).toMatchObject({
      id: 1,
      user_id: 5001,
      username: 'demo-player',
      is_verified: true,
      is_crypt: true,
      status: 'active',
      currency: { code: 'EUR', symbol: '€' },
      balance: { total: 1000, bonus: 50, available: 1000, deposited: 1000 },
      information: { reality_minutes: 60, country: 'MT', city: "St. Julian's" },
      language: 'en',
    });
    expect(me).not.toHaveProperty('kyc');
    expect(me).not.toHaveProperty('marketing');
    expect(me).not.toHaveProperty('statusKyc');
    expect(me.information).not.toHaveProperty('risky_country');
  });

  it('adds kyc, marketing and the risky-country facts with the flags', async () => {
    const me = await json(await sandbox.call('me?kyc=1&marketing=1&riskyCountry=1', { token }));
    expect(me.marketing).toEqual({ terms_and_conditions: true, newsletter: true });
    expect(me.kyc).toEqual([
      expect.objectContaining({ level: 'BasicAmlLevel', status: 'accepted' }),
      expect.objectContaining({ level: 'ID_SELFIE_2NDID_POA', status: 'accepted' }),
    ]);
    expect(me.information.risky_country).toBe(false);
    expect(me.statusKyc).toBe('idApproved');
  });

  it('tells the special seed players apart', async () => {
    const imported = await json(await sandbox.call('me?marketing=1', { token: await sandbox.login('imported-player', 'Imported-pass-1!') }));
    expect(imported.is_crypt).toBe(false);
    const terms = await json(await sandbox.call('me?marketing=1', { token: await sandbox.login('terms-player', 'Terms-pass-1!') }));
    expect(terms.marketing).toMatchObject({ terms_and_conditions: false });
    const czk = await json(await sandbox.call('me', { token: await sandbox.login('czk-player', 'Czk-pass-1!') }));
    expect(czk.currency).toEqual({ id: 42, code: 'CZK', symbol: 'Kč' });
    const risky = await json(await sandbox.call('me?riskyCountry=1', { token: await sandbox.login('risky-player', 'Risky-pass-1!') }));
    expect(risky.information.risky_country).toBe(true);
    expect(risky.statusKyc).toBeNull();
  });
});

describe('balance', () => {
  it('returns the four amounts and the net deposits', async () => {
    const response = await sandbox.call('me/balance', { token: await sandbox.login('unverified-player', 'Unverified-pass-1!') });
    expect(await response.json()).toEqual({ total: 25, bonus: 0, available: 25, deposited: 25, net_deposits: 25 });
  });

  it('shows a sandbox credit and writes one ledger row with the balance after it', async () => {
    const before = (await (await sandbox.call('me/balance', { token })).json()) as { total: number; bonus: number };
    const credit = await sandbox.control('sandbox/players/demo-player/balance', { method: 'POST', body: { amount: 12.34 } });
    expect(credit.status).toBe(200);
    expect(await credit.json()).toMatchObject({ total: before.total + 12.34 });

    const bonus = await sandbox.control('sandbox/players/demo-player/balance', { method: 'POST', body: { amount: -10, wallet: 'bonus' } });
    expect(await bonus.json()).toMatchObject({ bonus: before.bonus - 10 });

    const after = await (await sandbox.call('me/balance', { token })).json();
    expect(after).toMatchObject({ total: before.total + 12.34, bonus: before.bonus - 10 });

    const ledger = await sandbox.db
      .select()
      .from(transactions)
      .where(and(eq(transactions.playerId, 1), eq(transactions.typeId, TRANSACTION_TYPE.sandboxAdjustment)));
    expect(ledger.map((row) => [row.amount, row.bonusAmount, row.balanceAfter])).toEqual([
      ['12.34', '0.00', (before.total + 12.34).toFixed(2)],
      ['0.00', '-10.00', (before.total + 12.34).toFixed(2)],
    ]);
  });

  it('refuses a debit below zero and an unknown player', async () => {
    const tooMuch = await sandbox.control('sandbox/players/demo-player/balance', { method: 'POST', body: { amount: -1_000_000 } });
    expect(tooMuch.status).toBe(422);
    const nobody = await sandbox.control('sandbox/players/nobody-here/balance', { method: 'POST', body: { amount: 5 } });
    expect(nobody.status).toBe(404);
    const zero = await sandbox.control('sandbox/players/demo-player/balance', { method: 'POST', body: { amount: 0 } });
    expect(zero.status).toBe(422);
  });

  it('does not exist in platform mode', async () => {
    const platform = sandbox.appWith({ mode: 'platform' });
    const response = await sandbox.control('sandbox/players/demo-player/balance', { method: 'POST', body: { amount: 5 } }, platform);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Not found.' });
  });
});

describe('sandbox player clone', () => {
  it('creates a player with its own login and a copy of the template balance', async () => {
    // Earlier tests in this file move demo-player's money: compare with what it has now.
    const template = (await (await sandbox.call('me/balance', { token: await sandbox.login() })).json()) as { total: number; bonus: number };
    const created = await sandbox.control('sandbox/players', { method: 'POST', body: { username: 'clone-one', password: 'Clone-pass-1!' } });
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ username: 'clone-one' });
    const token = await sandbox.login('clone-one', 'Clone-pass-1!');
    const me = (await (await sandbox.call('me', { token })).json()) as { username: string; currency: { code: string }; balance: { total: number; bonus: number } };
    expect(me.username).toBe('clone-one');
    expect(me.currency.code).toBe('EUR');
    expect(me.balance).toMatchObject({ total: template.total, bonus: template.bonus });

    // Its balance is its own: crediting the clone leaves demo-player as it was.
    const demoBefore = await (await sandbox.call('me/balance', { token: await sandbox.login() })).json();
    await sandbox.control('sandbox/players/clone-one/balance', { method: 'POST', body: { amount: 25 } });
    expect(await (await sandbox.call('me/balance', { token })).json()).toMatchObject({ total: Math.round((template.total + 25) * 100) / 100 });
    expect(await (await sandbox.call('me/balance', { token: await sandbox.login() })).json()).toEqual(demoBefore);
  });

  it('refuses a taken username and does not exist in platform mode', async () => {
    const taken = await sandbox.control('sandbox/players', { method: 'POST', body: { username: 'demo-player', password: 'Clone-pass-1!' } });
    expect(taken.status).toBe(422);
    const platform = sandbox.appWith({ mode: 'platform' });
    const hidden = await sandbox.control('sandbox/players', { method: 'POST', body: { username: 'clone-two', password: 'Clone-pass-1!' } }, platform);
    expect(hidden.status).toBe(404);
  });
});

describe('PUT me', () => {
  it('stores the language', async () => {
    const other = await sandbox.login('unverified-player', 'Unverified-pass-1!');
    const response = await sandbox.call('me', { method: 'PUT', token: other, body: { language: 'de' } });
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({ language: 'de' });
    expect(await json(await sandbox.call('me', { token: other }))).toMatchObject({ language: 'de' });
  });

  it('records accepted terms', async () => {
    const terms = await sandbox.login('terms-player', 'Terms-pass-1!');
    await sandbox.call('me', { method: 'PUT', token: terms, body: { terms_and_conditions: true } });
    expect(await json(await sandbox.call('me?marketing=1', { token: terms }))).toMatchObject({ marketing: { terms_and_conditions: true } });
  });

  it('answers 422 with the field for an unknown language or a bad date', async () => {
    const response = await sandbox.call('me', { method: 'PUT', token, body: { language: 'xx', dob: '2020-02-30' } });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { errors: Record<string, string[]> };
    expect(Object.keys(body.errors).sort()).toEqual(['dob', 'language']);
  });

  it('answers 422 from the contract schema for a wrong type', async () => {
    const response = await sandbox.call('me', { method: 'PUT', token, body: { language: 5 } });
    expect(response.status).toBe(422);
    expect(((await response.json()) as { errors: object }).errors).toHaveProperty('language');
  });

  // A session token alone (a shared computer, a stolen token) must not be enough to take the account.
  it('will not change the password without the current one', async () => {
    const { username, token: own } = await cloneWithSession('demo-player');
    const response = await sandbox.call('me', { method: 'PUT', token: own, body: { password: 'Brand-new-pass-2!' } });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ code: 'current_password_required' });
    expect(await sandbox.login(username, 'Clone-pass-1!')).toEqual(expect.any(String));
  });
});

describe('PUT me/password', () => {
  const change = (token: string, body: unknown) => sandbox.call('me/password', { method: 'PUT', token, body });

  it('changes the password with the current one and ends every other session of the player', async () => {
    const { username, token: own } = await cloneWithSession('demo-player');
    const elsewhere = await sandbox.login(username, 'Clone-pass-1!');
    const response = await change(own, { current: 'Clone-pass-1!', new: 'Brand-new-pass-2!', confirm: 'Brand-new-pass-2!' });
    expect(response.status).toBe(200);
    expect((await sandbox.call('me/balance', { token: own })).status).toBe(200);
    expect((await sandbox.call('me/balance', { token: elsewhere })).status).toBe(401);
    await expect(sandbox.login(username, 'Clone-pass-1!')).rejects.toThrow(/401/);
    expect(await sandbox.login(username, 'Brand-new-pass-2!')).toEqual(expect.any(String));
  });

  it('refuses a wrong current password, the same password again, a weak one and a mismatch', async () => {
    const { username, token: own } = await cloneWithSession('demo-player');
    const cases: [unknown, string, unknown][] = [
      [{ current: 'Wrong-pass-1!', new: 'Brand-new-pass-2!', confirm: 'Brand-new-pass-2!' }, 'current', 'The current password is not correct.'],
      [{ current: 'Clone-pass-1!', new: 'Clone-pass-1!', confirm: 'Clone-pass-1!' }, 'new', 'You must choose a different password'],
      [{ current: 'Clone-pass-1!', new: 'weakpass', confirm: 'weakpass' }, 'new', expect.any(String)],
      [{ current: 'Clone-pass-1!', new: 'Brand-new-pass-2!', confirm: 'Brand-new-pass-3!' }, 'confirm', 'passwords_no_match'],
    ];
    for (const [body, field, message] of cases) {
      const response = await change(own, body);
      expect(response.status, JSON.stringify(body)).toBe(422);
      const answer = (await response.json()) as { errors: Record<string, string[]> };
      expect(answer.errors[field]?.[0], JSON.stringify(body)).toEqual(message);
    }
    expect((await change(own, { current: 'Clone-pass-1!' })).status).toBe(422);
    expect((await sandbox.call('me/password', { method: 'PUT', body: { current: 'Clone-pass-1!', new: 'Brand-new-pass-2!', confirm: 'Brand-new-pass-2!' } })).status).toBe(401);
    // Nothing changed and the session lives on.
    expect(await sandbox.login(username, 'Clone-pass-1!')).toEqual(expect.any(String));
    expect((await sandbox.call('me/balance', { token: own })).status).toBe(200);
  });

  it("refuses the nickname or the e-mail's name as the new password, and any change on an account never changed since it was made", async () => {
    const { username, token: own } = await cloneWithSession('demo-player');
    // The nickname in other letter case: strong enough by the rule, refused as the nickname.
    const asNickname = `${username.charAt(0).toUpperCase()}${username.slice(1)}`;
    const nickname = await change(own, { current: 'Clone-pass-1!', new: asNickname, confirm: asNickname });
    expect(nickname.status).toBe(422);
    expect(await nickname.json()).toMatchObject({ errors: { new: ['password_nickname_email_check'] } });
    const [user] = await sandbox.db.select({ createdAt: users.createdAt }).from(users).where(eq(users.username, username));
    await sandbox.db.update(users).set({ updatedAt: user!.createdAt }).where(eq(users.username, username));
    const untouched = await change(own, { current: 'Clone-pass-1!', new: 'Brand-new-pass-2!', confirm: 'Brand-new-pass-2!' });
    expect(untouched.status).toBe(403);
    expect(await untouched.json()).toMatchObject({ code: 'password_unchangeable' });
  });

  it('counts wrong current passwords like failed logins: a session is no way around the throttle', async () => {
    const { token: own } = await cloneWithSession('demo-player');
    const wrong = { current: 'Wrong-pass-1!', new: 'Brand-new-pass-2!', confirm: 'Brand-new-pass-2!' };
    for (let i = 0; i < 5; i++) expect((await change(own, wrong)).status).toBe(422);
    const refused = await change(own, { ...wrong, current: 'Clone-pass-1!' });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('also ends the imported-account state', async () => {
    const { token: own } = await cloneWithSession('imported-player');
    expect((await change(own, { current: 'Clone-pass-1!', new: 'Brand-new-pass-2!', confirm: 'Brand-new-pass-2!' })).status).toBe(200);
    expect(await json(await sandbox.call('me', { token: own }))).toMatchObject({ is_crypt: true });
  });
});

let clones = 0;
async function cloneWithSession(template: string): Promise<{ username: string; token: string }> {
  const username = `password-${template}-${++clones}`;
  const created = await sandbox.control('sandbox/players', { method: 'POST', body: { template, username, password: 'Clone-pass-1!' } });
  expect(created.status).toBe(201);
  return { username, token: await sandbox.login(username, 'Clone-pass-1!') };
}
