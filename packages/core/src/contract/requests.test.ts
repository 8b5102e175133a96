import { describe, expect, it } from 'vitest';
import { api } from './index';
import { documentUpload } from './document';
import { paymentResult } from './payment';
import { queryFlag, queryList } from './query';

// Query values as a server reads them from the URL: every one of them a string.
describe('query schemas coerce what a server receives', () => {
  it('login needs checkHash=1', () => {
    expect(api.auth.login.query.parse({ checkHash: '1' })).toEqual({ checkHash: 1 });
    expect(api.auth.login.query.safeParse({ checkHash: '0' }).success).toBe(false);
    expect(api.auth.login.query.safeParse({}).success).toBe(false);
  });

  it('GET me turns the flags into numbers and leaves absent ones out', () => {
    expect(api.me.get.query.parse({ kyc: '1', marketing: '0' })).toEqual({ kyc: 1, marketing: 0 });
    expect(api.me.get.query.parse({})).toEqual({});
    expect(api.me.get.query.safeParse({ kyc: 'yes' }).success).toBe(false);
    expect(api.me.get.query.safeParse({ riskyCountry: '2' }).success).toBe(false);
  });

  it('casino/games reads pages, ids, flags and reels as numbers', () => {
    const parsed = api.casino.games.query.parse({
      page: '2',
      per_page: '48',
      sort_by: 'rank',
      section_id: '3',
      provider_id: '7',
      name: 'luck',
      is_live: '1',
      is_mobile: '0',
      reels: '5',
    });
    expect(parsed).toEqual({ page: 2, per_page: 48, sort_by: 'rank', section_id: 3, provider_id: 7, name: 'luck', is_live: 1, is_mobile: 0, reels: 5 });
  });

  it('casino/games refuses what no lobby sends', () => {
    expect(api.casino.games.query.safeParse({ page: '0' }).success).toBe(false);
    expect(api.casino.games.query.safeParse({ page: 'two' }).success).toBe(false);
    expect(api.casino.games.query.safeParse({ per_page: '1.5' }).success).toBe(false);
    expect(api.casino.games.query.safeParse({ sort_by: 'name' }).success).toBe(false);
  });

  it('the client may pass numbers where the server sees strings', () => {
    expect(api.casino.games.query.parse({ page: 1, is_live: 1 })).toEqual({ page: 1, is_live: 1 });
    expect(queryFlag.parse(0)).toBe(0);
  });

  it('banners take one tag or several', () => {
    expect(queryList.parse('home')).toEqual(['home']);
    expect(api.cms.banners.query.parse({ language: 'en', user_id: '9034', 'tag[]': ['home', 'promo'] })).toEqual({
      language: 'en',
      user_id: 9034,
      'tag[]': ['home', 'promo'],
    });
  });

  it('pending checks, campaigns and reports coerce their ids and types', () => {
    expect(api.payments.pending.query.parse({ date_from: '1970-01-01 00:00:00', date_to: '2024-03-12 23:59:59', type_id: '2', status: 'pending' }).type_id).toBe(2);
    expect(api.campaigns.byCode.query.parse({ check_code: '1', currency_id: '42' })).toEqual({ check_code: 1, currency_id: 42 });
    expect(api.reports.casino.query.parse({ from: '2024-03-01', to: '2024-03-12', type: 'real', provider: '7' }).provider).toBe(7);
    expect(api.reports.casino.query.safeParse({ from: '2024-03-01', to: '2024-03-12', type: 'fake' }).success).toBe(false);
    expect(api.transactions.total.query.safeParse({ from: '2024-03-01', to: '2024-03-12' }).success).toBe(false);
  });
});

