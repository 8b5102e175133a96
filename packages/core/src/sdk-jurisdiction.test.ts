// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CasinoSDK } from './sdk';
import { createPlatformFixture } from './testing/platform-fixture';

const skin = { refId: 'skin', password: 'secret' };
const fetch = createPlatformFixture();

afterEach(() => {
  CasinoSDK.destroy();
  vi.restoreAllMocks();
});

describe('the jurisdiction option', () => {
  it('is MGA unless init says otherwise, and readable on the runtime', () => {
    expect(CasinoSDK.init({ skin, fetch }).config.value.jurisdiction).toBe('mga');
    CasinoSDK.destroy();
    expect(CasinoSDK.init({ skin, fetch, jurisdiction: 'ukgc' }).config.value.jurisdiction).toBe('ukgc');
  });

  it('is fixed at init: a change in update is ignored with one warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const runtime = CasinoSDK.init({ skin, fetch, jurisdiction: 'ukgc' });
    CasinoSDK.update({ jurisdiction: 'mga', messagePollMs: 1_000 });
    expect(runtime.config.value).toMatchObject({ jurisdiction: 'ukgc', messagePollMs: 1_000 });
    expect(warn).toHaveBeenCalledTimes(1);
    CasinoSDK.update({ jurisdiction: 'ukgc' });
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('falls back to MGA, with a warning, for a value a host without TypeScript made up', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const runtime = CasinoSDK.init({ skin, fetch, jurisdiction: 'gibraltar' as never });
    expect(runtime.config.value.jurisdiction).toBe('mga');
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it("warns when the skin document names another jurisdiction than init: the platform enforces the skin's", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    CasinoSDK.init({ skin, fetch, jurisdiction: 'ukgc', skinSettings: { jurisdiction: 'UKGC' } });
    expect(warn).not.toHaveBeenCalled();
    CasinoSDK.update({ skinSettings: { jurisdiction: 'MGA' } });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toContain("the skin's jurisdiction is 'MGA' but init named 'ukgc'");
  });
});
