import { test, expect } from './fixtures';
import type { BrowserContext } from '@playwright/test';

test.use({ consentCookie: null });

const consentCookie = async (context: BrowserContext) => (await context.cookies()).find((c) => c.name === 'cookieConfirmed');

test.describe('cookie consent', () => {
  test('first visit: the panel shows, nothing optional runs, Confirm All saves efs for a year and starts the chat', async ({ page, context, axe }) => {
    await page.goto('/en/');
    const panel = page.getByRole('region', { name: 'Cookies' });
    await expect(panel).toBeVisible();
    await expect(page.locator('sandbox-chat')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { dataLayer: unknown[] }).dataLayer)).toEqual([]);
    await axe('consent panel', 'casino-cookie-consent');
    await panel.getByRole('button', { name: 'Confirm All' }).click();
    await expect(panel).toBeHidden();
    // document.cookie is written in the page at once, but reaches the browser's cookie store (what
    // context.cookies() reads) a moment later: wait for it rather than read it once.
    await expect.poll(async () => (await consentCookie(context))?.value).toBe('efs');
    const cookie = await consentCookie(context);
    const seconds = cookie!.expires - Date.now() / 1000;
    expect(seconds).toBeGreaterThan(31_536_000 - 120);
    expect(seconds).toBeLessThanOrEqual(31_536_000);
    await expect(page.locator('sandbox-chat')).toHaveCount(1);
  });

  test('on a phone the settings leave the page visible and Confirm All in sight @phone', async ({ page, axe }) => {
    await page.goto('/en/');
    const panel = page.getByRole('region', { name: 'Cookies' });
    await panel.getByRole('button', { name: 'Settings', exact: true }).click();
    await expect(panel.getByRole('checkbox', { name: 'Statistical' })).toBeVisible();
    await axe('consent settings on a phone', 'casino-cookie-consent');
    const viewport = page.viewportSize()!;
    const box = (await panel.boundingBox())!;
    expect(box.height).toBeLessThanOrEqual(viewport.height * 0.6 + 1);
    // Polled: once in CI (stop 24, a loaded machine) one read after axe found the button 56 px under the
    // screen and the screenshot a moment later had it in place; 16 loaded reruns never showed it again.
    for (const name of ['Confirm All', 'Only accept essential cookies']) {
      const button = panel.getByRole('button', { name });
      await expect.poll(async () => (await button.boundingBox())!.y, name).toBeGreaterThanOrEqual(box.y);
      await expect.poll(async () => { const { y, height } = (await button.boundingBox())!; return y + height; }, name).toBeLessThanOrEqual(viewport.height);
    }
    await panel.getByRole('button', { name: 'Confirm All' }).click();
    await expect(panel).toBeHidden();
  });

  test('keyboard only: settings, tick Functional, Save and close settings', async ({ page, context, axe }) => {
    await page.goto('/en/');
    const panel = page.getByRole('region', { name: 'Cookies' });
    await panel.getByRole('button', { name: 'Settings', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(panel.getByRole('button', { name: 'Settings', exact: true })).toHaveAttribute('aria-expanded', 'true');
    await expect(panel.getByRole('checkbox', { name: /Essential/ })).toBeDisabled();
    await expect(panel.getByRole('checkbox', { name: /Essential/ })).toBeChecked();
    await axe('consent settings open', 'casino-cookie-consent');
    await panel.getByRole('checkbox', { name: /Functional/ }).focus();
    await page.keyboard.press('Space');
    await panel.getByRole('button', { name: 'Save and close settings' }).focus();
    await page.keyboard.press('Enter');
    await expect(panel).toBeHidden();
    await expect.poll(async () => (await consentCookie(context))?.value).toBe('ef');
    await expect(page.locator('sandbox-chat')).toHaveCount(1);
  });

  test('Only accept essential cookies saves e and starts nothing', async ({ page, context }) => {
    await page.goto('/en/help');
    await page.getByRole('region', { name: 'Cookies' }).getByRole('button', { name: 'Only accept essential cookies' }).click();
    await expect.poll(async () => (await consentCookie(context))?.value).toBe('e');
    await page.goto('/en/privacy');
    // The page arrives drawn from its HTML (decision 0027): wait for the site's own element, so the
    // checks below see the site's code at work, not the page before it has run.
    await expect(page.getByRole('main').locator('casino-content-page').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Cookies' })).toBeHidden();
    await expect(page.locator('sandbox-chat')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { dataLayer: unknown[] }).dataLayer)).toEqual([]);
  });

  test('the cookies page reopens the panel with the saved choice', async ({ page }) => {
    await page.goto('/en/cookies');
    const panel = page.getByRole('region', { name: 'Cookies' });
    await panel.getByRole('button', { name: 'Only accept essential cookies' }).click();
    await expect(panel).toBeHidden();
    await page.getByRole('main').getByRole('button', { name: 'Change cookie settings' }).click();
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('checkbox', { name: /Statistical/ })).not.toBeChecked();
  });
});
