import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// <casino-cashier> against the sandbox's payments (issue 22). Its rules, answers and states are
// model tests and stories (packages/cashier); here the journeys through the real site.

const cashier = (page: Page) => page.getByRole('main').locator('casino-cashier').first();

test('@layout a player deposits by e-wallet (the header shows the new balance) and by bank transfer, finds it pending with its bank details, and is told when the money arrives', async ({ page, player, signIn, sandbox, axe }) => {
  // The arrival is told by the 5-second message poll: the test moves the page's clock to it.
  await page.clock.install();
  await signIn(player, '/en/deposit');
  const deposit = cashier(page);
  await deposit.getByRole('radio', { name: 'E-wallet' }).check();
  await deposit.getByRole('textbox', { name: 'Amount' }).fill('25');
  await deposit.getByRole('button', { name: 'Deposit' }).click();
  await expect(deposit.getByRole('status').filter({ hasText: 'Deposit successful' })).toBeVisible();
  await expect(page.locator('casino-header [part="balance"], casino-header [part="bar-balance"]').filter({ visible: true })).toContainText('€1,075.00');

  await deposit.getByRole('radio', { name: 'Bank transfer' }).check();
  await deposit.getByRole('textbox', { name: 'Amount' }).fill('100');
  await deposit.getByRole('textbox', { name: 'IBAN' }).fill('CZ65 0800 0000 1920 0014 5399');
  await deposit.getByRole('textbox', { name: 'Bank' }).fill('Česká spořitelna');
  await deposit.getByRole('textbox', { name: 'Reference number' }).fill('42');
  // The button rests 3 s after the last press (spec §5).
  await expect(deposit.getByRole('button', { name: 'Deposit' })).toBeEnabled({ timeout: 10_000 });
  const registered = page.waitForResponse((response) => response.url().endsWith('/payments/deposit'));
  await deposit.getByRole('button', { name: 'Deposit' }).click();
  await expect(deposit.getByRole('status').filter({ hasText: 'Transfer registered' })).toBeVisible();
  const { transaction_id: transferId } = (await (await registered).json()) as { transaction_id: number };

  await page.reload();
  const pending = cashier(page).getByRole('region', { name: 'Pending deposits' });
  await expect(pending).toContainText('€100.00');
  await expect(pending.getByRole('button', { name: 'Copy IBAN' })).toBeVisible();
  await axe('deposit page with a pending transfer', 'casino-cashier');

  // Days later the bank's money arrives: the platform's inbox message finds the player on the site.
  await sandbox.settlePayment(transferId, 'success');
  await page.clock.runFor(5_000);
  const told = page.getByRole('dialog', { name: 'Deposit received' });
  await expect(told).toContainText('Your bank transfer of EUR 100.00 has arrived and is in your balance.');
});

test('a player withdraws to a SEPA account, sees it pending and cancels it; the next request waits 10 minutes, in the browser and on the server', async ({ page, player, signIn, sandbox, axe, allowConsoleErrors }) => {
  // The server's refusal of the request made without the cookie.
  allowConsoleErrors(/status of 429/);
  await page.clock.install();
  await signIn(player, '/en/withdraw');
  const withdraw = cashier(page);
  const request = async (amount: string) => {
    await withdraw.getByRole('combobox', { name: 'Withdrawal method' }).selectOption({ label: 'SEPA bank transfer' });
    await withdraw.getByRole('textbox', { name: 'Amount' }).fill(amount);
    await withdraw.getByRole('textbox', { name: 'IBAN' }).fill('CZ65 0800 0000 1920 0014 5399');
    await withdraw.getByRole('button', { name: 'Withdraw' }).click();
  };
  await request('50');
  await expect(withdraw.getByText('Your withdrawal of €50.00 is pending.', { exact: false })).toBeVisible();
  await axe('pending withdrawal', 'casino-cashier');
  await withdraw.getByRole('button', { name: 'Cancel this withdrawal' }).click();
  await withdraw.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(withdraw.getByRole('status').filter({ hasText: 'The withdrawal was cancelled' })).toBeVisible();

  const cooldown = withdraw.getByText('The withdrawal requests that can be made are one every 10 minutes');
  await page.clock.runFor(3_000);
  await request('40');
  await expect(cooldown).toBeVisible();
  // Without the browser's cookie the server still says no.
  await page.context().clearCookies({ name: 'withdrawCooldown' });
  await page.clock.runFor(5_000);
  await expect(cooldown).toHaveCount(0);
  await withdraw.getByRole('button', { name: 'Withdraw' }).click();
  await expect(cooldown).toBeVisible();
  await expect(withdraw.getByText('Your withdrawal of €40.00 is pending.', { exact: false })).toHaveCount(0);

  await page.clock.fastForward(600_000);
  await sandbox.advanceClock(600_000);
  await withdraw.getByRole('button', { name: 'Withdraw' }).click();
  await expect(withdraw.getByText('Your withdrawal of €40.00 is pending.', { exact: false })).toBeVisible();
});

