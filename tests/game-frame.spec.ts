import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, type PlayerTemplate } from './fixtures';

// <casino-game-frame> on the game route, against the sandbox's demo slot on its own origin
// (decision 0012). The outcome matrix is one test here; each outcome's text and follow-up is a
// component test and a story (packages/game-frame).

const SKIN_AUTH = `Basic ${Buffer.from('demo-skin:demo-skin-secret').toString('base64')}`;

async function slotGame(request: APIRequestContext): Promise<{ id: number; provider_id: number; name: string }> {
  const answer = await request.get('/v1/casino/games?per_page=1&type=slot', { headers: { Authorization: SKIN_AUTH } });
  return ((await answer.json()) as { data: { id: number; provider_id: number; name: string }[] }).data[0]!;
}

const gamePath = (game: { id: number; provider_id: number }) => `/en/game/play/${game.provider_id}/${game.id}`;
const frameOf = (page: Page) => page.locator('casino-game-frame');
const slotOf = (page: Page) => page.frameLocator('casino-game-frame iframe');

async function displayedBalance(request: APIRequestContext, username: string, password: string): Promise<string> {
  const login = await request.post('/v1/auth/login?checkHash=1', { headers: { Authorization: SKIN_AUTH }, data: { username, password } });
  const { token } = (await login.json()) as { token: string };
  const balance = (await (await request.get('/v1/me/balance', { headers: { Authorization: SKIN_AUTH, 'user-token': token } })).json()) as { total: number; bonus: number };
  return new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(balance.total + balance.bonus);
}

test('a visitor plays the demo, with header and footer hidden @journey', async ({ page, request, axe }) => {
  const game = await slotGame(request);
  await page.goto(gamePath(game));
  await expect(frameOf(page).getByRole('heading', { level: 1 })).toContainText(game.name);
  await expect(frameOf(page).getByText('Demo', { exact: true })).toBeVisible();
  await expect(frameOf(page).getByRole('link', { name: 'Register to play for real' })).toHaveAttribute('href', '/en/registration');
  await expect(page.locator('casino-header')).toBeHidden();
  await expect(page.locator('casino-footer')).toBeHidden();
  const frame = frameOf(page).locator('iframe');
  await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-forms');
  await slotOf(page).getByRole('button', { name: 'Spin' }).click();
  await expect(slotOf(page).locator('#balance')).not.toHaveText('€1,000.00');
  await axe('game page, demo', 'casino-game-frame');

  await frameOf(page).getByRole('button', { name: 'Back to the games' }).click();
  await expect(page).toHaveURL(/\/en\/casino$/);
});

test('a player plays for real: a spin moves the balance the header shows', async ({ page, request, player, signIn }) => {
  const game = await slotGame(request);
  await signIn(player, gamePath(game));
  await expect(frameOf(page).getByText('Real money', { exact: true })).toBeVisible();
  const balanceCall = page.waitForResponse((answer) => new URL(answer.url()).pathname === '/v1/me/balance' && answer.ok());
  await slotOf(page).getByRole('button', { name: 'Spin' }).click();
  // The game's balance message makes the site ask for the balance at once, not at the next poll.
  await balanceCall;
  const expected = await displayedBalance(request, player.username, player.password);
  expect(expected).not.toBe('€1,050.00');
  await frameOf(page).getByRole('button', { name: 'Back to the games' }).click();
  await expect(page.getByRole('banner').locator('[part="balance"]')).toContainText(expected);
});

