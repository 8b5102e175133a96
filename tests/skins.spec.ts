import { test, expect } from './fixtures';

test('a second skin changes tokens, logo and operator details live', async ({ page, axe }) => {
  await page.goto('/en/');
  const header = page.locator('casino-header');
  const primary = () => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--casino-color-primary').trim());
  const before = await primary();
  await page.getByLabel('Demo skin').selectOption('nova');
  await expect(page.locator('html')).toHaveAttribute('data-skin', 'nova');
  expect(await primary()).not.toBe(before);
  await expect(header).toHaveAttribute('logo-src', '/skins/nova-logo.svg');
  await expect(page.getByRole('banner').getByRole('link', { name: /Nova Play/ })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByText(/Nova Play Entertainment Ltd/).first()).toBeVisible();
  await axe('nova skin');
  // Remembered for the next visit.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-skin', 'nova');
});
