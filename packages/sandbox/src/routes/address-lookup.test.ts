import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSandbox, type TestSandbox } from '../testing/test-sandbox';
import { SANDBOX_COUNTRY } from './address-lookup';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await createTestSandbox();
});
afterAll(() => sandbox.close());

describe('the IP lookup and geolocation stand-ins', () => {
  it("answers the connection's address, without the IPv4-in-IPv6 prefix", async () => {
    const response = await sandbox.app.request('/sandbox/ip', {}, { incoming: { socket: { remoteAddress: '::ffff:192.0.2.10' } } });
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(await response.json()).toEqual({ ip: '192.0.2.10' });
    // In process there is no connection: no address to tell.
    expect((await sandbox.app.request('/sandbox/ip')).status).toBe(503);
  });

  it('places an address in the licence country and refuses what is no address', async () => {
    expect(await (await sandbox.app.request('/sandbox/geolocation?ip=192.0.2.10')).json()).toEqual({ ip: '192.0.2.10', country: SANDBOX_COUNTRY });
    expect((await sandbox.app.request('/sandbox/geolocation?ip=%3Cscript%3E')).status).toBe(400);
  });

  it('does not exist on a platform', async () => {
    expect((await sandbox.appWith({ mode: 'platform' }).request('/sandbox/ip')).status).toBe(404);
  });
});