test("a real spin past the player's daily bet limit is refused by the platform, and the frame says which limit, what is left and when it resets", async ({ page, request, player, signIn, allowConsoleErrors }) => {
  // The slot's refused spin.
  allowConsoleErrors(/status of 422/);
  const login = await request.post('/v1/auth/login?checkHash=1', { headers: { Authorization: SKIN_AUTH }, data: { username: player.username, password: player.password } });
  const { token } = (await login.json()) as { token: string };
  // A tighter limit applies at once.
  const limit = await request.put('/v1/me', { headers: { Authorization: SKIN_AUTH, 'user-token': token }, data: { max_daily_bet: 1, field: 'max_daily_bet' } });
  expect(limit.status(), await limit.text()).toBe(200);
  const game = await slotGame(request);
  await signIn(player, gamePath(game));
  const slot = slotOf(page);
  await expect(slot.getByRole('button', { name: 'Spin' })).toBeEnabled();
  for (let step = 0; step < 4; step++) await slot.locator('#bet-up').click();
  await expect(slot.locator('#bet')).toHaveText('€2.00');
  await slot.getByRole('button', { name: 'Spin' }).click();
  const refusal = frameOf(page).locator('[part="limit-refusal"]');
  await expect(refusal).toHaveAttribute('role', 'alert');
  await expect(refusal).toContainText(/^This bet would go past your daily bet limit: €0\.00 bet today, €1\.00 left\. The limit resets on .+ \(.+ UTC\)\./);
  await refusal.getByRole('button', { name: 'Close' }).click();
  await expect(refusal).toHaveCount(0);
});

test('fullscreen toggles the game stage @desktop', async ({ page, request }) => {
  const game = await slotGame(request);
  await page.goto(gamePath(game));
  const toggle = frameOf(page).getByRole('button', { name: 'Full screen' });
  await expect(frameOf(page).locator('iframe')).toBeVisible();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate(() => document.fullscreenElement?.tagName.toLowerCase())).toBe('casino-game-frame');
  await page.keyboard.press('Escape');
  await page.evaluate(() => document.fullscreenElement && document.exitFullscreen());
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
});

test('the launch outcomes, each with its seeded player', async ({ page, request, sandbox, allowConsoleErrors }) => {
  test.setTimeout(90_000);
  allowConsoleErrors(/status of (403|422)/);
  const game = await slotGame(request);
  const cases: { template: PlayerTemplate; text: string | RegExp; then: () => Promise<void> }[] = [
    {
      template: 'low-balance-player',
      text: 'Your balance is too low to play this game for real money: the smallest bet is €0.10.',
      then: async () => {
        await frameOf(page).getByRole('button', { name: 'Deposit Now' }).click();
        await expect(page).toHaveURL(/\/en\/deposit$/);
      },
    },
    // One KYC refusal of the three (pep, ubo, risky) and no self-exclusion: which seeded player gets
    // which refusal is a sandbox test (routes/game-play.test.ts), each refusal's outcome a model test
    // (launch-model.test.ts) and its page and date a rule test (launch-outcome.test.ts).
    { template: 'ubo-player', text: 'Your KYC status is not valid. You will be redirect to KYC page', then: () => expect(page).toHaveURL(/\/en\/kyc$/) },
    {
      template: 'terms-player',
      text: 'You have to accept the current terms and conditions before you can play.',
      // The site's blocking terms dialog comes over it; its No sends the player home.
      then: async () => {
        await page.locator('casino-site-dialogs').getByRole('button', { name: 'No' }).click();
        await expect(page).toHaveURL(/\/en\/$/);
      },
    },
  ];
  // One tab walks every player (the signIn fixture seeds a tab once): each one's session replaces the last.
  const playAs = async (template: PlayerTemplate) => {
    const player = await sandbox.createPlayer(template);
    const login = await request.post('/v1/auth/login?checkHash=1', { headers: { Authorization: SKIN_AUTH }, data: player });
    const { token, player_id: playerId } = (await login.json()) as { token: string; player_id: number };
    await page.evaluate(([t, id]) => {
      sessionStorage.setItem('casino-sdk.token', t!);
      sessionStorage.setItem('casino-sdk.user-id', id!);
    }, [token, String(playerId)]);
    await page.goto(gamePath(game));
  };
  await page.goto('/en/help');
  for (const { template, text, then } of cases) {
    await playAs(template);
    await expect(frameOf(page).locator('[part="outcome"]'), template).toContainText(text);
    await then();
  }

  // A waiting reality check is answered before the launch: its dialog first, then the game starts.
  await playAs('reality-check-player');
  await frameOf(page).getByRole('dialog', { name: 'Reality check' }).getByRole('button', { name: 'Continue playing' }).click();
  await expect(slotOf(page).getByRole('button', { name: 'Spin' })).toBeEnabled();
});

