import type { Locator } from '@playwright/test';
import { test, expect } from './fixtures';

// One content page end to end; that every page the site routes to is served in every language
// is a sandbox unit test (packages/sandbox/src/routes/cms.test.ts), the rendering a component test
// (packages/site/src/content-page/content-page-view.test.tsx).
test.describe('content pages', () => {
  test('a content page shows its CMS content @layout', async ({ page, axe }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/v1/cms/pages/')) calls.push(request.url());
    });
    await page.goto('/en/responsible-gaming');
    const main = page.getByRole('main');
    // The element's own heading, not the first paint (decision 0027), which it replaces.
    await expect(main.locator('casino-content-page').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(main.getByRole('heading', { level: 1 })).not.toHaveText('');
    // The host started the call beside the element's chunk; the element took it instead of asking again.
    expect(calls).toHaveLength(1);
    await axe('content page');
  });

  test('a content page is drawn from its HTML, then the element draws the same text where it is @layout', async ({ page, allowConsoleErrors }) => {
    // Decision 0027: the sandbox draws the CMS title and leading text into the HTML as plain text.
    allowConsoleErrors(/Failed to load resource: net::ERR_FAILED/);
    let scripts = false;
    await page.route('**/assets/boot-*.js', (route) => (scripts ? route.continue() : route.abort()));
    await page.goto('/en/privacy');
    const frame = page.locator('[data-first-paint="privacy"]');
    await expect(frame.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    const boxes = (title: Locator, text: Locator) => Promise.all([title.boundingBox(), text.boundingBox()]);
    const before = await boxes(frame.getByRole('heading', { level: 1 }), frame.locator('p').first());

    scripts = true;
    await page.goto('/en/privacy');
    const element = page.locator('casino-content-page');
    await expect(element.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page.locator('.content-frame')).toHaveCount(0);
    const after = await boxes(element.getByRole('heading', { level: 1 }), element.locator('[part="content"] p').first());
    for (const [index, box] of after.entries()) {
      expect(box).not.toBeNull();
      for (const side of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(box![side] - before[index]![side])).toBeLessThan(1);
    }
  });

  // Every page in every language is the sandbox's (cms.test.ts); here the site asks in the page's language.
  test('another language has its own content', async ({ page }) => {
    const titles = new Set<string>();
    for (const language of ['en', 'hu']) {
      await page.goto(`/${language}/privacy`);
      const heading = page.getByRole('main').getByRole('heading', { level: 1 });
      await expect(heading).not.toHaveText('');
      titles.add((await heading.textContent()) ?? '');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
    }
    expect(titles.size).toBe(2);
  });

  test('the help page opens the section named by the hash', async ({ page, axe }) => {
    await page.goto('/en/help#withdrawals');
    const main = page.getByRole('main');
    const open = main.locator('details[open]');
    await expect(open).toHaveCount(1);
    await expect(open).toHaveAttribute('id', 'withdrawals');
    await axe('help, withdrawals open', 'casino-content-page');
    await page.evaluate(() => (location.hash = 'bonuses'));
    await expect(main.locator('details#bonuses')).toHaveAttribute('open', '');
  });

  test('links inside the content stay in the site and keep the language', async ({ page }) => {
    await page.goto('/de/responsible-gaming');
    const internal = page.getByRole('main').locator('a[href^="/de/"]').first();
    await expect(internal).toBeVisible();
    const href = await internal.getAttribute('href');
    await internal.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  });

  test('an unknown generic page goes home', async ({ page }) => {
    await page.goto('/en/no-such-page');
    await expect(page).toHaveURL(/\/en\/$/);
  });
});
