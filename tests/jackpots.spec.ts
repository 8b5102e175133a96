import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';

// The live jackpots (decision 0058): real spins on a jackpot game feed its pool in the ledger, and
// the home page's ticker and the game's tile show the larger amount. No waits: the page asks again
// when it loads, and the sandbox clock moves past the answer's 2 s cache.

const SKIN_AUTH = `Basic ${Buffer.from('demo-skin:demo-skin-secret').toString('base64')}`;
const EUR = 1;

interface JackpotGame {
  id: number;
  provider_id: number;
  jackpot_id: number;
}

async function jackpotGame(request: APIRequestContext): Promise<JackpotGame> {
  const sections = (await (await request.get('/v1/casino/sections', { headers: { Authorization: SKIN_AUTH } })).json()) as { data: { id: number; slug: string }[] };
  const section = sections.data.find((item) => item.slug === 'jackpots')!;
  const games = (await (await request.get(`/v1/casino/games?section_id=${section.id}&per_page=1`, { headers: { Authorization: SKIN_AUTH } })).json()) as { data: JackpotGame[] };
  return games.data[0]!;
}

async function jackpotName(request: APIRequestContext, id: number): Promise<string> {
  const jackpots = (await (await request.get(`/v1/casino/jackpots?currency_id=${EUR}`, { headers: { Authorization: SKIN_AUTH } })).json()) as { data: { id: number; name: string }[] };
  return jackpots.data.find((jackpot) => jackpot.id === id)!.name;
}

/** "€12,480.50" → 1248050 (cents). */
const cents = (text: string) => Math.round(Number(text.replace(/[^0-9.]/g, '')) * 100);

function tickerAmount(page: Page, name: string) {
  return page.locator('casino-lobby [part="jackpots"] li').filter({ hasText: name }).locator('.casino-jackpots__amount');
}

test('real spins on a jackpot game make its jackpot grow on the home page', async ({ page, request, player, signIn, sandbox }, testInfo) => {
  const game = await jackpotGame(request);
  const name = await jackpotName(request, game.jackpot_id);
  await signIn(player, '/en/casino');
  const before = cents(await tickerAmount(page, name).innerText());

  await page.goto(`/en/game/play/${game.provider_id}/${game.id}`);
  const slot = page.frameLocator('casino-game-frame iframe');
  // 1.00 a spin (0.10 → 0.20 → 0.50 → 1): each adds a cent to the pool.
  for (let i = 0; i < 3; i++) await slot.getByRole('button', { name: 'Raise the bet' }).click();
  for (let spin = 0; spin < 3; spin++) {
    const round = page.waitForResponse((answer) => new URL(answer.url()).pathname === '/provider/demo-slots/api/spin' && answer.ok());
    await slot.getByRole('button', { name: 'Spin' }).click();
    await round;
    await expect(slot.getByRole('button', { name: 'Spin' })).toBeEnabled();
  }

  await sandbox.advanceClock(60_000);
  await page.goto('/en/casino');
  await expect.poll(async () => cents(await tickerAmount(page, name).innerText())).toBeGreaterThanOrEqual(before + 3);
  const grown = await tickerAmount(page, name).innerText();
  // The game's own tile carries the same amount, in whole units (a badge fits a phone's card).
  await page.goto(`/en/casino?tab=jackpots`);
  await expect(page.locator(`casino-lobby [data-info-game="${game.id}"]`).locator('xpath=..').locator('[part="jackpot"]')).toContainText(grown.replace(/[.,]\d\d$/, ''));

  await page.goto('/en/casino');
  await expect(tickerAmount(page, name)).toBeVisible();
  for (const width of [1280, 390, 320]) {
    await page.setViewportSize({ width, height: 844 });
    await page.screenshot({ path: testInfo.outputPath(`jackpots-home-${width}.png`) });
  }
});
