import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { configFromEnv } from '../config';
import { addressKey, clientAddress } from './client-address';
import type { AppEnv, AppServices } from './env';

/** What clientAddress answers for a request from `remoteAddress` with these headers. */
async function addressOf(trustProxy: number, remoteAddress: string | undefined, headers: Record<string, string> = {}) {
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    c.set('app', { trustProxy } as AppServices);
    await next();
  });
  app.get('/', (c) => c.text(clientAddress(c)));
  const env = remoteAddress === undefined ? undefined : { incoming: { socket: { remoteAddress } } };
  return (await app.request('/', { headers }, env)).text();
}

describe('clientAddress', () => {
  it("is the connection's address, whatever X-Forwarded-For says, unless a proxy is trusted", async () => {
    expect(await addressOf(0, '10.0.0.1')).toBe('10.0.0.1');
    expect(await addressOf(0, '10.0.0.1', { 'x-forwarded-for': '192.0.2.1' })).toBe('10.0.0.1');
    expect(await addressOf(0, undefined, { 'x-forwarded-for': '192.0.2.1' })).toBe('unknown');
  });

  it('behind N trusted proxies is the N-th forwarded address from the right; what the client wrote further left is ignored', async () => {
    expect(await addressOf(1, '10.0.0.1', { 'x-forwarded-for': '192.0.2.1' })).toBe('192.0.2.1');
    expect(await addressOf(1, '10.0.0.1', { 'x-forwarded-for': 'made-up, 192.0.2.1' })).toBe('192.0.2.1');
    expect(await addressOf(2, '10.0.0.1', { 'x-forwarded-for': 'made-up, 192.0.2.1, 10.0.0.2' })).toBe('192.0.2.1');
    expect(await addressOf(3, '10.0.0.1', { 'x-forwarded-for': '192.0.2.1, 10.0.0.2' })).toBe('192.0.2.1');
    expect(await addressOf(1, '10.0.0.1')).toBe('10.0.0.1');
  });

  it('believes only an IP address from the header: anything else (a huge forged value) is the connection', async () => {
    expect(await addressOf(1, '10.0.0.1', { 'x-forwarded-for': 'x'.repeat(5000) })).toBe('10.0.0.1');
    expect(await addressOf(1, '10.0.0.1', { 'x-forwarded-for': '2001:db8::1' })).toBe('2001:db8::1');
  });

  it('trusts no proxy unless TRUST_PROXY says how many stand in front', () => {
    expect(configFromEnv({}).trustProxy).toBe(0);
    expect(configFromEnv({ TRUST_PROXY: '' }).trustProxy).toBe(0);
    expect(configFromEnv({ TRUST_PROXY: '0' }).trustProxy).toBe(0);
    expect(configFromEnv({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(configFromEnv({ TRUST_PROXY: ' 2 ' }).trustProxy).toBe(2);
    expect(() => configFromEnv({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/);
  });
});

describe('addressKey', () => {
  it('counts IPv4 as it is, also written as IPv4-mapped IPv6, and IPv6 by its /64', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:DB8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('1::2:3:4:5:1.2.3.4')).toBe('1:0:2:3::/64');
    expect(addressKey('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(addressKey('127.0.0.1')).toBe('127.0.0.1');
    expect(addressKey('unknown')).toBe('unknown');
  });
});
