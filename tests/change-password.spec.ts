import { test, expect } from './fixtures';

test('an imported player sets a new password, then may go anywhere', async ({ page, sandbox, signIn, axe }) => {
  const imported = await sandbox.createPlayer('imported-player');
  await signIn(imported, '/en/changePassword');
  await expect(page).toHaveURL(/\/en\/changePassword$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Change your password' })).toBeVisible();

  const fresh = main.getByLabel(/^New password/);
  const confirm = main.getByLabel(/^Confirm password/);
  const save = main.getByRole('button', { name: 'Save new password' });
  await fresh.fill('weak');
  await confirm.focus();
  await expect(main.getByText('This password does not meet the rules above.')).toBeVisible();
  await expect(save).toBeDisabled();

  await fresh.fill('Harbour9!pass');
  await confirm.fill('Harbour8!pass');
  await expect(main.getByText("Password doesn't match")).toBeVisible();
  await axe('imported player, password mismatch');

  await confirm.fill('Harbour9!pass');
  await save.click();
  await expect(page).toHaveURL(/\/en\/casino$/);
  await page.goto('/en/help');
  await expect(page).toHaveURL(/\/en\/help$/);
});
