import { expect, test } from './fixtures';

// <casino-account> against the sandbox (issue 23). Its rules and states are model tests and stories
// (packages/account); here the journeys through the real site.

const SKIN_AUTH = `Basic ${Buffer.from('demo-skin:demo-skin-secret').toString('base64')}`;

test('@layout a player changes the password from the account menu, and logs in with the new one', async ({ page, player, signIn, request, axe }) => {
  await signIn(player, '/en/dashboard/deposit');
  const account = page.getByRole('main').locator('casino-account');
  await expect(account.locator('casino-cashier').getByRole('button', { name: 'Deposit' })).toBeVisible();
  await account.getByRole('navigation', { name: 'Your account' }).getByRole('link', { name: 'Password' }).click();
  await expect(page).toHaveURL(/\/en\/dashboard\/passwords$/);
  await expect(account.getByRole('link', { name: 'Password' })).toHaveAttribute('aria-current', 'page');
  const update = account.getByRole('button', { name: 'Update password' });
  await account.getByLabel('Current password').fill(player.password);
  await account.getByLabel('New password', { exact: true }).fill('Fresh-pass-7#');
  await account.getByLabel('Confirm new password').fill('Fresh-pass-7#');
  await expect(update).toBeEnabled();
  await update.click();
  await expect(account.getByRole('status').filter({ hasText: 'Your password was changed.' })).toBeVisible();
  await axe('account, password changed', 'casino-account');
  const login = await request.post('/v1/auth/login?checkHash=1', { headers: { Authorization: SKIN_AUTH }, data: { username: player.username, password: 'Fresh-pass-7#' } });
  expect(login.status()).toBe(200);
});

test('a player changes the e-mail address and confirms it with the code the outbox received, the 60 s wait kept across a reload; the field is then locked', async ({ page, signIn, sandbox, axe }) => {
  const player = await sandbox.createPlayer('unverified-player');
  await page.clock.install();
  await signIn(player, '/en/dashboard/informations');
  const account = page.getByRole('main').locator('casino-account');
  const email = account.getByRole('textbox', { name: 'E-mail address' });
  const address = `${player.username}.new@example.com`;
  await email.fill(address);
  await account.getByRole('button', { name: 'Confirm e-mail' }).click();
  await expect(account.getByRole('button', { name: /^Wait \d+ seconds?$/ })).toBeDisabled();
  // A reload does not start the wait over, nor end it (spec: a 60 s cooldown after each request).
  await page.reload();
  await expect(account.getByRole('button', { name: /^Wait \d+ seconds?$/ })).toBeDisabled();
  await page.clock.runFor(61_000);
  await expect(account.getByRole('button', { name: 'Confirm e-mail' })).toBeEnabled();
  await account.getByRole('textbox', { name: 'Code' }).fill(await sandbox.latestCode(address, 'email'));
  await account.getByRole('button', { name: 'Verify' }).click();
  await expect(account.getByRole('status').filter({ hasText: 'Your e-mail address is confirmed.' })).toBeVisible();
  await expect(email).toHaveAttribute('readonly', '');
  await axe('account details, e-mail confirmed', 'casino-account');
});

test("a transaction's status page shows the player's own transaction from the platform, and a way home for one not found", async ({ page, player, signIn, request, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 404/);
  const login = await request.post('/v1/auth/login?checkHash=1', { headers: { Authorization: SKIN_AUTH }, data: { username: player.username, password: player.password } });
  const { token } = (await login.json()) as { token: string };
  const deposit = await request.post('/v1/payments/deposit', {
    headers: { Authorization: SKIN_AUTH, 'user-token': token, 'Idempotency-Key': `e2e-status-${player.username}` },
    data: { amount: 10, payment_method_id: 22, createLevel: 'BasicAmlLevel' },
  });
  const { transaction_id: id } = (await deposit.json()) as { transaction_id: number };
  await signIn(player, `/en/transactions/${id}`);
  const status = page.getByRole('main').locator('casino-transaction-status');
  await expect(status.locator('[part="status"]')).toHaveText(`Transaction ${id}: Success`);
  await page.goto('/en/transactions/999999999');
  await expect(status.getByText('The transaction was not found.')).toBeVisible();
  await status.getByRole('button', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/en\/$/);
});

test('@layout a subscribed player leaves the newsletter through its link with a reason and a confirmation; without a token the page is unavailable', async ({ page, player, sandbox, axe }) => {
  const link = new URL(await sandbox.sendNewsletter(player));
  await page.goto(`${link.pathname}${link.search}`);
  const optOut = page.getByRole('main').locator('casino-newsletter-opt-out');
  const reason = optOut.getByRole('textbox', { name: 'Reason' });
  await reason.fill('Too many e-mails');
  await expect(optOut.getByText('16/255 characters')).toBeVisible();
  await optOut.getByRole('button', { name: 'Unsubscribe' }).click();
  const dialog = page.getByRole('dialog', { name: 'Unsubscribe from the newsletter?' });
  await expect(dialog).toBeVisible();
  await axe('newsletter opt-out confirmation', 'casino-newsletter-opt-out');
  await dialog.getByRole('button', { name: 'Yes, unsubscribe' }).click();
  await expect(optOut.getByRole('status')).toHaveText('Newsletter opt-out request sent successfully');
  await page.goto('/en/newsletter/opt-out');
  await expect(optOut.getByText('This page is unavailable.')).toBeVisible();
  await expect(optOut.getByRole('button', { name: 'Go to the home page' })).toBeVisible();
});

test('@phone at 320 px the account views fit the screen and pass axe', async ({ page, player, signIn, axe }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await signIn(player, '/en/dashboard/passwords');
  const account = page.getByRole('main').locator('casino-account');
  // Each view once its content is in (its parts: docs/elements/casino-account.md); the cashier's three have their own 320 px test.
  for (const [path, ready] of [
    ['/en/dashboard/passwords', '[part="submit"], [part="password-unchangeable"]'],
    ['/en/dashboard/informations', '[part="details"]'],
    ['/en/dashboard/documents', '[part="document-section"]'],
    ['/en/kyc', '[part="levels"], [part="no-levels"], [part="selfie"]'],
    ['/en/sowq', '[part="answers"], [part="not-necessary"], form'],
    ['/en/dashboard/reports', '[part="cards"]'],
    ['/en/dashboard/transactions', '[part="cards"]'],
    ['/en/dashboard/myBonus', '[part="active-bonus"], [part="no-bonus"]'],
  ] as const) {
    if (path !== '/en/dashboard/passwords') await page.goto(path);
    await expect(account.locator(ready).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), path).toBeLessThanOrEqual(0);
    await axe(`${path} at 320 px`, 'casino-account');
  }
});
