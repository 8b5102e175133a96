import { test, expect } from './fixtures';

// The flag is set for this test's browser only (its sandbox scope), so these run beside the rest.
test.afterEach(async ({ sandbox }) => {
  await sandbox.setMaintenance(false);
});

test('while the flag is set every route shows the maintenance page; when it clears the site comes back @layout', async ({ page, sandbox, axe }) => {
  await page.clock.install();
  await sandbox.setMaintenance(true);
  await page.goto('/en/help');
  await expect(page).toHaveURL(/\/en\/in-maintenance$/);
  await expect(page.getByText("We're under maintenance. Please, try and come back later")).toBeVisible();
  await axe('maintenance page');
  await page.goto('/de/login');
  await expect(page).toHaveURL(/\/de\/in-maintenance$/);

  await sandbox.setMaintenance(false);
  await page.clock.fastForward(10_000);
  await expect(page).toHaveURL(/\/de\/$/);
});

test('a player already on the site is moved to the maintenance page when the flag is set', async ({ page, player, signIn, sandbox }) => {
  await page.clock.install();
  await signIn(player);
  await sandbox.setMaintenance(true);
  await page.clock.fastForward(30_000);
  await expect(page).toHaveURL(/\/en\/in-maintenance$/);
});
