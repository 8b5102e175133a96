import { test, expect } from './fixtures';

// Destinations whose elements come with later issues say so on their own route (issue 9).
test('an unbuilt destination says so on its own route, in the page language, with a way back', async ({ page, player, signIn, axe }) => {
  // The account's documents come later in issue 23: the menu's link lands on its own page meanwhile.
  await signIn(player, '/de/dashboard/documents');
  await expect(page).toHaveURL(/\/de\/dashboard\/documents$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Dokumente');
  await expect(main).toContainText('Diese Seite ist noch nicht fertig. Sie folgt in Kürze.');
  await expect(page).toHaveTitle(/Dokumente/);
  await axe('coming soon page');
  await main.getByRole('link', { name: 'Zurück zum Kasino' }).click();
  await expect(page).toHaveURL(/\/de\/casino$/);
});

test('@desktop the header link to another lobby route leads to its page and stays highlighted', async ({ page }) => {
  await page.goto('/en/casino');
  const nav = page.getByRole('banner').getByRole('navigation');
  await nav.getByRole('link', { name: 'Live casino' }).click();
  await expect(page).toHaveURL(/\/en\/live-casino$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Live casino');
  await expect(nav.getByRole('link', { name: 'Live casino' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Casino', exact: true })).not.toHaveAttribute('aria-current', 'page');
});

test('Register from the header opens the registration route, not the casino page', async ({ page }) => {
  await page.goto('/en/help');
  const banner = page.getByRole('banner');
  if (test.info().project.name === 'phone') {
    await banner.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('link', { name: 'Sign up' }).click();
  } else {
    await banner.getByRole('button', { name: 'Register' }).click();
  }
  await expect(page).toHaveURL(/\/en\/registration$/);
  await expect(page.locator('casino-registration').getByRole('heading', { level: 1 })).toHaveText('Create your account');
});
