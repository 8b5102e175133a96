import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSandbox, skinAuthorization, type TestSandbox } from '../testing/test-sandbox';
import type { AppEnv } from './env';

let sandbox: TestSandbox;
let staticDir: string;
let cdnDir: string;
let site: Hono<AppEnv>;
beforeAll(async () => {
  sandbox = await createTestSandbox();
  staticDir = mkdtempSync(join(tmpdir(), 'sandbox-headers-site-'));
  mkdirSync(join(staticDir, 'assets'));
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Demo host</title>');
  writeFileSync(join(staticDir, 'assets', 'app.js'), 'console.log("host")\n//# sourceMappingURL=app.js.map');
  // A source map left on disk by a build must still not be served.
  writeFileSync(join(staticDir, 'assets', 'app.js.map'), '{"version":3,"sources":["../src/main.ts"]}');
  cdnDir = mkdtempSync(join(tmpdir(), 'sandbox-headers-cdn-'));
  writeFileSync(join(cdnDir, 'casino-sdk.js'), 'export const CasinoSDK = {};');
  writeFileSync(join(cdnDir, 'casino-sdk.js.map'), '{"version":3,"sources":["../../packages/core/src/index.ts"]}');
  site = sandbox.appWith({ staticDir, cdnDir });
});
afterAll(async () => {
  rmSync(staticDir, { recursive: true, force: true });
  rmSync(cdnDir, { recursive: true, force: true });
  await sandbox.close();
});

/** The policy's directives by name, e.g. `{ 'object-src': ["'none'"] }`. */
function directives(policy: string | null): Record<string, string[]> {
  expect(policy, 'Content-Security-Policy header').toBeTruthy();
  return Object.fromEntries(
    policy!
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!.toLowerCase(), values]),
  );
}

