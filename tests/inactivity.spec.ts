import { test, expect } from './fixtures';

test.describe('inactivity', () => {
  test('warns before 30 minutes without activity, lets the player stay, then logs out', async ({ page, player, logIn, axe }) => {
    await page.clock.install();
    await logIn(player);
    const warning = page.getByRole('dialog', { name: 'Are you still there?' });

    await page.clock.fastForward('27:00');
    await expect(warning).toBeHidden();
    await page.clock.fastForward('01:00');
    await expect(warning).toBeVisible();
    await expect(warning.getByRole('button', { name: 'Stay signed in' })).toBeFocused();
    await axe('inactivity warning');
    await page.keyboard.press('Enter');
    await expect(warning).toBeHidden();

    // The 30 minutes start again from the button press.
    await page.clock.fastForward('29:00');
    await expect(warning).toBeVisible();
    await page.clock.fastForward('02:00');
    await expect(page).toHaveURL(/\/en\/$/);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' }).first()).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('casino-sdk.token'))).toBeNull();
  });
});

test('logging out in one tab logs the player out in the other', async ({ page, context, player, logIn }) => {
  await logIn(player);
  // A tab opened from the site shares its session, as a tab opened from a link does.
  const [second] = await Promise.all([context.waitForEvent('page'), page.evaluate(() => void window.open('/en/help', '_blank'))]);
  await expect(second).toHaveURL(/\/en\/help$/);
  await expect(second.getByRole('banner').getByText('€1,050.00').first()).toBeVisible();

  await logOutThroughHeader(second);
  await expect(second).toHaveURL(/\/en\/$/);
  // The first tab follows without a reload.
  await expect(page).toHaveURL(/\/en\/$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' }).first()).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('casino-sdk.token'))).toBeNull();
});

async function logOutThroughHeader(tab: import('@playwright/test').Page) {
  const header = tab.getByRole('banner');
  const isPhone = (tab.viewportSize()?.width ?? 1280) < 1200;
  if (isPhone) await header.getByRole('button', { name: 'Account menu' }).click();
  else await header.getByRole('button', { name: 'Account summary' }).click();
  await tab.getByRole('button', { name: 'Log out' }).click();
}
