import { expect, test } from './fixtures';

// The source-of-wealth questionnaire against the sandbox (issue 23): its page rules, kinds and
// refusals are model tests, sandbox tests and stories (packages/account/src/sowq); here the journey.

test('a player asked for the source-of-wealth questionnaire answers it from the withdraw page, and may then withdraw', async ({ page, sandbox, signIn, axe }) => {
  const player = await sandbox.createPlayer('sowq-player');
  await signIn(player, '/en/withdraw');
  const withdraw = page.getByRole('main').locator('casino-cashier').first();
  await expect(withdraw.getByText('Before you can withdraw, please answer the source-of-wealth questionnaire.')).toBeVisible();
  await withdraw.getByRole('link', { name: 'Answer the questionnaire' }).click();
  await expect(page).toHaveURL(/\/en\/sowq$/);

  const sowq = page.getByRole('main').locator('casino-account');
  await sowq.getByRole('combobox', { name: /main source of the funds/ }).selectOption({ label: 'Savings' });
  await sowq.getByRole('textbox', { name: /Your occupation/ }).fill('Teacher');
  await sowq.getByRole('textbox', { name: /yearly net income/ }).fill('31000');
  await sowq.getByLabel(/Since when/).fill('2015-03-01');
  await sowq.getByRole('radio', { name: 'Up to EUR 500' }).check();
  await axe('questionnaire form', 'casino-account');
  await sowq.getByRole('button', { name: 'Send answers' }).click();
  // The box left unticked: the form says so and sends nothing.
  await expect(sowq.getByText('Please answer this question.')).toBeVisible();
  await sowq.getByRole('checkbox', { name: /funds I play with are my own/ }).check();
  await sowq.getByRole('button', { name: 'Send answers' }).click();
  await expect(sowq.getByRole('status').filter({ hasText: 'Thank you, your answers were saved.' })).toBeVisible();
  await expect(sowq.locator('[part="answers"]')).toContainText('Savings');
  await expect(sowq.locator('[part="answers"]')).toContainText('Teacher');
  await axe('questionnaire answered', 'casino-account');

  await page.goto('/en/withdraw');
  await withdraw.getByRole('combobox', { name: 'Withdrawal method' }).selectOption({ label: 'SEPA bank transfer' });
  await withdraw.getByRole('textbox', { name: 'Amount' }).fill('50');
  await withdraw.getByRole('textbox', { name: 'IBAN' }).fill('CZ65 0800 0000 1920 0014 5399');
  await withdraw.getByRole('button', { name: 'Withdraw' }).click();
  await expect(withdraw.getByText('Your withdrawal of €50.00 is pending.', { exact: false })).toBeVisible();
});
