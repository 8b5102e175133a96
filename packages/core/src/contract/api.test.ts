import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { fillPath, type Endpoint } from './endpoint';
import { api } from './index';

const all: Array<[string, Endpoint]> = Object.entries(api).flatMap(([resource, calls]) =>
  Object.entries(calls as Record<string, Endpoint>).map(([name, call]): [string, Endpoint] => [`${resource}.${name}`, call]),
);

/** Every call section 7 of the two specs names with its path, letter by letter. */
const specCalls = [
  'POST auth/login',
  'DELETE auth/logout',
  'GET me',
  'GET me/balance',
  'PUT me',
  'GET me/statistics/last',
  'DELETE me/statistics/{id}',
  'GET auth/status/{token}',
  'PUT auth/password/reset',
  'POST auth/password/recovery',
  'POST auth/password/manyAttempts',
  'POST auth/checkusername',
  'POST auth/checkemail',
  'POST auth/checkmobile',
  'POST auth/checkfields',
  'POST auth/register',
  'POST kyc/players/{id}',
  'PUT static/players/{id}',
  'DELETE static/players/{id}',
  'POST notifications/twilio/send_sms/verification',
  'POST notifications/twilio/checkMobile',
  'POST notifications/players/{id}/registration',
  'POST notifications/players/verify_{channel}',
  'POST notifications/players/{id}/custom-message',
  'POST notifications/messages/custom_email',
  'GET translations/{language}',
  'GET cms/translation/{section}/',
  'GET cms/translation/languages',
  'GET cms/skin-settings',
  'GET cms/pages/{id}',
  'GET cms/pages',
  'GET cms/banners',
  'GET cms/payment-methods',
  'POST cms/skin-in-maintenance',
  'GET campaigns',
  'GET campaigns/{code}',
  'POST campaigns/{campaign_id}/players/{player_id}/ping',
  'GET campaigns/players/{id}/unusedCampaigns',
  'DELETE campaigns/players/{id}',
  'GET casino/games',
  'GET casino/sections',
  'GET casino/sections/{id}/providers',
  'GET casino/providers',
  'GET static/casinoGames/{gameId}',
  'POST casino/play/{provider_slug}',
  'POST me/mga/realityCheck',
  'GET payments/methods/deposit',
  'GET payments/methods/withdraw',
  'POST payments/deposit',
  'GET payments/neterapay/player/is_pin_registered',
  'GET notifications/newsletter/token/opt-out',
  'POST notifications/newsletter/opt-out',
  'GET me/messages/{id}',
  'GET me/messages/message-groups',
  'POST me/messages',
];

describe('api', () => {
  it('holds every endpoint of every resource', () => {
    expect(all.length).toBeGreaterThanOrEqual(specCalls.length);
  });

  it.each(all)('%s has a method, a relative path, an auth kind and a response schema', (_name, call) => {
    expect(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']).toContain(call.method);
    expect(call.path).not.toMatch(/^\//);
    expect(call.path).not.toMatch(/^v1\//);
    expect(call.path).not.toMatch(/[?#\s]/);
    expect(['skin', 'player', 'player-or-registration', 'temp-token', 'admin', 'player-or-visitor']).toContain(call.auth);
    expect(call.response).toBeInstanceOf(z.ZodMiniType);
    if (call.query) expect(call.query).toBeInstanceOf(z.ZodMiniObject);
    if (call.body) expect(call.body).toBeInstanceOf(z.ZodMiniType);
  });

  it.each(all)('%s sends no body on GET and DELETE', (_name, call) => {
    if (call.method === 'GET' || call.method === 'DELETE') expect(call.body).toBeUndefined();
  });

  it('serves each method and path once, so a server can route by them', () => {
    const keys = all.map(([, call]) => `${call.method} ${call.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each(specCalls)('defines %s exactly as the spec writes it', (key) => {
    const found = all.filter(([, call]) => `${call.method} ${call.path}` === key);
    expect(found).toHaveLength(1);
    expect(found[0]?.[1].defined).toBeUndefined();
  });

  it('marks every call it invents as defined by the SDK', () => {
    const invented = all.filter(([, call]) => !call.sandboxOnly && !specCalls.includes(`${call.method} ${call.path}`));
    expect(invented.length).toBeGreaterThan(0);
    for (const [name, call] of invented) expect({ name, defined: call.defined }).toEqual({ name, defined: 'by-sdk' });
  });

  it('flags exactly the money-moving calls', () => {
    const moving = all.filter(([, call]) => call.movesMoney).map(([name]) => name);
    expect(moving.sort()).toEqual(['payments.deposit', 'payments.withdraw']);
  });

  it('keeps sandbox-only calls under sandbox/ and nothing else there', () => {
    for (const [name, call] of all) {
      expect({ name, sandboxOnly: call.sandboxOnly === true }).toEqual({ name, sandboxOnly: call.path.startsWith('sandbox/') });
    }
  });

  it('gives every path placeholder a distinct word name', () => {
    for (const [, call] of all) {
      const names = [...call.path.matchAll(/\{([^}]*)\}/g)].map((m) => m[1]);
      for (const name of names) expect(name).toMatch(/^\w+$/);
      expect(new Set(names).size).toBe(names.length);
    }
  });

  it('keeps the fixed slice the client and sandbox were built on', () => {
    expect(api.auth.login).toMatchObject({ method: 'POST', path: 'auth/login', auth: 'skin' });
    expect(api.auth.logout).toMatchObject({ method: 'DELETE', path: 'auth/logout', auth: 'player' });
    expect(api.me.get).toMatchObject({ method: 'GET', path: 'me', auth: 'player' });
    expect(api.me.balance).toMatchObject({ method: 'GET', path: 'me/balance', auth: 'player' });
    expect(api.me.update).toMatchObject({ method: 'PUT', path: 'me', auth: 'player' });
    expect(api.translations.get).toMatchObject({ method: 'GET', path: 'translations/{language}', auth: 'skin' });
    expect(api.translations.section.path).toBe('cms/translation/{section}/');
    expect(api.cms.maintenance).toMatchObject({ method: 'POST', path: 'cms/skin-in-maintenance' });
    expect(api.sandbox.adjustBalance).toMatchObject({ method: 'POST', path: 'sandbox/players/{username}/balance', sandboxOnly: true });
  });
});

describe('fillPath', () => {
  it('fills placeholders in order and keeps the trailing slash', () => {
    expect(fillPath(api.translations.section.path, { section: 'header' })).toBe('cms/translation/header/');
    expect(fillPath(api.campaigns.ping.path, { campaign_id: 12, player_id: 5021 })).toBe('campaigns/12/players/5021/ping');
    expect(fillPath(api.notifications.verify.path, { channel: 'sms' })).toBe('notifications/players/verify_sms');
  });

  it('encodes values so they stay one path segment', () => {
    expect(fillPath(api.auth.status.path, { token: 'a/b c?d' })).toBe('auth/status/a%2Fb%20c%3Fd');
    expect(fillPath(api.sandbox.adjustBalance.path, { username: 'anna+test' })).toBe('sandbox/players/anna%2Btest/balance');
  });

  it('refuses a missing parameter', () => {
    expect(() => fillPath(api.campaigns.ping.path, { campaign_id: 12 })).toThrow(/player_id/);
  });

  it('leaves a path without placeholders alone', () => {
    expect(fillPath(api.me.balance.path)).toBe('me/balance');
  });
});
