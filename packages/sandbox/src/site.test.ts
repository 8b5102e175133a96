import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type AppOptions } from './app';
import type { Database } from './db/database';
import { EMBED_CSP } from './routes/embed';
import { SKIN, skinAuthorization } from './testing/test-sandbox';

// Nothing here should reach the database, so none is opened: any use of it fails the test.
const noDatabase = new Proxy({} as Database, {
  get() {
    throw new Error('The static site and CORS must not touch the database.');
  },
});
const appWith = (options: Partial<AppOptions>) =>
  createApp({ db: noDatabase, mode: 'sandbox', skin: SKIN, corsOrigins: [], ...options });

let staticDir: string;
let cdnDir: string;
beforeAll(() => {
  staticDir = mkdtempSync(join(tmpdir(), 'sandbox-site-'));
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Demo host</title>');
  writeFileSync(join(staticDir, 'app.js'), 'console.log("host")');
  mkdirSync(join(staticDir, 'assets'));
  writeFileSync(join(staticDir, 'assets', 'index-abc123.js'), 'console.log("hashed")');
  writeFileSync(join(staticDir, 'assets', 'index-abc123.js.br'), brotliCompressSync('console.log("hashed")'));
  writeFileSync(join(staticDir, 'assets', 'index-abc123.js.gz'), gzipSync('console.log("hashed")'));
  cdnDir = mkdtempSync(join(tmpdir(), 'sandbox-cdn-'));
  writeFileSync(join(cdnDir, 'casino-sdk.js'), 'export const CasinoSDK = {};');
});
afterAll(() => {
  rmSync(staticDir, { recursive: true, force: true });
  rmSync(cdnDir, { recursive: true, force: true });
});

describe('demo host', () => {
  it('serves its files, and index.html for page paths', async () => {
    const app = appWith({ staticDir });
    const script = await app.request('/app.js');
    expect(script.status).toBe(200);
    expect(await script.text()).toContain('host');
    for (const path of ['/', '/en/casino', '/de/game/play/3/12']) {
      const page = await app.request(path);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('Demo host');
    }
  });

  it('sends the build\'s brotli or gzip copy to a browser that takes it, and the plain file otherwise', async () => {
    const app = appWith({ staticDir });
    const brotli = await app.request('/assets/index-abc123.js', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('vary')).toContain('Accept-Encoding');
    expect(brotli.headers.get('content-type')).toMatch(/javascript/);
    expect(brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())).toString()).toBe('console.log("hashed")');
    const gzip = await app.request('/assets/index-abc123.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe('console.log("hashed")');
    const plain = await app.request('/assets/index-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe('console.log("hashed")');
  });

  it('lets browsers keep hashed assets for a year, and revalidates the page and unhashed files', async () => {
    const app = appWith({ staticDir });
    expect((await app.request('/assets/index-abc123.js')).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await app.request('/app.js')).headers.get('cache-control')).toBeNull();
    expect((await app.request('/')).headers.get('cache-control')).toBe('no-cache');
    expect((await app.request('/en/casino')).headers.get('cache-control')).toBe('no-cache');
  });

  it('keeps JSON 404s for the API and the sandbox pages', async () => {
    const app = appWith({ staticDir });
    const api = await app.request('/v1/nothing', { headers: { authorization: skinAuthorization } });
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ message: 'Not found.' });
    expect((await app.request('/sandbox/nothing')).status).toBe(404);
  });

  it('is skipped when the folder does not exist', async () => {
    const app = appWith({ staticDir: join(staticDir, 'missing') });
    expect((await app.request('/en/casino')).status).toBe(404);
  });
});

describe('partner page with the CDN build', () => {
  it('serves the page under a strict CSP, its start script with the skin, and the CDN files', async () => {
    const app = appWith({ cdnDir, staticDir });
    const page = await app.request('/sandbox/embed');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toBe(EMBED_CSP);
    expect(await page.text()).toContain('<casino-login></casino-login>');
    const start = await app.request('/sandbox/embed/main.js');
    expect(start.headers.get('content-type')).toContain('text/javascript');
    expect(await start.text()).toContain(`"refId":"${SKIN.refId}"`);
    const sdk = await app.request('/sandbox/cdn/casino-sdk.js');
    expect(sdk.status).toBe(200);
    expect(await sdk.text()).toContain('CasinoSDK');
    expect((await app.request('/sandbox/cdn/missing.js')).status).toBe(404);
  });

  it('does not exist in platform mode', async () => {
    const app = appWith({ cdnDir, mode: 'platform' });
    expect((await app.request('/sandbox/embed')).status).toBe(404);
    expect((await app.request('/sandbox/cdn/casino-sdk.js')).status).toBe(404);
  });
});

describe('CORS', () => {
  const preflight = (origin: string, corsOrigins: string[]) =>
    appWith({ corsOrigins }).request('/v1/me', {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization,user-token' },
    });

  it('answers preflights only for configured origins', async () => {
    const allowed = await preflight('https://partner.example', ['https://partner.example']);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://partner.example');
    expect(allowed.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('user-token');

    const other = await preflight('https://evil.example', ['https://partner.example']);
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('sends no CORS headers when no origin is configured', async () => {
    const response = await appWith({}).request('/v1/nothing', {
      headers: { origin: 'https://partner.example', authorization: skinAuthorization },
    });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});
