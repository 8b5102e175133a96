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
    const valid = await sandbox.call('campaigns/czkstart?check_code=1&currency_id=42&language=cs');
    expect(valid.status).toBe(200);
    expect(await valid.json()).toMatchObject({ code: 'CZKSTART', action: { name: expect.stringMatching(/až 2\s000\sKč$/) } });
    expect((await sandbox.call('campaigns/CZKSTART?check_code=1&currency_id=1')).status).toBe(404);
    expect((await sandbox.call('campaigns/NOSUCHCODE?check_code=1&currency_id=1')).status).toBe(404);
  });

  it('says the welcome offer in the words of the banner and the promotion, with the currency, in every language', async () => {
    const read = async <T>(path: string) => (await (await sandbox.call(path)).json()) as T;
    for (const language of ['en', 'cs', 'de', 'sk', 'hu', 'pl', 'es']) {
      const banner = (await read<{ data: { title: string }[] }>(`cms/banners?language=${language}&tag[]=home`)).data[0]!;
      const promotion = (await read<{ data: { id: number; name: string; comment: string }[] }>(`cms/pages?type=promotion&campaign_visible=1&language=${language}`)).data.find((page) => page.id === 101)!;
      const campaign = (await read<{ data: { code: string; name: string }[] }>(`campaigns?all=1&currency_id=1&language=${language}`)).data.find((found) => found.code === 'WELCOME100')!;
      const checked = await read<{ action: { name: string } }>(`campaigns/welcome100?check_code=1&currency_id=1&language=${language}`);
      const offer = promotion.comment;
      // The euro amount, with its sign (Hungarian writes the code), and never a bare "up to 200".
      expect(offer, language).toMatch(/500\s?€|€500|500\sEUR/);
      expect(checked.action.name, language).toBe(offer);
      // The registration's select sits under the label "Welcome bonus": the offer alone.
      expect(campaign.name, language).toBe(offer);
      expect(banner.title, language).toBe(`${promotion.name}: ${offer}`);
    }
    // Registering in another currency, the offer says that currency's ceiling.
    const inZloty = (await read<{ data: { code: string; name: string }[] }>('campaigns?all=1&currency_id=45&language=pl')).data.find((found) => found.code === 'WELCOME100')!;
    expect(inZloty.name).toMatch(/do 2000\szł/);
  });
});
