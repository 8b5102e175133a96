import { gameToSiteMessage } from '@casino-sdk/core/contract';
import { expect, test } from './fixtures';

const SKIN_AUTH = `Basic ${Buffer.from('demo-skin:demo-skin-secret').toString('base64')}`;
/**
 * A page of the site, under the site's own Content-Security-Policy, that frames the game as the game
 * frame element will: sandboxed without top navigation, messages taken from the game's origin only.
 */
const HOST_PATH = '/en/terms-and-conditions';

test.describe('the demo slot provider', () => {
  test('a real launch plays on the player\'s balance and talks to the site only in the agreed shape', async ({ page, player, request, baseURL, axe }, testInfo) => {
    const login = await request.post('/v1/auth/login?checkHash=1', { headers: { Authorization: SKIN_AUTH }, data: { username: player.username, password: player.password } });
    const { token } = (await login.json()) as { token: string };
    const detail = (await (await request.get('/v1/casino/games?per_page=1&type=slot', { headers: { Authorization: SKIN_AUTH } })).json()) as {
      data: { id: number; provider_id: number; provider: { slug: string } }[];
    };
    const game = detail.data[0]!;
    const launch = await request.post(`/v1/casino/play/${game.provider.slug}`, {
      headers: { Authorization: SKIN_AUTH, 'user-token': token },
      data: { game_id: game.id, provider_id: game.provider_id, user_language: 'en', user_currency: 'EUR', is_desktop: 1 },
    });
    expect(launch.status(), await launch.text()).toBe(200);
    const url = new URL(((await launch.json()) as { play_for_real: string }).play_for_real);
    // Another origin than the site's: the frame's sandbox and the origin checks mean something.
    expect(url.origin).not.toBe(new URL(baseURL!).origin);

    await page.goto(HOST_PATH);
    await page.evaluate((src) => {
      const messages: unknown[] = [];
      (window as unknown as { gameMessages: unknown[] }).gameMessages = messages;
      window.addEventListener('message', (event) => {
        if (event.origin === new URL(src).origin) messages.push(event.data);
      });
      const frame = document.createElement('iframe');
      frame.title = 'Game';
      frame.src = src;
      frame.setAttribute('sandbox', 'allow-scripts allow-same-origin');
      frame.style.cssText = 'position:fixed;inset:0;z-index:99999;border:0;width:100vw;height:100vh;background:#000';
      document.body.append(frame);
    }, url.toString());
    const messages = () => page.evaluate(() => (window as unknown as { gameMessages: unknown[] }).gameMessages);
    const game_ = page.frameLocator('iframe[title="Game"]');

    await expect.poll(async () => (await messages()).some((m) => (m as { type?: string }).type === 'ready')).toBe(true);
    await expect(game_.getByRole('button', { name: 'Spin' })).toBeEnabled();
    await expect(game_.locator('#balance')).toHaveText('€1,000.00');
    await page.screenshot({ path: testInfo.outputPath(`slot-${testInfo.project.name}-ready.png`) });

    await game_.getByRole('button', { name: 'Spin' }).click();
    await expect.poll(async () => (await messages()).filter((m) => (m as { type?: string }).type === 'round-finished').length).toBe(1);
    const balance = (await (await request.get('/v1/me/balance', { headers: { Authorization: SKIN_AUTH, 'user-token': token } })).json()) as { total: number };
    const posted = (await messages()).map((m) => gameToSiteMessage.parse(m));
    const lastBalance = posted.filter((m) => m.type === 'balance-changed').at(-1);
    expect(lastBalance).toMatchObject({ balance: balance.total, currency: 'EUR' });
    const round = posted.find((m) => m.type === 'round-finished');
    expect(round).toMatchObject({ bet: 0.1 });
    expect(balance.total).toBeCloseTo(1000 - 0.1 + (round as { win: number }).win, 2);
    await expect(game_.locator('#balance')).toHaveText(new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(balance.total));
    await page.screenshot({ path: testInfo.outputPath(`slot-${testInfo.project.name}-spun.png`) });

    // The site pauses the game (a dialog covers it): no spin until it resumes.
    const tell = (type: 'pause' | 'resume') =>
      page.evaluate(([kind, origin]) => document.querySelector('iframe')!.contentWindow!.postMessage({ source: 'casino-site', type: kind }, origin!), [type, url.origin] as const);
    await tell('pause');
    await expect(game_.getByRole('button', { name: 'Spin' })).toBeDisabled();
    await expect(game_.getByText('Paused')).toBeVisible();
    await tell('resume');
    await expect(game_.getByRole('button', { name: 'Spin' })).toBeEnabled();
    await axe('demo slot', 'iframe[title="Game"]');
  });

  test('a visitor plays the demo on a demo balance in EUR', async ({ page, request }) => {
    const detail = (await (await request.get('/v1/casino/games?per_page=1&type=slot', { headers: { Authorization: SKIN_AUTH } })).json()) as {
      data: { id: number; provider_id: number; provider: { slug: string } }[];
    };
    const game = detail.data[0]!;
    const launch = await request.post(`/v1/casino/play/${game.provider.slug}`, {
      headers: { Authorization: SKIN_AUTH },
      data: { is_demo: 1, game_id: game.id, provider_id: game.provider_id, user_language: 'de', user_currency: 'EUR' },
    });
    expect(launch.status(), await launch.text()).toBe(200);
    await page.goto(((await launch.json()) as { play_for_fun: string }).play_for_fun);
    // The launch token leaves the address bar as soon as the page has it.
    await expect(page).toHaveURL(/\/provider\/demo-slots\/play$/);
    await expect(page.getByText('Demo', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Drehen' }).click();
    await expect(page.locator('#balance')).not.toHaveText('1.000,00 €');
    await expect(page.locator('#balance')).toHaveText(/€/);
  });
});