const expectApiHeaders = (response: Response, what: string) => {
  expect(response.headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(response.headers.get('referrer-policy'), what).toBe('strict-origin-when-cross-origin');
  expect(response.headers.get('cache-control'), what).toBe('no-store');
};

describe('API responses', () => {
  it('every /v1/ answer (200, 401, 404, 422) says nosniff, the referrer policy and no-store', async () => {
    const answers: [string, Response, number][] = [
      ['a skin call', await sandbox.call('cms/translation/languages'), 200],
      ['a player call without a token', await sandbox.call('me'), 401],
      ['a call without the skin credentials', await sandbox.call('casino/sections', { anonymous: true }), 401],
      ['an unknown path', await sandbox.call('nothing-here'), 404],
      ['a refused body', await sandbox.call('auth/login?checkHash=1', { method: 'POST', body: {} }), 422],
    ];
    for (const [what, response, status] of answers) {
      expect(response.status, what).toBe(status);
      expectApiHeaders(response, what);
    }
  });

  it('auth, player and admin answers are never stored', async () => {
    const login = await sandbox.call('auth/login?checkHash=1', { method: 'POST', body: { username: 'demo-player', password: 'Demo-pass-1!', ip_address: '127.0.0.1' } });
    expect(login.status).toBe(200);
    expectApiHeaders(login, 'auth/login');
    const { token } = (await login.json()) as { token: string };
    for (const path of ['me?kyc=1&marketing=1&riskyCountry=1', 'me/balance', 'me/messages/readone']) {
      const response = await sandbox.call(path, { token });
      expect(response.status, path).toBe(200);
      expectApiHeaders(response, path);
    }
    const adminLogin = await sandbox.call('auth/admin/login', { method: 'POST', body: { username: 'operator-admin', password: 'Admin-pass-1!' } });
    expect(adminLogin.status).toBe(200);
    expectApiHeaders(adminLogin, 'auth/admin/login');
    const logout = await sandbox.call('auth/logout', { method: 'DELETE', token });
    expect(logout.status).toBe(200);
    expectApiHeaders(logout, 'auth/logout');
  });

  it('a CORS preflight carries them too', async () => {
    const response = await sandbox.call('me', { method: 'OPTIONS', anonymous: true, headers: { origin: 'https://partner.example', 'access-control-request-method': 'GET' } }, sandbox.appWith({ corsOrigins: ['https://partner.example'] }));
    expect(response.headers.get('access-control-allow-origin')).toBe('https://partner.example');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });
});

describe('the demo host', () => {
  it('sends its HTML with a Content-Security-Policy header that forbids framing elsewhere, plugins and a foreign <base>', async () => {
    for (const path of ['/', '/index.html', '/en/casino', '/de/game/play/3/12']) {
      const response = await site.request(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toContain('text/html');
      const policy = directives(response.headers.get('content-security-policy'));
      expect(policy['frame-ancestors'], path).toEqual(["'self'"]);
      expect(policy['object-src'], path).toEqual(["'none'"]);
      expect(policy['base-uri'], path).toEqual(["'self'"]);
      // What the built host needs, and no more: its own scripts and styles (the chat widget is
      // same-origin; the identity vendor's web SDK is the provider origin's), the API on the same
      // origin, data: images, and game frames from itself.
      expect(policy['default-src'], path).toEqual(["'self'"]);
      expect(policy['script-src'], path).toEqual(["'self'", 'http://127.0.0.1']);
      expect(policy['style-src'], path).toEqual(["'self'"]);
      expect(policy['connect-src'], path).toEqual(["'self'"]);
      expect(policy['img-src'], path).toEqual(["'self'", 'data:', 'blob:']);
      // The demo slot is served on its own origin (PROVIDER_URL; 127.0.0.1 beside localhost by default).
      expect(policy['frame-src'], path).toEqual(["'self'", 'http://127.0.0.1']);
      // Opened on 127.0.0.1, the site gets its games from localhost (provider/game-origin.ts).
      expect(directives((await site.request(`http://127.0.0.1${path}`)).headers.get('content-security-policy'))['frame-src'], path).toEqual(["'self'", 'http://localhost']);
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      // Revalidated on every load; long-lived caching of the built files is another issue's.
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
    }
  });

  it('serves its files and the sandbox pictures and scripts with nosniff and the default referrer policy', async () => {
    for (const path of ['/assets/app.js', '/sandbox/art/payment/card.svg', '/sandbox/art/game/1.svg', '/sandbox/chat/widget.js', '/sandbox/cdn/casino-sdk.js']) {
      const response = await site.request(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
    }
  });

  it('answers 404 for a missing asset instead of the index page', async () => {
    for (const path of ['/assets/missing.js', '/assets/missing.css', '/assets/nested/missing.svg', '/missing.js', '/favicon.ico']) {
      const response = await site.request(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type') ?? '', path).not.toContain('text/html');
      expect(await response.text(), path).not.toContain('Demo host');
    }
    // Page paths still get the index page, dots in a token included.
    for (const path of ['/en/casino', '/en/password/reset/abc.def-123']) {
      expect((await site.request(path)).status, path).toBe(200);
    }
  });

  it('never serves a source map, even one left on disk', async () => {
    expect((await site.request('/assets/app.js')).status).toBe(200);
    for (const path of ['/assets/app.js.map', '/sandbox/cdn/casino-sdk.js.map', '/assets/missing.js.map']) {
      const response = await site.request(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).not.toContain('"sources"');
    }
  });

  it('sends Referrer-Policy: no-referrer on pages that carry a token in the URL', async () => {
    const tokenPages = [
      '/en/password/reset/3f9a0c',
      '/password/reset/3f9a0c',
      '/cs/registration/3f9a0c',
      '/en/registration?temp_token=3f9a0c',
      '/de/newsletter/opt-out?token=3f9a0c',
      '/newsletter/opt-out?token=3f9a0c',
      '/en/transactions/812',
      '/en/casino?token=3f9a0c',
    ];
    for (const path of tokenPages) {
      const response = await site.request(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('referrer-policy'), path).toBe('no-referrer');
    }
    for (const path of ['/en/casino', '/en/registration', '/en/login', '/en/dashboard/transactions', '/en/recovery-password']) {
      expect((await site.request(path)).headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
    }
  });

  it('keeps the partner page on its stricter policy, with plugins and a foreign <base> forbidden as well', async () => {
    const response = await site.request('/sandbox/embed');
    expect(response.status).toBe(200);
    const policy = directives(response.headers.get('content-security-policy'));
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['style-src']).toEqual(["'self'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });
});

describe('Strict-Transport-Security', () => {
  it('is not sent unless the server is told it runs behind https', async () => {
    expect((await site.request('/en/casino')).headers.get('strict-transport-security')).toBeNull();
    expect((await sandbox.call('cms/translation/languages')).headers.get('strict-transport-security')).toBeNull();
  });

  it('is sent on every response behind https', async () => {
    const app = sandbox.appWith({ staticDir, behindHttps: true, publicUrl: 'https://casino.example' });
    const responses = [await app.request('/en/casino'), await sandbox.call('cms/translation/languages', {}, app), await sandbox.call('me', {}, app), await app.request('/assets/missing.js')];
    for (const response of responses) expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000');
  });
});

describe('picture URLs in answers come from the configured public URL, never from the Host header', () => {
  interface Listed {
    data: { image?: string | null; medias?: { full_url: string; url: string }[]; banners?: Listed['data'] }[];
  }
  const fromEvilHost = async (app: Hono<AppEnv>, path: string) => {
    const response = await app.request(`http://evil.example/v1/${path}`, { headers: { host: 'evil.example', authorization: skinAuthorization } });
    expect(response.status, path).toBe(200);
    return (await response.json()) as Listed;
  };
  const urlsOf = (listed: Listed): (string | null | undefined)[] =>
    listed.data.flatMap((item) => [
      ...('image' in item ? [item.image] : []),
      ...(item.medias ?? []).flatMap((m) => [m.full_url, m.url]),
      ...urlsOf({ data: item.banners ?? [] }),
    ]);

  it('game pictures, provider logos, banners, promotion cards and payment logos use PUBLIC_URL', async () => {
    const app = sandbox.appWith({ answerOrigin: 'https://casino.example' });
    const games = urlsOf(await fromEvilHost(app, 'casino/games?per_page=5'));
    const providers = urlsOf(await fromEvilHost(app, 'casino/providers'));
    const banners = urlsOf(await fromEvilHost(app, 'cms/banners?tag[]=home'));
    const promotions = urlsOf(await fromEvilHost(app, 'cms/pages?type=promotion'));
    const logos = urlsOf(await fromEvilHost(app, 'cms/payment-methods'));
    expect(games).toHaveLength(5);
    expect(logos.length).toBeGreaterThanOrEqual(6 * 3);
    expect(banners.length).toBeGreaterThanOrEqual(5 * 4);
    expect(promotions.length).toBeGreaterThanOrEqual(6 * 3 * 2);
    for (const url of [...games, ...providers, ...banners, ...promotions, ...logos]) {
      expect(url).toMatch(/^https:\/\/casino\.example\/sandbox\/art\/(game|provider|banner|promotion|payment)\/[\w-]+\.svg(\?v=\d+)?$/);
    }
  });

  it('without one, they are same-origin paths, so the site works on whatever address it is opened (127.0.0.1, a LAN address)', async () => {
    const urls = ['casino/games?per_page=2', 'casino/providers', 'cms/banners?tag[]=home', 'cms/pages?type=promotion', 'cms/payment-methods'];
    const listed = (await Promise.all(urls.map(async (path) => urlsOf(await fromEvilHost(sandbox.app, path))))).flat();
    expect(listed.length).toBeGreaterThan(20);
    for (const url of listed) expect(url).toMatch(/^\/sandbox\/art\/(game|provider|banner|promotion|payment)\/[\w-]+\.svg(\?v=\d+)?$/);
  });

  it('the site\'s img-src allows PUBLIC_URL when it is set, its own origin always', async () => {
    const policy = async (app: Hono<AppEnv>) => (await app.request('/en/casino')).headers.get('content-security-policy');
    expect(await policy(sandbox.appWith({ staticDir }))).toContain("img-src 'self' data: blob:;");
    expect(await policy(sandbox.appWith({ staticDir, answerOrigin: 'https://casino.example' }))).toContain("img-src 'self' data: blob: https://casino.example;");
  });

  it('holds over a real socket, where the request URL is built from Host', async () => {
    const app = sandbox.appWith({ answerOrigin: 'https://casino.example' });
    const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
      const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
    });
    try {
      const { port } = server.address() as AddressInfo;
      const body = await new Promise<string>((resolve, reject) => {
        const request = httpRequest(
          { host: '127.0.0.1', port, path: '/v1/cms/payment-methods', headers: { host: 'evil.example', authorization: skinAuthorization } },
          (response) => {
            let text = '';
            response.setEncoding('utf8');
            response.on('data', (chunk: string) => (text += chunk));
            response.on('end', () => resolve(text));
          },
        );
        request.on('error', reject);
        request.end();
      });
      expect(body).not.toContain('evil.example');
      for (const url of urlsOf(JSON.parse(body) as Listed)) expect(url).toMatch(/^https:\/\/casino\.example\//);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
