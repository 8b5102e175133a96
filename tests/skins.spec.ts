import { test, expect } from './fixtures';

test('the demo skin picker stays off the public site', async ({ page }) => {
  await page.goto('/en/');
  await expect(page.getByRole('contentinfo')).toBeVisible();
  // The page arrives drawn from its HTML: checked once the site's code has drawn the lobby.
  await expect(page.locator('casino-lobby').getByRole('searchbox', { name: 'Search games' })).toBeVisible();
  await expect(page.getByLabel('Demo skin')).toBeHidden();
});

test('a second skin changes tokens, logo, favicon and operator details live', async ({ page, axe }) => {
  // The picker shows for a demo: ?demo (or ?skin=) in the address.
  await page.goto('/en/?demo');
  await expect(page).toHaveTitle('Casino | Harbour Casino');
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon.svg');
  const header = page.locator('casino-header');
  const primary = () => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--casino-color-primary').trim());
  const before = await primary();
  await page.getByLabel('Demo skin').selectOption('nova');
  await expect(page.locator('html')).toHaveAttribute('data-skin', 'nova');
  expect(await primary()).not.toBe(before);
  await expect(header).toHaveAttribute('logo-src', '/skins/nova-logo.svg');
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/skins/nova-logo.svg');
  // The title carries the operator's brand.
  await expect(page).toHaveTitle('Casino | Nova Play');
  await expect(page.getByRole('banner').getByRole('link', { name: /Nova Play/ })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByText(/Nova Play Entertainment Ltd/).first()).toBeVisible();
  await axe('nova skin');
  // Remembered for the next visit.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-skin', 'nova');
});

test("the default skin's face comes from the site itself, preloaded, under a midnight header", async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.goto('/en/privacy');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const loaded = await page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].filter((face) => face.family.includes('Outfit') && face.status === 'loaded').length;
  });
  expect(loaded).toBeGreaterThan(0);
  // The file the first paint needs is the one index.html preloads, from our own origin.
  const preload = await page.locator('link[rel="preload"][as="font"]').getAttribute('href');
  expect(preload).toMatch(/^\/assets\/outfit-latin-wght-normal-[\w-]+\.woff2$/);
  expect(requests.filter((url) => url.endsWith('.woff2'))).toContain(new URL(preload!, page.url()).href);
  const origin = new URL(page.url()).origin;
  expect(requests.filter((url) => !url.startsWith(origin) && !url.startsWith('data:'))).toEqual([]);
  await expect(page.locator('casino-header')).toHaveAttribute('data-casino-theme', 'dark');
  await expect(page.locator('casino-header')).toHaveAttribute('logo-src', '/skins/harbour-logo.svg');
});

// The e2e suite scans every route in the light theme; the skins' dark tokens get their scan here.
for (const skin of ['harbour', 'nova']) {
  test(`the ${skin} skin passes axe in the dark theme`, async ({ page, axe }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(`/en/login?skin=${skin}`);
    await expect(page.getByRole('main').getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
    expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(true);
    await axe(`${skin} skin, dark`);
  });
}
