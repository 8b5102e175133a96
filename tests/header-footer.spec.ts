import { test, expect } from './fixtures';

test.describe('header', () => {
  test('the menus on a phone: same links on the left, account on the right, keyboard only @phone', async ({ page, player, signIn, axe }) => {
    await signIn(player);
    const header = page.getByRole('banner');
    // The 18+ link stays in the phone bar.
    await expect(header.getByRole('link', { name: '18+ Safer gambling' })).toBeVisible();
    const menuButton = header.getByRole('button', { name: 'Main menu' });
    await menuButton.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    for (const name of ['Casino', 'Prime', 'Live casino', 'Crash games', 'Others', 'Promotions']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    // The safer-gambling link in words and the skin's seal, linked to the regulator in a new tab.
    await expect(menu.getByRole('link', { name: '18+ Safer gambling' })).toHaveAttribute('href', '/en/responsible-gaming');
    const seal = menu.getByRole('link', { name: /^Gaming licence MGA\/B2C\/987\/2021/ });
    await expect(seal).toHaveAttribute('target', '_blank');
    await expect(seal.getByRole('img')).toHaveJSProperty('complete', true);
    expect(await seal.getByRole('img').evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await expect(page.locator('html')).toHaveClass(/casino-scroll-locked/);
    await axe('left menu open', 'casino-header');
    // Focus stays inside the open drawer.
    for (let i = 0; i < 10; i++) await page.keyboard.press('Tab');
    expect(await menu.evaluate((dialog) => dialog.contains(dialog.getRootNode() instanceof ShadowRoot ? (dialog.getRootNode() as ShadowRoot).activeElement : document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeFocused();
    await expect(page.locator('html')).not.toHaveClass(/casino-scroll-locked/);

    await header.getByRole('button', { name: 'Account menu' }).click();
    const account = page.getByRole('dialog', { name: /Welcome/ });
    await expect(account.getByRole('link', { name: /Balance €1,050.00/ })).toBeVisible();
    for (const name of ['Dashboard', 'Deposit', 'Withdraw', 'Help']) await expect(account.getByRole('link', { name, exact: true })).toBeVisible();
    await axe('account menu open', 'casino-header');
    await account.getByRole('link', { name: 'Help', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/help$/);
    await expect(account).toBeHidden();
  });

  test('turns compact after 300 px and offers back to top after 800 px @layout', async ({ page, axe }) => {
    await page.goto('/en/terms-and-conditions');
    await expect(page.getByRole('main').locator('casino-content-page').getByRole('heading', { level: 1 })).toBeVisible();
    const header = page.locator('casino-header');
    const top = page.getByRole('button', { name: 'Back to top' });
    await page.evaluate(() => window.scrollTo(0, 301));
    await expect(header).toHaveAttribute('data-compact', '');
    await expect(top).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect(top).toBeVisible();
    await axe('scrolled, back to top visible', 'casino-header');
    await top.click();
    // Back at the top (focus moves to the logo in the sticky bar, which may nudge a few pixels).
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(20);
    await expect(header).not.toHaveAttribute('data-compact', '');
  });
});

test.describe('floating controls', () => {
  test.use({ consentCookie: 'efs' });

  test('with the chat started, Back to top and the chat launcher do not cover each other', async ({ page }) => {
    await page.goto('/en/terms-and-conditions');
    await expect(page.getByRole('main').locator('casino-content-page').getByRole('heading', { level: 1 })).toBeVisible();
    const launcher = page.getByRole('button', { name: 'Chat', exact: true });
    await expect(launcher).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 900));
    const scrollTop = page.getByRole('button', { name: 'Back to top' });
    await expect(scrollTop).toBeVisible();
    const a = (await scrollTop.boundingBox())!;
    const b = (await launcher.boundingBox())!;
    const overlap = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    expect(overlap).toBe(false);
    await scrollTop.click();
    await expect(page.getByRole('region', { name: 'Chat with support' })).toBeHidden();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(20);
  });
});

test.describe('header width', () => {
  test('one row: the brand on one line at 320 px; a signed-in player sees all six links, unclipped, the 18+ link and the seal beside the logo at every width from 1200 px in every language @desktop', async ({ page, player, signIn }) => {
    // 8 page loads and 28 layouts: on a loaded machine more than the default 30 s (it ran out once).
    test.slow();
    // A visitor's phone bar at its narrowest: menu, logo with the whole name on one line, account.
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto('/en/help');
    const brand = page.locator('casino-header').getByText('Harbour Casino', { exact: true });
    await expect(brand).toBeVisible();
    await expect(async () => {
      // One line is lower than the 36 px mark beside it; nothing is cut off with an ellipsis.
      expect((await brand.boundingBox())!.height).toBeLessThan(36);
      expect(await brand.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
    }).toPass({ timeout: 3_000 });
    // Beside the 18+ link, which stays in the bar at every width.
    await expect(page.getByRole('banner').getByRole('link', { name: '18+ Safer gambling' })).toBeVisible();
    await page.setViewportSize({ width: 1200, height: 700 });
    // The help page, not the lobby: the header is as wide on every route (a current link only gets a
    // colour and an inset bar), and a lobby costs twice the CPU of a content page to load.
    await signIn(player, '/en/help');
    const logo = page.locator('casino-header [part="logo"]');
    for (const language of ['en', 'de', 'hu', 'cs', 'sk', 'pl', 'es']) {
      if (language !== 'en') await page.goto(`/${language}/help`);
      const nav = page.getByRole('banner').getByRole('navigation');
      await expect(nav.getByRole('link')).toHaveCount(6);
      for (const width of [1200, 1300, 1399, 1440]) {
        await page.setViewportSize({ width, height: 700 });
        await expect(async () => {
          const box = (await nav.boundingBox())!;
          // On the logo's row, not a second row under it (de, hu and es wrapped at 1200–1279 px).
          const mark = (await logo.boundingBox())!;
          expect(Math.abs(box.y + box.height / 2 - (mark.y + mark.height / 2)), `${language} at ${width} px: one row`).toBeLessThan(8);
          const boxes = await nav.getByRole('link').evaluateAll((links) => links.map((link) => link.getBoundingClientRect().toJSON() as DOMRect));
          for (const link of boxes) {
            expect(link.left, `${language} at ${width} px`).toBeGreaterThanOrEqual(box.x - 0.5);
            expect(link.right, `${language} at ${width} px`).toBeLessThanOrEqual(box.x + box.width + 0.5);
          }
          // No hidden scroll box: everything the list holds is shown.
          expect(await nav.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
          // The 18+ link and the licence seal on that row too, before the player's actions.
          for (const part of ['safer-gambling', 'licence-seal']) {
            const piece = (await page.locator(`casino-header .casino-header__safer-gambling [part="${part}"]`).boundingBox())!;
            expect(Math.abs(piece.y + piece.height / 2 - (mark.y + mark.height / 2)), `${language} at ${width} px: ${part}`).toBeLessThan(8);
          }
        }).toPass({ timeout: 3_000 });
      }
    }
  });
});

test.describe('footer', () => {
  test('links, licence, contact, deposit methods and the 18+ warning @layout', async ({ page, axe }) => {
    // On a content page: below a lobby the footer moves while scrolling to it loads more games, and a
    // click meant for a footer link could land on a card (a CI run's phone project saw it).
    await page.goto('/en/help');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText(/licensed and regulated by the Malta Gaming Authority under licence number MGA\/B2C\/987\/2021/)).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Phone: +356 2099 0000' })).toHaveAttribute('href', 'tel:+35620990000');
    await expect(footer.getByText('18+', { exact: true })).toBeVisible();
    await expect(footer.getByText('Gambling can be addictive. Play responsibly. Only players over 18 are allowed to play.')).toBeVisible();
    // Each deposit method: its logo and its name as text beside it.
    await expect(footer.getByText('Bank transfer', { exact: true })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'BeGambleAware (opens in a new tab)' })).toHaveAttribute('target', '_blank');
    await axe('footer');
    await footer.getByRole('link', { name: 'Privacy policy' }).click();
    await expect(page).toHaveURL(/\/en\/privacy$/);
  });

  test('the bank and crypto transfer logos open their pages in a new tab, named in the page language', async ({ page, context }) => {
    // A content page: on a lobby page the list grows as the footer nears (its scroll trigger) and the
    // home rails arrive after the first list, so the links moved away while they were clicked.
    await page.goto('/de/help');
    const footer = page.getByRole('contentinfo');
    for (const [name, route] of [
      ['Banküberweisung', 'bank-transfer'],
      ['Krypto-Überweisung', 'crypto-transfer'],
    ]) {
      const link = footer.getByRole('link', { name: new RegExp(`^${name}`) });
      await expect(link).toHaveAttribute('target', '_blank');
      const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
      await expect(tab).toHaveURL(new RegExp(`/de/${route}$`));
      await expect(tab.getByRole('main').getByRole('heading', { level: 1 })).not.toHaveText('');
      await tab.close();
    }
  });

  test('the language select updates the prefix, the cookie and the texts, reloading after 400 ms', async ({ page, context }) => {
    await page.clock.install();
    await page.goto('/en/help#withdrawals');
    await expect(page.getByRole('main').locator('casino-content-page').getByRole('heading', { level: 1 })).toHaveText('Help');
    // Hold the page's time still, so only the test moves it past the 400 ms.
    await page.clock.pauseAt(Date.now() + 1_000);
    await page.getByRole('contentinfo').getByRole('combobox', { name: 'Language' }).selectOption('de');
    await expect(page.getByRole('contentinfo').getByText('Changing the language…')).toBeVisible();
    await page.clock.runFor(399);
    await expect(page).toHaveURL(/\/en\/help#withdrawals$/);
    await page.clock.runFor(1);
    await expect(page).toHaveURL(/\/de\/help#withdrawals$/);
    await expect(page.getByRole('contentinfo').getByRole('combobox', { name: 'Sprache' })).toHaveValue('de');
    await expect(page.getByRole('main').locator('casino-content-page').getByRole('heading', { level: 1 })).toHaveText('Hilfe');
    expect((await context.cookies()).find((c) => c.name === 'language')?.value).toBe('de');
  });

  test('a player’s language change is saved on the platform', async ({ page, player, signIn }) => {
    await signIn(player, '/en/help');
    const saved = page.waitForRequest((request) => request.method() === 'PUT' && request.url().endsWith('/v1/me'));
    await page.getByRole('contentinfo').getByRole('combobox', { name: 'Language' }).selectOption('pl');
    expect((await saved).postDataJSON()).toEqual({ language: 'pl' });
    await expect(page).toHaveURL(/\/pl\/help$/);
  });
});
