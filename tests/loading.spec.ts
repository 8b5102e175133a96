import { test, expect } from './fixtures';

test('the loading screen welcomes, then says the connection is slow after 12 s', async ({ page, axe }) => {
  await page.clock.install();
  // Hold the first texts back, as a slow connection would.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/v1/cms/skin-in-maintenance', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/en/');
  const status = page.getByRole('status').filter({ hasText: 'Loading' });
  await expect(page.getByText('Welcome to Harbour Casino')).toBeVisible();
  await expect(status).toBeAttached();
  await page.clock.fastForward(11_000);
  await expect(page.getByText(/connection seems slow/)).toHaveCount(0);
  await page.clock.fastForward(1_000);
  await expect(page.getByText(/connection seems slow/)).toBeVisible();
  await axe('loading, slow connection');
  release();
  await expect(page.getByText('Welcome to Harbour Casino')).toBeHidden();
  await expect(page.getByRole('main')).toBeVisible();
});
