import { expect, test } from './fixtures';

// The UKGC profile (issue 22, decision 0048) in the demo host: `?jurisdiction=ukgc` makes the SDK
// show the Gambling Commission's rules for this browser. The limit a player sets is saved and
// enforced by the sandbox whatever its skin's jurisdiction (SANDBOX_JURISDICTION, MGA here).

test('@layout under UKGC a first deposit asks for a deposit limit first, setting one the default; the limit then holds', async ({ page, sandbox, signIn, axe, allowConsoleErrors }) => {
  // The deposit past the limit: the platform's refusal (422) is the browser's console line.
  allowConsoleErrors(/status of 422/);
  const player = await sandbox.createPlayer('new-player');
  await signIn(player, '/en/deposit?jurisdiction=ukgc');
  const cashier = page.getByRole('main').locator('casino-cashier').first();

  const prompt = cashier.getByRole('group', { name: 'Before your first deposit: would you like to set a deposit limit?' });
  await expect(prompt.getByRole('radio', { name: 'Yes, set a daily deposit limit' })).toBeChecked();
  await expect(cashier.getByRole('link', { name: 'Set or change your deposit limits' })).toHaveAttribute('href', '/en/dashboard/limits');
  await axe('the first-deposit limit prompt', 'casino-cashier');
  await cashier.getByRole('textbox', { name: 'Daily deposit limit (€)' }).fill('20');
  await cashier.getByRole('button', { name: 'Continue' }).click();

  // The form, with the net deposits UKGC shows; the server holds the limit just set.
  await expect(cashier.locator('[part="net-deposits"]')).toContainText('€0.00');
  await cashier.getByRole('radio', { name: 'E-wallet' }).check();
  await cashier.getByRole('textbox', { name: 'Amount' }).fill('25');
  await cashier.getByRole('button', { name: 'Deposit' }).click();
  await expect(cashier.getByRole('alert')).toContainText(/limit/i);

  await expect(cashier.getByRole('button', { name: 'Deposit' })).toBeEnabled({ timeout: 10_000 });
  await cashier.getByRole('textbox', { name: 'Amount' }).fill('20');
  await cashier.getByRole('button', { name: 'Deposit' }).click();
  await expect(cashier.getByRole('status').filter({ hasText: 'Deposit successful' })).toBeVisible();
  await expect(cashier.locator('[part="net-deposits"]')).toContainText('€20.00');

  // A later visit remembers the jurisdiction and, with a limit set, asks no more.
  await page.goto('/en/deposit');
  await expect(cashier.getByRole('radio', { name: 'E-wallet' })).toBeVisible();
  await expect(cashier.locator('[part="limit-prompt"]')).toHaveCount(0);
  await expect(page.locator('casino-footer').getByRole('link', { name: 'Deposit limits' })).toHaveAttribute('href', '/en/dashboard/limits');
});
