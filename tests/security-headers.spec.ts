import { test, expect } from './fixtures';

// The built demo host as the sandbox serves it: the CSP comes as a header (no <meta> policy), the
// site still works under it (a violation is a console error, which fails the test), and neither
// source maps nor missing assets are answered with something else.

test('the site runs under the CSP header, with no meta policy, and a player can sign in', async ({ page, player, signIn }) => {
  const response = await page.goto('/en/casino');
  const headers = response!.headers();
  expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
  expect(headers['content-security-policy']).toContain("object-src 'none'");
  expect(headers['content-security-policy']).toContain("base-uri 'self'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  await expect(page.locator('meta[http-equiv="Content-Security-Policy" i]')).toHaveCount(0);
  await expect(page.getByRole('banner')).toBeVisible();
  await signIn(player, '/en/help');
  await expect(page.getByRole('banner').getByRole('button', { name: /Account (summary|menu)/ })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test('no source maps, and a missing asset is a 404, not the index page', async ({ page, request }) => {
  await page.goto('/en/casino');
  const scripts = await page.locator('script[src^="/assets/"]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('src')!));
  expect(scripts.length).toBeGreaterThan(0);
  for (const src of scripts) {
    const script = await request.get(src);
    expect(script.status()).toBe(200);
    expect(await script.text()).not.toContain('sourceMappingURL');
    expect((await request.get(`${src}.map`)).status()).toBe(404);
  }
  const missing = await request.get('/assets/no-such-chunk.js');
  expect(missing.status()).toBe(404);
  expect(missing.headers()['content-type']).not.toContain('text/html');
  expect((await request.get('/sandbox/cdn/casino-sdk.js.map')).status()).toBe(404);
});

test('a page with a token in its URL is sent with no-referrer', async ({ request }) => {
  const reset = await request.get('/en/password/reset/0123456789abcdef');
  expect(reset.status()).toBe(200);
  expect(reset.headers()['referrer-policy']).toBe('no-referrer');
  const api = await request.get('/v1/me', { headers: { Authorization: `Basic ${Buffer.from('demo-skin:demo-skin-secret').toString('base64')}` } });
  expect(api.status()).toBe(401);
  expect(api.headers()['cache-control']).toBe('no-store');
});
