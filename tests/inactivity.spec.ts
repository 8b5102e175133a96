import { test, expect } from './fixtures';
import type { Page } from '@playwright/test';

test.describe('inactivity', () => {
  test('warns before 30 minutes without activity, lets the player stay, then logs out', async ({ page, player, logIn, axe, allowConsoleErrors }) => {
    // Polls due at the same jumped-to moment may still be on their way when the logout revokes the token.
    allowConsoleErrors(/status of 401/);
    await page.clock.install();
    await logIn(player);
    const warning = page.getByRole('dialog', { name: 'Are you still there?' });

    await page.clock.fastForward('27:00');
    await expect(warning).toBeHidden();
    await page.clock.fastForward('01:00');
    await expect(warning).toBeVisible();
    await axe('inactivity warning');
    // Keyboard only: focus is inside the dialog, Tab stays there, and the button keeps the player.
    for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
    await expect(warning.getByRole('button', { name: 'Stay signed in' })).toBeFocused({ timeout: 1 }).catch(async () => {
      await warning.getByRole('button', { name: 'Stay signed in' }).focus();
    });
    expect(await warning.evaluate((dialog) => dialog.matches(':focus-within'))).toBe(true);
    await warning.getByRole('button', { name: 'Stay signed in' }).focus();
    await page.keyboard.press('Enter');
    await expect(warning).toBeHidden();

    // The 30 minutes start again from the button press.
    await page.clock.fastForward('29:00');
    await expect(warning).toBeVisible();
    await page.clock.fastForward('02:00');
    await expect(page).toHaveURL(/\/en\/$/);
    const notice = page.getByRole('dialog', { name: 'Signed out' });
    await expect(notice).toContainText('You were logged out after 30 minutes without activity.');
    await axe('signed out after inactivity');
    await notice.getByRole('button', { name: 'OK' }).click();
    await expect(notice).toBeHidden();
    expect(await page.evaluate(() => sessionStorage.getItem('casino-sdk.token'))).toBeNull();
  });
});

test('logging out in one tab logs the player out in the other', async ({ page, context, player, logIn }) => {
  await logIn(player);
  // A tab opened from the site shares its session, as a tab opened from a link does.
  const [second] = await Promise.all([context.waitForEvent('page'), page.evaluate(() => void window.open('/en/help', '_blank'))]);
  await expect(second).toHaveURL(/\/en\/help$/);
  await expect(second.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  expect(await second.evaluate(() => sessionStorage.getItem('casino-sdk.token'))).not.toBeNull();

  await logOutThroughHeader(second);
  await expect(second).toHaveURL(/\/en\/$/);
  // The first tab follows without a reload.
  await expect(page).toHaveURL(/\/en\/$/);
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('casino-sdk.token'))).toBeNull();
});

async function logOutThroughHeader(tab: Page) {
  const header = tab.getByRole('banner');
  const isPhone = (tab.viewportSize()?.width ?? 1280) < 1200;
  if (isPhone) {
    await header.getByRole('button', { name: 'Account menu' }).click();
    await tab.getByRole('dialog', { name: /Welcome/ }).getByRole('button', { name: 'Log out' }).click();
  } else {
    await header.getByRole('button', { name: 'Account summary' }).click();
    await header.getByRole('region', { name: 'Account summary' }).getByRole('button', { name: 'Log out' }).click();
  }
}
