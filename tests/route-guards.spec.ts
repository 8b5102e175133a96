import { test, expect } from './fixtures';

test.describe('route guards', () => {
  test('a visitor asking for a player page goes to login, with the wanted path saved', async ({ page }) => {
    await page.goto('/en/deposit');
    await expect(page).toHaveURL(/\/en\/login$/);
    expect(await page.evaluate(() => sessionStorage.getItem('casino-sdk.return-to'))).toBe('/en/deposit');
  });

  test('after login the player lands on the saved page', async ({ page, player, logIn }) => {
    await page.goto('/en/login');
    await page.evaluate(() => sessionStorage.setItem('casino-sdk.return-to', '/en/help#withdrawals'));
    await logIn(player, { landing: /\/en\/help#withdrawals$/ });
  });

  // One hostile path end to end; every kind of hostile path is a unit test
  // (packages/core/src/rules/return-path.test.ts, with a property test).
  test('a saved path to another site lands on the casino page instead', async ({ page, player, logIn }) => {
    await page.goto('/en/login');
    await page.evaluate(() => sessionStorage.setItem('casino-sdk.return-to', '//evil.example/x'));
    await logIn(player, { landing: /\/en\/casino$/ });
  });

  test('a signed-in player is sent from login to the casino page', async ({ page, player, signIn }) => {
    await signIn(player, '/en/login');
    await expect(page).toHaveURL(/\/en\/casino$/);
  });

  test('paths without a language prefix get one, unknown paths go home', async ({ page }) => {
    await page.goto('/help');
    await expect(page).toHaveURL(/\/en\/help$/);
    await page.goto('/de/no-such-page');
    await expect(page).toHaveURL(/\/de\/$/);
  });

  test('going to / inside the site keeps the language being read', async ({ page }) => {
    await page.goto('/de/help');
    await expect(page.getByRole('main').locator('casino-content-page').getByRole('heading', { level: 1 })).toHaveText('Hilfe');
    await page.evaluate(() => document.dispatchEvent(new CustomEvent('casino-navigate', { detail: { path: '/' }, cancelable: true })));
    await expect(page).toHaveURL(/\/de\/$/);
  });

  test('an imported player is held on the password change page on every route', async ({ page, sandbox, signIn }) => {
    const imported = await sandbox.createPlayer('imported-player');
    await signIn(imported, '/en/casino');
    await expect(page).toHaveURL(/\/en\/changePassword$/);
    await page.goto('/en/help');
    await expect(page).toHaveURL(/\/en\/changePassword$/);
  });
});

test('a btag query parameter becomes the referral cookie for 30 days', async ({ page, context }) => {
  await page.goto('/en/?btag=partner-77');
  // Written by the page's script, it reaches the browser's cookie store a moment later.
  const btag = async () => (await context.cookies()).find((c) => c.name === 'btag');
  await expect.poll(async () => (await btag())?.value).toBe('partner-77');
  const cookie = await btag();
  const days = (cookie!.expires - Date.now() / 1000) / 86_400;
  expect(days).toBeGreaterThan(29.9);
  expect(days).toBeLessThanOrEqual(30);
});
