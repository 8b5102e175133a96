import { CasinoSDK, type Runtime } from '@casino-sdk/core';
import { afterEach, describe, expect, it } from 'vitest';
import { createContentPageFixture, type ContentPageFixtureOptions } from './content-page-fixture';
import { startContentPageCall } from './content-page-call';
import { createContentPageModel, sectionFromHash } from './content-page-model';

function setup(options: ContentPageFixtureOptions = {}) {
  const fetch = createContentPageFixture(options);
  const runtime: Runtime = CasinoSDK.init({ skin: { refId: 'skin', password: 'secret' }, fetch });
  return { fetch, runtime, model: createContentPageModel(runtime) };
}

const pageCalls = (fetch: ReturnType<typeof createContentPageFixture>) => fetch.calls.filter((call) => call.path.startsWith('/v1/cms/pages/'));

afterEach(() => CasinoSDK.destroy());

describe('page model', () => {
  it('loads the page by route name in the language asked for', async () => {
    const { fetch, model } = setup();
    const loading = model.load('terms-and-conditions', 'de');
    expect(model.state.value).toEqual({ kind: 'loading' });
    await loading;
    const state = model.state.value;
    expect(state.kind).toBe('ready');
    if (state.kind !== 'ready') return;
    expect(state.page.name).toBe('Allgemeine Geschäftsbedingungen');
    expect(state.language).toBe('de');
    expect(pageCalls(fetch)).toEqual([{ method: 'GET', path: '/v1/cms/pages/terms-and-conditions' }]);
  });

  it('takes the call the host started at start instead of asking again, in that language only', async () => {
    const { fetch, runtime, model } = setup();
    startContentPageCall(runtime, 'terms-and-conditions', 'de');
    await model.load('terms-and-conditions', 'de');
    expect(model.state.value.kind).toBe('ready');
    expect(pageCalls(fetch)).toEqual([{ method: 'GET', path: '/v1/cms/pages/terms-and-conditions' }]);
    // Taken once: another load (or another language) asks the platform.
    await model.load('terms-and-conditions', 'de');
    await model.load('terms-and-conditions', 'en');
    expect(pageCalls(fetch)).toHaveLength(3);
  });

  it('treats a route name outside STATIC_PAGES as missing, without asking the platform', async () => {
    const { fetch, model } = setup();
    await model.load('casino', 'en');
    expect(model.state.value).toEqual({ kind: 'missing' });
    await model.load(undefined, 'en');
    expect(model.state.value).toEqual({ kind: 'missing' });
    await model.load('../me', 'en');
    expect(model.state.value).toEqual({ kind: 'missing' });
    expect(pageCalls(fetch)).toEqual([]);
  });

  it('treats a 404 from the platform as missing', async () => {
    const { model } = setup({ pages: {} });
    await model.load('imprint', 'en');
    expect(model.state.value).toEqual({ kind: 'missing' });
  });

  it('reports other failures with a text to show, and retries', async () => {
    const { model } = setup({ page: 'offline' });
    await model.load('help', 'en');
    expect(model.state.value).toEqual({ kind: 'error', error: { key: 'errors.network' } });
  }, 20_000);

  it('retries the last page', async () => {
    const options: ContentPageFixtureOptions = { page: 'fail' };
    const { model } = setup(options);
    await model.load('help', 'en');
    expect(model.state.value.kind).toBe('error');
    options.page = 'ok';
    await model.retry();
    expect(model.state.value.kind).toBe('ready');
  }, 20_000);

  it('keeps only the newest load (a language switched while the first was on its way)', async () => {
    const { model } = setup({ delayMs: 20 });
    const first = model.load('terms-and-conditions', 'en');
    const second = model.load('terms-and-conditions', 'de');
    await Promise.all([first, second]);
    const state = model.state.value;
    expect(state.kind === 'ready' && state.page.name).toBe('Allgemeine Geschäftsbedingungen');
  });
});

describe('sectionFromHash', () => {
  it('reads the section id from a URL hash', () => {
    expect(sectionFromHash('#withdrawals')).toBe('withdrawals');
    expect(sectionFromHash('withdrawals')).toBe('withdrawals');
    expect(sectionFromHash('#caf%C3%A9')).toBe('café');
    expect(sectionFromHash('#%E0%A4%A')).toBe('%E0%A4%A');
    expect(sectionFromHash('#')).toBeNull();
    expect(sectionFromHash('')).toBeNull();
  });
});