test("card deposits on the simulator's page in a new tab: paid through its 3-D Secure step, declined, then left pending and paid later; the cashier follows each on the platform, across a reload and a visit to another page", async ({ page, player, signIn, sandbox }) => {
  await page.clock.install();
  await signIn(player, '/en/deposit');
  const deposit = cashier(page);
  const resumed = deposit.locator('[part="resumed"]');
  const site = new URL(page.url()).origin;
  const payByCard = async (amount: string) => {
    await deposit.getByRole('radio', { name: 'Card' }).check();
    await deposit.getByRole('textbox', { name: 'Amount' }).fill(amount);
    const popup = page.waitForEvent('popup');
    await deposit.getByRole('button', { name: 'Deposit' }).click();
    const provider = await popup;
    await expect(resumed).toContainText(`Waiting for the payment provider to confirm your deposit of €${amount}.00`);
    return provider;
  };

  const first = await payByCard('40');
  // The provider's page is on its own origin (the other loopback name), never the site's.
  expect(new URL(first.url()).origin).not.toBe(site);
  await first.getByRole('button', { name: 'Pay with 3-D Secure' }).click();
  await first.getByRole('textbox', { name: 'Code' }).fill('1234');
  await first.getByRole('button', { name: 'Confirm' }).click();
  await first.waitForURL((url) => url.origin === site);
  await page.clock.runFor(5_000);
  await expect(resumed).toContainText('Your deposit of €40.00 was successful');

  const second = await payByCard('30');
  await second.getByRole('button', { name: 'Decline (card declined)' }).click();
  await second.waitForURL((url) => url.origin === site);
  await page.clock.runFor(5_000);
  await expect(resumed).toContainText('Your deposit of €30.00 was declined: the card was declined.');

  const third = await payByCard('20');
  await third.getByRole('button', { name: 'Leave it pending' }).click();
  // Back on the site with the attempt named: the tab is on the site's origin a moment before its
  // address carries the attempt, and a read at that moment found none (two CI runs).
  let attemptId = 0;
  await third.waitForURL((url) => {
    if (url.origin === site) attemptId = Number(url.searchParams.get('attempt'));
    return attemptId > 0;
  });
  await third.close();
  // The player reloads, then wanders off to the lobby and comes back: the attempt is still followed.
  await page.reload();
  await expect(resumed).toContainText('Waiting for the payment provider to confirm your deposit of €20.00');
  await page.goto('/en/casino');
  await page.goBack();
  await expect(resumed).toContainText('Waiting for the payment provider to confirm your deposit of €20.00');
  await sandbox.settlePayment(attemptId, 'success');
  await page.clock.runFor(5_000);
  await expect(resumed).toContainText('Your deposit of €20.00 was successful');
});

