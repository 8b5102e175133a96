import { test, expect } from './fixtures';

test.describe('admin mode', () => {
  test('wrong credentials say so and keep the username', async ({ page, axe, allowConsoleErrors }) => {
    allowConsoleErrors(/status of 401/);
    await page.goto('/kajot-prime_access_for_admin');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Admin access' })).toBeVisible();
    await main.getByLabel('Username').fill('operator-admin');
    await main.getByLabel('Password', { exact: true }).fill('not-the-password');
    await main.getByRole('button', { name: 'Enter admin mode' }).click();
    await expect(main.getByRole('alert')).toHaveText('Incorrect credentials');
    await expect(main.getByLabel('Username')).toHaveValue('operator-admin');
    await axe('admin access, incorrect credentials');
  });

  test('too many wrong tries are refused by the server for a while', async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/status of 40[19]|status of 429/);
    await page.goto('/kajot-prime_access_for_admin');
    const main = page.getByRole('main');
    const probe = `probe-${test.info().project.name}-${Date.now()}`;
    for (let i = 0; i < 6; i++) {
      await main.getByLabel('Username').fill(probe);
      await main.getByLabel('Password', { exact: true }).fill(`wrong-${i}`);
      await main.getByRole('button', { name: 'Enter admin mode' }).click();
      await expect(main.getByRole('alert')).toBeVisible();
    }
    await expect(main.getByRole('alert')).toHaveText(/Too many failed attempts\. Try again in \d+ minutes?\./);
  });

  test('enter, show text keys, exit with the confirmation', async ({ page, axe }) => {
    await page.goto('/kajot-prime_access_for_admin');
    const main = page.getByRole('main');
    await main.getByLabel('Username').fill('operator-admin');
    await main.getByLabel('Password', { exact: true }).fill('Admin-pass-1!');
    await main.getByRole('button', { name: 'Enter admin mode' }).click();
    await expect(page).toHaveURL(/\/en\/$/);
    const bar = page.getByRole('region', { name: 'Admin mode' });
    await expect(bar).toContainText('Admin mode — operator-admin');
    const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage }));
    expect(stored).toContain('casino-sdk.admin-token');
    expect(stored).not.toContain('Admin-pass-1!');
    await axe('admin bar', 'casino-admin-bar');
    // Staff get the demo's skin picker; the public site does not.
    await expect(page.getByLabel('Demo skin')).toBeVisible();

    await bar.getByRole('switch', { name: 'Show text keys' }).check();
    await expect(page.getByRole('contentinfo').getByText('footer.language').first()).toBeVisible();
    // The host's own texts (the page title) follow too.
    await expect(page).toHaveTitle('pages.casino.title | Harbour Casino');
    await bar.getByRole('switch', { name: 'Show text keys' }).uncheck();

    await bar.getByRole('button', { name: 'Exit admin mode' }).click();
    const confirm = page.getByRole('dialog', { name: 'Exit admin mode' });
    await expect(confirm).toContainText('Are you sure you want to exit Admin Mode?');
    await axe('exit admin mode confirmation', 'casino-admin-bar');
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
    await expect(bar.getByRole('button', { name: 'Exit admin mode' })).toBeFocused();
    await bar.getByRole('button', { name: 'Exit admin mode' }).click();
    await confirm.getByRole('button', { name: 'Exit', exact: true }).click();
    await expect(bar).toBeHidden();
    await expect(page.getByLabel('Demo skin')).toBeHidden();
    expect(await page.evaluate(() => sessionStorage.getItem('casino-sdk.admin-token'))).toBeNull();
  });
});
