import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8090);
const desktop = { width: 1280, height: 800 };
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

/**
 * End-to-end tests in a real Chromium against the built demo host and a fresh sandbox.
 * Browsers are never downloaded: CHROMIUM_PATH, else Debian's /usr/bin/chromium.
 */
export default defineConfig({
  testDir: 'tests',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  projects: [
    // A test tagged @phone or @desktop checks what only that layout has (the drawers, the desktop bar).
    { name: 'desktop', testIgnore: /site-wide\//, grepInvert: /@phone/, use: { browserName: 'chromium', viewport: desktop } },
    { name: 'phone', testIgnore: /site-wide\//, grepInvert: /@desktop/, use: { browserName: 'chromium', ...phone } },
    // Tests that flip platform-wide switches (the maintenance flag) run alone, after everything else.
    { name: 'site-wide-desktop', testMatch: /site-wide\//, dependencies: ['desktop', 'phone'], use: { browserName: 'chromium', viewport: desktop } },
    { name: 'site-wide-phone', testMatch: /site-wide\//, dependencies: ['site-wide-desktop'], use: { browserName: 'chromium', ...phone } },
  ],
  webServer: {
    command: 'node --import tsx packages/sandbox/src/main.ts --reset',
    url: `http://localhost:${port}/v1/cms/translation/languages`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { PORT: String(port), DATA_DIR: '.sandbox-data/e2e' },
    stdout: 'pipe',
  },
});
