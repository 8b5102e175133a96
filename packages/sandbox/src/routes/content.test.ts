import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSandbox, type TestSandbox } from '../testing/test-sandbox';
import { loadTexts } from '../translations/texts';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await createTestSandbox();
});
afterAll(() => sandbox.close());

describe('translations', () => {
  it('serves English from the SDK texts', async () => {
    const response = await sandbox.call('translations/en');
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: Record<string, string> };
    expect(body.data).toEqual(await loadTexts('en'));
    expect(Object.keys(body.data).length).toBeGreaterThan(0);
  });

  it('serves every interface language, and 404 for any other', async () => {
    for (const language of ['cs', 'de', 'sk', 'hu', 'pl', 'es']) {
      expect((await sandbox.call(`translations/${language}`)).status).toBe(200);
    }
    const response = await sandbox.call('translations/xx');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ message: expect.any(String) });
  });

  it('serves a section as the keys with its prefix, prefix kept', async () => {
    const english = await loadTexts('en');
    const section = Object.keys(english)[0]!.split('.')[0]!;
    const body = (await (await sandbox.call(`cms/translation/${section}/`)).json()) as { data: Record<string, string> };
    const keys = Object.keys(body.data);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.every((key) => key.startsWith(`${section}.`))).toBe(true);
  });

  it('lists the seven languages with their own names', async () => {
    const body = (await (await sandbox.call('cms/translation/languages')).json()) as { data: { code: string; name: string }[] };
    expect(body.data.map((l) => l.code)).toEqual(['en', 'cs', 'de', 'sk', 'hu', 'pl', 'es']);
    expect(body.data.find((l) => l.code === 'cs')?.name).toBe('Čeština');
  });
});

describe('cms', () => {
  it('serves the skin document with countries and the five currencies', async () => {
    const body = (await (await sandbox.call('cms/skin-settings')).json()) as {
      ref_id: string;
      countries: { code: string; is_EEA: number; phone_prefix: string }[];
      currencies: { id: number; code: string; rate: number }[];
    };
    expect(body.ref_id).toBe('demo-skin');
    expect(body.currencies.map((c) => c.code).sort()).toEqual(['CAD', 'CZK', 'EUR', 'PLN', 'USD']);
    expect(body.currencies.find((c) => c.code === 'CZK')?.id).toBe(42);
    expect(body.countries.find((c) => c.code === 'MT')).toMatchObject({ is_EEA: 1, phone_prefix: '+356' });
    expect(body.countries.find((c) => c.code === 'GB')).toMatchObject({ is_EEA: 0 });
    expect(body.countries.length).toBeGreaterThanOrEqual(35);
  });

  it('reports the maintenance flag, off by default', async () => {
    const response = await sandbox.call('cms/skin-in-maintenance', { method: 'POST' });
    expect(await response.json()).toEqual({ in_maintenance: false });
  });
});
