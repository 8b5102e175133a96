import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

// <casino-promotions> against the sandbox's six promotions (ids 101–106): four valid, two that
// become valid 14 and 30 days after the seed (issue 10).

function promotions(page: Page) {
  return page.locator('casino-promotions');
}

test('the list: valid promotions open, those not yet valid say from when', async ({ page, axe }) => {
  await page.goto('/en/promotion');
  const list = promotions(page);
  await expect(list.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
  await expect(list.getByRole('article')).toHaveCount(6);
  await expect(page).toHaveTitle(/Promotions/);

  const welcome = list.getByRole('article').filter({ hasText: 'Welcome bonus' });
  await expect(welcome.getByRole('link', { name: 'Find out more about Welcome bonus' })).toHaveAttribute('href', '/en/promotion/101');

  const tournament = list.getByRole('article').filter({ hasText: 'Summer slots tournament' });
  await expect(tournament.getByRole('link')).toHaveCount(0);
  const waiting = tournament.getByRole('button', { name: /^This bonus will available from [A-Z][a-z]+ \d{1,2}, \d{4}$/ });
  await expect(waiting).toBeDisabled();
  await expect(tournament.getByText('Coming soon')).toBeVisible();
  await axe('promotions list', 'casino-promotions');
});

// The phone's run of the list is this test's first step: the list test itself runs on the desktop.
test('@layout a promotion: its pictures, name and content, and back to all promotions', async ({ page, axe }) => {
  await page.goto('/en/promotion');
  await expect(promotions(page).getByRole('article')).toHaveCount(6);
  if (test.info().project.name === 'phone') await axe('promotions list', 'casino-promotions');
  await promotions(page).getByRole('link', { name: 'Find out more about Welcome bonus' }).click();
  await expect(page).toHaveURL(/\/en\/promotion\/101$/);
  const detail = promotions(page);
  await expect(detail.getByRole('heading', { level: 1, name: 'Welcome bonus' })).toBeVisible();
  await expect(detail.getByRole('region', { name: 'Promotion pictures' })).toBeVisible();
  await expect(detail.getByRole('listitem').first()).toBeVisible();
  if (test.info().project.name === 'desktop') {
    await expect(page.getByRole('banner').getByRole('navigation').getByRole('link', { name: 'Promotions' })).toHaveAttribute('aria-current', 'page');
  }
  await axe('promotion detail', 'casino-promotions');

  await detail.getByRole('link', { name: 'All promotions' }).click();
  await expect(page).toHaveURL(/\/en\/promotion$/);
  await expect(promotions(page).getByRole('article')).toHaveCount(6);
});

test('a promotion not yet valid shows from when; an unknown one says it is not available', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 404/);
  await page.goto('/en/promotion/105');
  const detail = promotions(page);
  await expect(detail.getByRole('heading', { level: 1, name: 'Summer slots tournament' })).toBeVisible();
  await expect(detail.getByText(/^This bonus will available from /)).toBeVisible();

  await page.goto('/en/promotion/9999');
  await expect(promotions(page).getByText('This promotion is not available any more.')).toBeVisible();
});