describe('bodies', () => {
  it('login needs a username and a password', () => {
    expect(api.auth.login.body.parse({ username: 'anna', password: 'Secret1!', ip_address: '10.0.0.1' })).toEqual({
      username: 'anna',
      password: 'Secret1!',
      ip_address: '10.0.0.1',
    });
    expect(api.auth.login.body.safeParse({ username: '', password: 'x' }).success).toBe(false);
    expect(api.auth.login.body.safeParse({ username: 'anna' }).success).toBe(false);
  });

  it('PUT me takes any subset of its fields and checks their types', () => {
    expect(api.me.update.body.parse({ language: 'de' })).toEqual({ language: 'de' });
    expect(api.me.update.body.parse({ max_daily_deposit: 100, field: 'max_daily_deposit', statistic: 1 })).toEqual({
      max_daily_deposit: 100,
      field: 'max_daily_deposit',
      statistic: true,
    });
    expect(api.me.update.body.safeParse({ max_daily_deposit: '100' }).success).toBe(false);
    expect(api.me.update.body.safeParse({ max_daily_loss: -1 }).success).toBe(false);
  });

  it('password recovery needs a username or an e-mail', () => {
    expect(api.auth.recoverPassword.body.safeParse({ email: 'a@example.com', expiration_hours: 1 }).success).toBe(true);
    expect(api.auth.recoverPassword.body.safeParse({ expiration_hours: 1 }).success).toBe(false);
  });

  it('a deposit needs an amount of at least 1 and a method', () => {
    expect(api.payments.deposit.body.safeParse({ amount: 50.5, payment_method_id: 14, iban: 'CZ65', bank: 'KB', accountnumber: '123' }).success).toBe(true);
    expect(api.payments.deposit.body.safeParse({ amount: 0.5, payment_method_id: 14 }).success).toBe(false);
    expect(api.payments.deposit.body.safeParse({ amount: '50', payment_method_id: 14 }).success).toBe(false);
    expect(api.payments.deposit.body.safeParse({ amount: 50 }).success).toBe(false);
  });

  it('a withdrawal carries the account and where the provider sends the player back', () => {
    const body = { amount: 100, account_id: 3, cancel_url: '/withdraw', redirect_success: 'https://casino.example/transactions/{transaction_id}', force_pending: 1, accountNumber: '' };
    expect(api.payments.withdraw.body.parse(body)).toEqual(body);
    expect(api.payments.withdraw.body.safeParse({ ...body, account_id: undefined }).success).toBe(false);
  });

  it('the sandbox balance adjustment defaults to the total wallet and refuses 0', () => {
    expect(api.sandbox.adjustBalance.body.parse({ amount: -25.5 })).toEqual({ amount: -25.5, wallet: 'total' });
    expect(api.sandbox.adjustBalance.body.parse({ amount: 10, wallet: 'bonus' })).toEqual({ amount: 10, wallet: 'bonus' });
    expect(api.sandbox.adjustBalance.body.safeParse({ amount: 0 }).success).toBe(false);
    expect(api.sandbox.adjustBalance.body.safeParse({ amount: 10, wallet: 'cash' }).success).toBe(false);
  });

  it('a game launch needs the game, the provider and the player language and currency', () => {
    expect(api.casino.play.body.safeParse({ is_demo: true, game_id: 1203, provider_id: 7, user_language: 'en', user_currency: 'EUR' }).success).toBe(true);
    expect(api.casino.play.body.safeParse({ game_id: 1203, provider_id: 7, user_language: 'en' }).success).toBe(false);
  });

  it('registration fills in the spec constants', () => {
    const body = {
      email: 'anna@example.com',
      password: 'Secret1!',
      password_confirmation: 'Secret1!',
      acceptance: 1,
      country: 'CZ',
      currency_id: 42,
      name: 'lucky_anna',
      username: 'lucky_anna',
      nocheck: 1,
      dob: '1970-01-01',
      force_smtp: 1,
      language: 'cs',
    };
    expect(api.registration.register.body.parse(body)).toEqual(body);
    expect(api.registration.register.body.safeParse({ ...body, acceptance: 0 }).success).toBe(false);
  });

  it('document uploads accept small png, jpeg and pdf files only', () => {
    const front = new File([new Uint8Array(1024)], 'front.jpg', { type: 'image/jpeg' });
    const ok = { type: 'id_card', idn: 'AB123456', expires_at: '2030-01-31', front_file: front, back_file: front };
    expect(documentUpload.safeParse(ok).success).toBe(true);
    expect(documentUpload.safeParse({ ...ok, front_file: new File(['x'], 'a.gif', { type: 'image/gif' }) }).success).toBe(false);
    expect(documentUpload.safeParse({ ...ok, front_file: new File([new Uint8Array(2_000_001)], 'big.pdf', { type: 'application/pdf' }) }).success).toBe(false);
    expect(documentUpload.safeParse({ ...ok, front_file: 'front.jpg' }).success).toBe(false);
    expect(api.documents.upload.multipart).toBe(true);
  });
});

