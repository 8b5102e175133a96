import { test, expect } from './fixtures';

test('the demo skin picker stays off the public site', async ({ page }) => {
  await page.goto('/en/');
  await expect(page.getByRole('contentinfo')).toBeVisible();
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
