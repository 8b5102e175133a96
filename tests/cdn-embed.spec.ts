import { test, expect } from './fixtures';

// The CDN build (`dist/cdn`) as a partner embeds it: the README's snippet on a plain page served
// with `script-src 'self'; style-src 'self'` (sandbox /sandbox/embed). A CSP violation or a chunk
// that fails to load shows as a console error, which fails the test.

test('a plain partner page with the CDN build: log in, see the balance, under a strict CSP @journey', async ({ page, player, axe }) => {
  const chunks: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/sandbox/cdn/')) chunks.push(new URL(response.url()).pathname);
  });
  const response = await page.goto('/sandbox/embed');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");

  await expect(page.getByRole('heading', { name: 'Partner page' })).toBeVisible();
  await expect(page.getByLabel('Username')).toBeVisible();
  await axe('CDN embed, visitor');

  await page.getByLabel('Username').fill(player.username);
  await page.getByLabel('Password', { exact: true }).fill(player.password);
  await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
  // The login element asks the partner's router to move on; the page's own listener says where.
  await expect(page.getByRole('status').filter({ hasText: 'Asked to go to' })).toContainText('/en/casino');
  // The partner shows its login card to visitors only: a signed-in player gets a line instead.
  const main = page.getByRole('main');
  await expect(main.getByText('You are signed in: your balance and account are in the header above.')).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Log in' })).toHaveCount(0);
  await expect(main.getByRole('button', { name: 'Log in' })).toHaveCount(0);

  const isPhone = (page.viewportSize()?.width ?? 1280) < 1200;
  if (isPhone) {
    await page.getByRole('banner').getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('dialog', { name: /Welcome/ }).getByText('€1,050.00')).toBeVisible();
    await page.keyboard.press('Escape');
  } else {
    await expect(page.getByRole('banner').locator('[part="balance"]').getByText('€1,050.00')).toBeVisible();
  }
  await axe('CDN embed, player', 'casino-header');

  // The elements and the runtime came from the CDN build, and so did the API layer, in its own chunk.
  expect(chunks).toEqual(expect.arrayContaining(['/sandbox/cdn/casino-sdk.js', '/sandbox/cdn/elements/casino-login.js', '/sandbox/cdn/elements/casino-header.js']));
  expect(chunks.filter((path) => path.startsWith('/sandbox/cdn/runtime/')).length).toBeGreaterThan(3);

  // A restored session on the next load: still no login card.
  await page.reload();
  await expect(main.getByText('You are signed in: your balance and account are in the header above.')).toBeVisible();
  await expect(main.getByRole('button', { name: 'Log in' })).toHaveCount(0);
});