test('limits: a tighter one applies at once; a looser one waits a day as a request with its time, which can be deleted, and applies a day later', async ({ page, player, signIn, logIn, sandbox, axe, allowConsoleErrors }) => {
  await signIn(player, '/en/dashboard/limits');
  const limits = cashier(page);
  const bet = () => limits.getByRole('textbox', { name: 'Daily bet limit (€)' });
  await bet().fill('50');
  await limits.getByRole('button', { name: 'Save limits' }).click();
  await expect(limits.getByRole('status').filter({ hasText: 'Your limits were saved' })).toBeVisible();
  await page.reload();
  await expect(bet()).toHaveValue('50');
  await bet().fill('80');
  await limits.getByRole('button', { name: 'Save limits' }).click();
  const request = limits.locator('[part="request"]');
  await expect(request).toContainText(/Requested: 80, from .+ \(.+ UTC\)\./);
  // The field shows the limit in force; the request says what comes.
  await expect(bet()).toHaveValue('50');
  await axe('limits with a pending request', 'casino-cashier');
  await request.getByRole('button', { name: /Delete the request/ }).click();
  await request.getByRole('button', { name: 'Yes, delete it' }).click();
  await expect(request).toHaveCount(0);

  // Asked again, it applies a day later (the day outlives the session: the player logs in again).
  await bet().fill('90');
  await limits.getByRole('button', { name: 'Save limits' }).click();
  await expect(request).toContainText('Requested: 90');
  await expect(limits.locator('[part="limits-wait"]')).toBeVisible();
  allowConsoleErrors(/status of 401/);
  await sandbox.advanceClock(24 * 3_600_000 + 60_000);
  await logIn(player);
  await page.goto('/en/dashboard/limits');
  await expect(bet()).toHaveValue('90');
  await expect(request).toHaveCount(0);
});

test('a self-excluded player sees only the exclusion on the deposit page, and can still withdraw', async ({ page, sandbox, signIn }) => {
  const excluded = await sandbox.createPlayer('excluded-player');
  await signIn(excluded, '/en/deposit');
  const deposit = cashier(page);
  await expect(deposit.getByText(/^Your account is self-excluded until .+\. You cannot deposit until then\.$/)).toBeVisible();
  await expect(deposit.getByRole('button', { name: 'Deposit' })).toHaveCount(0);
  await page.goto('/en/withdraw');
  await expect(cashier(page).getByRole('button', { name: 'Withdraw' })).toBeVisible();
});

test('a player excludes themself for 7 days: the request says when it starts, and from the next day the deposit page shows only the exclusion', async ({ page, player, signIn, logIn, sandbox, allowConsoleErrors }) => {
  await signIn(player, '/en/dashboard/limits');
  const exclusion = page.getByRole('main').locator('casino-cashier[view="exclusion"]');
  await exclusion.getByRole('combobox', { name: 'Exclude me for' }).selectOption({ label: '7 days' });
  await expect(exclusion.locator('[part="plan"]')).toContainText(/^From .+ \(.+ UTC\) until .+\.$/);
  await exclusion.getByRole('button', { name: 'Exclude me' }).click();
  await exclusion.getByRole('button', { name: 'Yes, exclude me' }).click();
  await expect(exclusion.getByRole('status').filter({ hasText: 'Your self-exclusion was requested.' })).toBeVisible();
  await expect(exclusion.locator('[part="request"]')).toContainText(/Requested: excluded until .+, from .+ \(.+ UTC\)\./);

  // A day later it is in force. A day outlives the session: the platform refuses it, the player logs in again.
  allowConsoleErrors(/status of 401/);
  await sandbox.advanceClock(24 * 3_600_000 + 60_000);
  await logIn(player);
  await page.goto('/en/deposit');
  await expect(cashier(page).getByText(/^Your account is self-excluded until .+\. You cannot deposit until then\.$/)).toBeVisible();
  await expect(cashier(page).getByRole('button', { name: 'Deposit' })).toHaveCount(0);
});

test('@phone at 320 px the cashier pages fit the screen and pass axe', async ({ page, player, signIn, axe }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await signIn(player, '/en/deposit');
  for (const [path, ready] of [
    ['/en/deposit', 'Deposit'],
    ['/en/withdraw', 'Withdraw'],
    ['/en/dashboard/limits', 'Save limits'],
  ] as const) {
    if (path !== '/en/deposit') await page.goto(path);
    await expect(cashier(page).getByRole('button', { name: ready })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), path).toBeLessThanOrEqual(0);
    await axe(`${path} at 320 px`, 'casino-cashier');
  }
});
