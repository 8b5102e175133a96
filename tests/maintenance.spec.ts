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
  // A bare page: no header, nav, Log in or footer, each of which would only lead back here.
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Log in' }).or(page.getByRole('link', { name: 'Log in' }))).toHaveCount(0);
  await axe('maintenance page');
  await page.goto('/de/login');
  await expect(page).toHaveURL(/\/de\/in-maintenance$/);

  await sandbox.setMaintenance(false);
  await page.clock.fastForward(10_000);
  await expect(page).toHaveURL(/\/de\/$/);
});

test('a player already on the site is moved to the maintenance page when the flag is set', async ({ page, player, signIn, sandbox }) => {
  await page.clock.install();
  await signIn(player, '/en/help');
  await sandbox.setMaintenance(true);
  await page.clock.fastForward(30_000);
  await expect(page).toHaveURL(/\/en\/in-maintenance$/);
});

test('staff reach the admin access page during maintenance and enter admin mode', async ({ page, sandbox }) => {
  await sandbox.setMaintenance(true);
  await page.goto('/kajot-prime_access_for_admin');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Admin access' })).toBeVisible();
  // Bare, like the maintenance page: the site's links would only lead there.
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await main.getByLabel('Username').fill('operator-admin');
  await main.getByLabel('Password', { exact: true }).fill('Admin-pass-1!');
  await main.getByRole('button', { name: 'Enter admin mode' }).click();
  // Admin mode is on; the site itself stays on the maintenance page.
  await expect(page).toHaveURL(/\/en\/in-maintenance$/);
  await expect(page.getByRole('region', { name: 'Admin mode' })).toContainText('Admin mode — operator-admin');
});
