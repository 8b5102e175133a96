import { test, expect } from './fixtures';

test('the loading screen welcomes, then says the connection is slow after 12 s', async ({ page, axe }) => {
  // Twelve seconds of page time come due at once when the clock resumes for axe; on two busy CI
  // workers that scan alone has taken 20 s.
  test.slow();
  // A paused clock: only fastForward moves it, so a slow test machine cannot eat into the 12 s.
  await page.clock.install({ time: new Date('2026-01-05T10:00:00Z') });
  await page.clock.pauseAt(new Date('2026-01-05T10:00:01Z'));
  // Hold the German texts back, as a slow connection would (a GET the client retries, so it
  // stays pending however long the test takes); until they come the screen speaks English.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/v1/translations/de', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/de/');
  const status = page.getByRole('status').filter({ hasText: 'Loading' });
  await expect(page.getByText('Welcome to Harbour Casino')).toBeVisible();
  await expect(status).toBeAttached();
  await page.clock.fastForward(11_000);
  await expect(page.getByText(/connection seems slow/)).toHaveCount(0);
  await page.clock.fastForward(1_000);
  await expect(page.getByText(/connection seems slow/)).toBeVisible();
  // axe waits on timers of its own.
  await page.clock.resume();
  await axe('loading, slow connection', 'casino-loading');
  release();
  await expect(page.getByText(/Harbour Casino/).and(page.getByText(/Welcome/))).toBeHidden();
  await expect(page.getByRole('main')).toBeVisible();
});