describe('responses', () => {
  it('a payment answers with a message, amount errors, form markup, a URL or bare markup', () => {
    expect(paymentResult.parse({ message: 'Deposit pending' })).toEqual({ message: 'Deposit pending' });
    expect(paymentResult.parse({ amount: ['amount too high'] })).toEqual({ amount: ['amount too high'] });
    expect(paymentResult.parse({ form: '<form action="https://psp.example"></form>' })).toHaveProperty('form');
    expect(paymentResult.parse('<iframe src="https://psp.example"></iframe>')).toContain('iframe');
    expect(paymentResult.safeParse({}).success).toBe(false);
    expect(paymentResult.safeParse('').success).toBe(false);
  });

  it('a password reset answers 204 with no body', () => {
    expect(api.auth.resetPassword.response.safeParse(undefined).success).toBe(true);
    expect(api.auth.resetPassword.response.safeParse({ message: 'ok' }).success).toBe(false);
  });

  it('translations come as data.data', () => {
    expect(api.translations.get.response.parse({ data: { 'login.title': 'Anmelden' } }).data['login.title']).toBe('Anmelden');
    expect(api.translations.get.response.safeParse({ 'login.title': 'Anmelden' }).success).toBe(false);
    expect(api.translations.get.response.safeParse({ data: { count: 3 } }).success).toBe(false);
  });

  it('the maintenance flag and the reading of one message', () => {
    expect(api.cms.maintenance.response.parse({ in_maintenance: 0 })).toEqual({ in_maintenance: false });
    expect(api.me.message.response.parse(null)).toBeNull();
  });

  it('paginated lists need the paginator fields', () => {
    const pageOf = { data: [], current_page: 1, last_page: 1, per_page: 48, total: 0 };
    expect(api.casino.games.response.parse(pageOf)).toEqual(pageOf);
    expect(api.casino.games.response.safeParse({ data: [] }).success).toBe(false);
  });
});

// The platform keeps ids and counts in 32-bit integer columns (PostgreSQL `integer`).
describe('whole numbers in requests stay within 32 bits', () => {
  it('query ids and pages stop at 2147483647', () => {
    expect(api.casino.games.query.safeParse({ section_id: '2147483647', provider_id: '2147483647', page: '2147483647' }).success).toBe(true);
    expect(api.casino.games.query.safeParse({ section_id: '2147483648' }).success).toBe(false);
    expect(api.casino.games.query.safeParse({ provider_id: '9007199254740991' }).success).toBe(false);
    expect(api.payments.pending.query.safeParse({ date_from: 'a', date_to: 'b', type_id: '-2147483649', status: 'pending' }).success).toBe(false);
  });

  it('reels are a number of reels', () => {
    expect(api.casino.games.query.parse({ reels: '5' })).toEqual({ reels: 5 });
    expect(api.casino.games.query.safeParse({ reels: '99999999999' }).success).toBe(false);
    expect(api.casino.games.query.safeParse({ reels: '0' }).success).toBe(false);
  });

  it('body ids are positive 32-bit numbers', () => {
    expect(api.casino.startGame.body.safeParse({ game_id: 1, provider_id: 2147483647 }).success).toBe(true);
    expect(api.casino.startGame.body.safeParse({ game_id: 2147483648, provider_id: 1 }).success).toBe(false);
    expect(api.casino.startGame.body.safeParse({ game_id: 0, provider_id: 1 }).success).toBe(false);
  });

  it('a sandbox balance adjustment moves at most 1,000,000,000', () => {
    expect(api.sandbox.adjustBalance.body.safeParse({ amount: -1_000_000_000 }).success).toBe(true);
    expect(api.sandbox.adjustBalance.body.safeParse({ amount: 1e300 }).success).toBe(false);
    expect(api.sandbox.sendMessage.body.safeParse({ type: 't', subject: 's', body: 'b', duration: 2147483648 }).success).toBe(false);
  });
});
