import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSandbox, type TestSandbox } from '../testing/test-sandbox';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await createTestSandbox();
});
afterAll(() => sandbox.close());

const codes = async (path: string) => {
  const response = await sandbox.call(path);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { code: string; categories?: unknown[] }[] }).data.map((campaign) => campaign.code);
};

describe('welcome campaigns and bonus codes', () => {
  it("lists the campaigns of a currency, those with categories included (the form filters them)", async () => {
    expect(await codes('campaigns?all=1&is_public=1&currency_id=1')).toEqual(['WELCOME100', 'SPINS50', 'VIPRELOAD']);
    expect(await codes('campaigns?all=1&currency_id=42')).toContain('CZKSTART');
  });

  it('checks a bonus code against the currency: its action, else 404', async () => {
    const valid = await sandbox.call('campaigns/czkstart?check_code=1&currency_id=42');
    expect(valid.status).toBe(200);
    expect(await valid.json()).toMatchObject({ code: 'CZKSTART', action: { name: expect.stringContaining('2 000') } });
    expect((await sandbox.call('campaigns/CZKSTART?check_code=1&currency_id=1')).status).toBe(404);
    expect((await sandbox.call('campaigns/NOSUCHCODE?check_code=1&currency_id=1')).status).toBe(404);
  });
});
