import { test, expect } from './fixtures';
import type { Page } from '@playwright/test';

test.describe('inactivity', () => {
  test('warns before 30 minutes without activity, lets the player stay, then logs out', async ({ page, player, signIn, axe, allowConsoleErrors }) => {
    // Polls due at the same jumped-to moment may still be on their way when the logout revokes the token.
    allowConsoleErrors(/status of 401/);
    await page.clock.install();
    await signIn(player, '/en/help');
    const warning = page.getByRole('dialog', { name: 'Are you still there?' });

    await page.clock.fastForward('27:00');
    await expect(warning).toBeHidden();
    await page.clock.fastForward('01:00');
    await expect(warning).toBeVisible();
    await axe('inactivity warning', 'casino-site-dialogs');
    // Keyboard only: the dialog opens with focus inside it, Tab goes round its own two buttons and
    // never onto the page behind (the modal dialog makes the page inert; past the last button the
    // browser may take focus to its own toolbar, which the page sees as <body>), and Enter on
    // "Stay signed in" keeps the player.
    await expect.poll(() => focused(page)).toMatch(/^dialog: /);
    const reached: string[] = [];
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      reached.push(await focused(page));
    }
    expect(reached.filter((where) => where !== 'BODY')).toEqual(expect.arrayContaining(['dialog: Close', 'dialog: Stay signed in']));
    expect(reached.every((where) => where === 'BODY' || where === 'dialog: Close' || where === 'dialog: Stay signed in'), reached.join(', ')).toBe(true);
    for (let i = 0; i < 3 && (await focused(page)) !== 'dialog: Stay signed in'; i++) await page.keyboard.press('Tab');
    await expect(warning.getByRole('button', { name: 'Stay signed in' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(warning).toBeHidden();

    // The 30 minutes start again from the button press.
    await page.clock.fastForward('29:00');
    await expect(warning).toBeVisible();
    await page.clock.fastForward('02:00');
    await expect(page).toHaveURL(/\/en\/$/);
    const notice = page.getByRole('dialog', { name: 'Signed out' });
    await expect(notice).toContainText('You were logged out after 30 minutes without activity.');
    await axe('signed out after inactivity', 'casino-site-dialogs');
    await notice.getByRole('button', { name: 'OK' }).click();
    await expect(notice).toBeHidden();
    expect(await page.evaluate(() => sessionStorage.getItem('casino-sdk.token'))).toBeNull();
  });
});

test('logging out in one tab logs the player out in the other', async ({ page, context, player, signIn }) => {
  await signIn(player, '/en/privacy');
  // A tab opened from the site shares its session, as a tab opened from a link does.
  const [second] = await Promise.all([context.waitForEvent('page'), page.evaluate(() => void window.open('/en/help', '_blank'))]);
  await expect(second).toHaveURL(/\/en\/help$/);
  await expect(second.getByRole('main').locator('casino-content-page').getByRole('heading', { level: 1 })).toBeVisible();
  expect(await second.evaluate(() => sessionStorage.getItem('casino-sdk.token'))).not.toBeNull();

  await logOutThroughHeader(second);
  await expect(second).toHaveURL(/\/en\/$/);
  // The first tab follows without a reload.
  await expect(page).toHaveURL(/\/en\/$/);
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('casino-sdk.token'))).toBeNull();
});

/** Where keyboard focus is, through shadow roots: `dialog: <accessible name>` inside a dialog, else the tag name. */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    let element = document.activeElement;
    while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement;
    if (!element) return 'none';
    if (!element.closest('dialog')) return element.tagName;
    return `dialog: ${element.getAttribute('aria-label') ?? element.textContent?.trim() ?? ''}`;
  });
}

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
