import { test, expect } from './fixtures';
import type { Page } from '@playwright/test';

const dataLayer = (page: Page) => page.evaluate(() => (window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []);

test.describe('with statistical consent', () => {
  test.use({ consentCookie: 'es' });

  test('every route change sends a page view', async ({ page }) => {
    await page.goto('/en/help');
    await expect.poll(() => dataLayer(page)).toContainEqual({ event: 'page_view', path: '/en/help', language: 'en' });
    await page.evaluate(() => document.dispatchEvent(new CustomEvent('casino-navigate', { detail: { path: '/en/privacy' }, cancelable: true })));
    await expect.poll(() => dataLayer(page)).toContainEqual({ event: 'page_view', path: '/en/privacy', language: 'en' });
  });

  test('the registration-completed marketing event fires on login?success=thankyou', async ({ page }) => {
    await page.goto('/en/login?success=thankyou');
    await expect.poll(() => dataLayer(page)).toContainEqual({ event: 'registration-completed' });
  });
});

test.describe('without statistical consent', () => {
  test.use({ consentCookie: 'ef' });

  test('nothing is sent', async ({ page }) => {
    await page.goto('/en/login?success=thankyou');
    await expect(page.getByLabel('Username')).toBeVisible();
    await page.goto('/en/help');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await dataLayer(page)).toEqual([]);
  });
});
