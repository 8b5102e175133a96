import { test, expect, storageSnapshot } from './fixtures';
import type { Page } from '@playwright/test';

// Each test logs in as its own fresh player (cloned from demo-player: EUR, total 1,000.00,
// bonus 50.00), so desktop and phone runs in parallel never see each other's balance.

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 1200;

/**
 * Where the header shows the balance: the bar's balance field on a desktop, the account menu on a
 * phone (the phone bar's own figure is hidden on a desktop but still in the markup).
 */
async function balanceArea(page: Page) {
  if (!isPhone(page)) return page.getByRole('banner').locator('[part="balance"]');
  await page.getByRole('banner').getByRole('button', { name: 'Account menu' }).click();
  return page.getByRole('dialog', { name: /Welcome/ });
}

test.describe('visitor', () => {
  test('sees the login form and the visitor header @layout', async ({ page, axe }) => {
    if (isPhone(page)) {
      // A visitor on a phone finds Log in and Sign up in the account menu; Log in leads to the form.
      await page.goto('/en/help');
      const menu = await balanceArea(page);
      await expect(menu.getByRole('link', { name: 'Sign up', exact: true })).toBeVisible();
      await menu.getByRole('link', { name: 'Log in', exact: true }).click();
      await expect(page).toHaveURL(/\/en\/login$/);
      await expect(menu).toBeHidden();
    } else {
      await page.goto('/en/login');
      const header = page.getByRole('banner');
      await expect(header.getByRole('button', { name: 'Log in' })).toBeVisible();
      await expect(header.getByRole('button', { name: 'Register' })).toBeVisible();
      // A page without a first paint keeps the build's preload links; the boot adds none twice.
      const preloads = await page.evaluate(() => [...document.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href')));
      expect(preloads.length).toBeGreaterThan(0);
      expect(new Set(preloads).size).toBe(preloads.length);
    }
    await expect(page.getByLabel('Username')).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Forgot your password?' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Register now' })).toBeVisible();
    await axe('login page, visitor');
  });

});

// The one test that logs in through the real form; every other test signs in through the API.
test('logs in through the form and sees total + bonus in the header @journey', async ({ page, player, logIn, axe }) => {
  await logIn(player);
  const area = await balanceArea(page);
  await expect(area.getByText('€1,050.00')).toBeVisible();
  await axe('casino page, player');
});

test.describe('player', () => {
  // The header is the same on every page: a content page spares each test the lobby's 48 cards.
  test.beforeEach(async ({ player, signIn }) => {
    await signIn(player, '/en/help');
  });

  test('the eye toggle hides and shows the balance @desktop', async ({ page, axe }) => {
    const header = page.getByRole('banner');
    const balance = header.locator('[part="balance"]');
    await expect(balance.getByText('€1,050.00')).toBeVisible();
    const toggle = header.getByRole('button', { name: 'Hide balance' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(balance.getByText('€1,050.00')).toBeHidden();
    // The phone bar's figure follows the same setting.
    await expect(header.locator('[part="bar-balance"]')).not.toContainText('€1,050.00');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await axe('balance hidden', 'casino-header');
    await toggle.click();
    await expect(balance.getByText('€1,050.00')).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  });

  test('a credit made on the server shows within 5 s', async ({ page, player, sandbox }) => {
    const area = await balanceArea(page);
    await expect(area.getByText('€1,050.00')).toBeVisible();
    await page.clock.install();
    await sandbox.adjustBalance(player.username, 25);
    // The poll runs every 5 s: five seconds of page time bring the new figure.
    await page.clock.runFor(5_000);
    await expect(area.getByText('€1,075.00')).toBeVisible();
  });

  test('the bar shows the balance beside the menu buttons; the account menu opens with the figures and a click outside closes it @phone', async ({ page, player, axe }) => {
    const header = page.getByRole('banner');
    const balance = header.locator('[part="bar-balance"]');
    await expect(balance).toBeVisible();
    await expect(balance).toContainText('€1,050.00');
    const width = page.viewportSize()!.width;
    const box = (await balance.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    for (const name of ['Main menu', 'Account menu']) {
      const button = (await header.getByRole('button', { name }).boundingBox())!;
      expect(button.x + button.width <= box.x || box.x + box.width <= button.x, name).toBe(true);
    }

    const toggle = header.getByRole('button', { name: 'Account menu' });
    await toggle.click();
    const menu = page.getByRole('dialog', { name: /Welcome/ });
    await expect(menu).toBeVisible();
    await expect(menu).toContainText(player.username);
    await expect(menu.getByText('€1,050.00')).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Log out' })).toBeVisible();
    await axe('account menu open', 'casino-header');
    // The drawer fills the right side; the strip on the left is its backdrop.
    await page.mouse.click(10, 420);
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('the summary panel opens and a click outside closes it @desktop', async ({ page, player, axe }) => {
    const header = page.getByRole('banner');
    const toggle = header.getByRole('button', { name: 'Account summary' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const summary = header.getByRole('region', { name: 'Account summary' });
    await expect(summary).toBeVisible();
    await expect(summary).toContainText(player.username);
    await expect(summary).toContainText('Withdrawable');
    await expect(summary).toContainText('€1,000.00');
    await expect(summary).toContainText('€50.00');
    await expect(summary.getByRole('button', { name: 'Deposit' })).toBeVisible();
    await expect(summary.getByRole('button', { name: 'Log out' })).toBeVisible();
    await axe('summary panel open', 'casino-header');
    await page.getByRole('main').click({ position: { x: 5, y: 5 } });
    await expect(summary).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('Tab after opening the summary panel goes into it, not to Dashboard @desktop', async ({ page }) => {
    const header = page.getByRole('banner');
    const toggle = header.getByRole('button', { name: 'Account summary' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const summary = header.getByRole('region', { name: 'Account summary' });
    await expect(summary).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(summary.getByRole('button', { name: 'Deposit' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(summary.getByRole('button', { name: 'Log out' })).toBeFocused();
    // Out of the panel, the bar goes on with Dashboard.
    await page.keyboard.press('Tab');
    await expect(header.getByRole('button', { name: 'Dashboard' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(summary).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('logout returns home and leaves no token in any storage @journey', async ({ page }) => {
    const token = await page.evaluate(() => sessionStorage.getItem('casino-sdk.token'));
    expect(token).toMatch(/^[0-9a-f]{32,}$/);
    if (isPhone(page)) {
      const menu = await balanceArea(page);
      await menu.getByRole('button', { name: 'Log out' }).click();
    } else {
      const header = page.getByRole('banner');
      await header.getByRole('button', { name: 'Account summary' }).click();
      await header.getByRole('button', { name: 'Log out' }).click();
    }
    // Spec: logout goes to /; every route carries the language prefix.
    await expect(page).toHaveURL(/\/en\/$/);
    expect(await storageSnapshot(page)).not.toContain(token!);
    const cookies = await page.context().cookies();
    expect(cookies.map((c) => c.name)).not.toContain('mgaCounter');
  });
});