test('the reality check fires on the mgaCounter, pauses the game, and Continue resumes it; the platform holds it past the interval', async ({ page, request, player, signIn, sandbox, context, baseURL, axe, allowConsoleErrors }, testInfo) => {
  // The rounds the platform refuses for the reality check.
  allowConsoleErrors(/status of 403/);
  const game = await slotGame(request);
  await page.clock.install();
  // 70 s left on the timer: it fires at 61 s, nine seconds of real play from now.
  await context.addCookies([{ name: 'mgaCounter', value: '70', url: baseURL! }]);
  await signIn(player, gamePath(game));
  await expect(slotOf(page).getByRole('button', { name: 'Spin' })).toBeEnabled();
  await page.clock.runFor('00:10');

  const dialogs = page.locator('casino-site-dialogs');
  const dialog = dialogs.getByRole('dialog', { name: 'Reality check' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Time played this session');
  await expect(dialog).toContainText('Net position this session');
  await expect(slotOf(page).getByText('Paused')).toBeVisible();
  await expect(slotOf(page).getByRole('button', { name: 'Spin' })).toBeDisabled();
  await expect(frameOf(page).locator('[part="stage"]')).toHaveAttribute('inert', '');
  await axe('reality check over the game', 'casino-site-dialogs');

  await dialog.getByRole('button', { name: 'Continue playing' }).click();
  await expect(slotOf(page).getByRole('button', { name: 'Spin' })).toBeEnabled();
  await expect(frameOf(page).locator('[part="stage"]')).not.toHaveAttribute('inert');
  // The timer started again at the player's interval (3600 s without reality_minutes).
  expect(Number((await context.cookies()).find((cookie) => cookie.name === 'mgaCounter')?.value)).toBeGreaterThan(3000);

  // The player's interval of real play passes with no answer (the timer did not ask, as a client
  // that skips it would): the platform refuses the round and the frame asks, with the session's figures.
  await sandbox.passPlayTime(player.username, 61);
  await slotOf(page).getByRole('button', { name: 'Spin' }).click();
  const held = frameOf(page).getByRole('dialog', { name: 'Reality check' });
  await expect(held).toContainText('Time played this session');
  await expect(held).toContainText(/1 h \d+ min/);
  await expect(held).toContainText('Net position this session');
  await expect(slotOf(page).getByText('Paused')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath(`game-frame-reality-check-${testInfo.project.name}.png`) });
  await axe('reality check the platform holds', 'casino-game-frame');
  await held.getByRole('button', { name: 'Continue playing' }).click();
  await expect(held).toBeHidden();
  const round = page.waitForResponse((answer) => new URL(answer.url()).pathname === '/provider/demo-slots/api/spin');
  await slotOf(page).getByRole('button', { name: 'Spin' }).click();
  expect((await round).status()).toBe(200);

  // Leave ends the game and goes back to the games.
  await sandbox.passPlayTime(player.username, 61);
  await expect(slotOf(page).getByRole('button', { name: 'Spin' })).toBeEnabled();
  await slotOf(page).getByRole('button', { name: 'Spin' }).click();
  await held.getByRole('button', { name: 'Leave the game' }).click();
  await expect(page).toHaveURL(/\/en\/casino$/);
});

test('the bonus box: a bar on desktop, folded under its toggle on a phone @layout', async ({ page, request, sandbox, signIn }, testInfo) => {
  const game = await slotGame(request);
  await signIn(await sandbox.createPlayer('bonus-player'), gamePath(game));
  const bonus = frameOf(page).locator('[part="bonus"]');
  const bar = bonus.getByRole('progressbar', { name: 'Bonus progress' });
  if (testInfo.project.name === 'phone') {
    await expect(bar).toBeHidden();
    await bonus.getByRole('button', { name: 'Show bonus progress' }).click();
    await expect(bonus.getByRole('button', { name: 'Hide bonus progress' })).toHaveAttribute('aria-expanded', 'true');
  }
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAttribute('aria-valuenow', '40');
  await expect(bonus).toContainText('Max bet €5.00');
  await page.screenshot({ path: testInfo.outputPath(`game-frame-bonus-${testInfo.project.name}.png`) });
});
