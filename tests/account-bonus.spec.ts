import { expect, test } from './fixtures';

// My bonus (`<casino-account view="myBonus">`) against the sandbox. Its states and rules are model
// tests and stories (packages/account/src/my-bonus), the server's rules sandbox tests; here the
// journey: a code saved gives a bonus, which shows active, and is deleted after a confirmation.

test('a player saves a bonus code, sees the bonus active with its wagering and expiry, and deletes it after confirming', async ({ page, signIn, sandbox, axe, allowConsoleErrors }) => {
  // The refused code at the end: the browser logs the platform's 422.
  allowConsoleErrors(/status of 422/);
  const player = await sandbox.createPlayer('bonus-offers-player');
  await signIn(player, '/en/dashboard/myBonus');
  const account = page.getByRole('main').locator('casino-account');
  await expect(account.getByRole('heading', { name: 'My bonus' })).toBeVisible();
  await expect(account.getByText('You have no active bonus.')).toBeVisible();
  const campaigns = account.locator('[part="campaign"]');
  await expect(campaigns).toHaveCount(2);
  await expect(campaigns.first().getByRole('heading', { name: 'Reload bonus' })).toBeVisible();
  await expect(campaigns.first()).toContainText('Deposit at least €20.00 with the bonus code RELOAD100.');
  await expect(campaigns.nth(1)).toContainText('This bonus will be available from');
  await axe('my bonus, campaigns', 'casino-account');

  await account.getByRole('textbox', { name: 'Bonus code' }).fill('free10');
  await account.getByRole('button', { name: 'Save code' }).click();
  await expect(account.getByRole('status').filter({ hasText: 'The bonus is yours: it is active now.' })).toBeVisible();
  await expect(account.locator('[part="bonus-name"]')).toHaveText('Free bonus (FREE10)');
  await expect(account.getByRole('progressbar', { name: 'Wagering' })).toHaveAttribute('value', '0');
  await expect(account.locator('[part="bonus-wagered"]')).toHaveText('€0.00 of €500.00 wagered (0 %)');
  await expect(account.locator('[part="bonus-countdown"]')).toHaveText(/^(7 days 00:00:00|6 days \d\d:\d\d:\d\d)$/);

  await account.getByRole('button', { name: 'Delete bonus' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete the bonus?' });
  await expect(dialog).toBeVisible();
  await axe('my bonus, delete confirmation', 'casino-account');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toBeHidden();
  await expect(account.getByRole('status').filter({ hasText: 'The bonus was deleted.' })).toBeVisible();
  await expect(account.getByText('You have no active bonus.')).toBeVisible();
  // The code gave its bonus once: saving it again is refused by the platform.
  await account.getByRole('textbox', { name: 'Bonus code' }).fill('FREE10');
  await account.getByRole('button', { name: 'Save code' }).click();
  await expect(account.getByRole('alert').filter({ hasText: 'You have used this bonus code already.' })).toBeVisible();
});
