import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8090);
const desktop = { width: 1280, height: 800 };
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
// Debian's headless shell (apt package chromium-headless-shell, which .ci/run installs) when it is
// there: the same Chromium without the full browser around it, about 40% less CPU for the suite and
// half the time per page load (tests/README.md, "Budget"). Else CHROMIUM_PATH, else Debian's chromium.
const headlessShell = '/usr/bin/chromium-headless-shell';
const executablePath = process.env.E2E_CHROMIUM_PATH ?? (existsSync(headlessShell) ? headlessShell : (process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'));

/**
 * End-to-end tests in a real Chromium against the built demo host and a fresh sandbox.
 * Browsers are never downloaded: Debian's headless shell or Chromium (executablePath below).
 *
 * What runs where (tests/README.md): the desktop project runs every test not tagged @phone; the
 * phone project only the tests tagged @phone (what only the phone layout has), @layout (a page or
 * dialog whose layout differs on a phone) and @journey (the main journeys).
 */
export default defineConfig({
  testDir: 'tests',
  fullyParallel: true,
  // The same figure by hand and in CI (measured in tests/README.md); E2E_WORKERS for a bigger machine.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // CI retries once so one bad minute does not fail a run, and prints what needed it: a defect to fix.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['./tests/retried-reporter.ts'], ...(process.env.CI ? [] : [['html', { open: 'never' }] as const])],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  projects: [
    // Platform switches a test flips (the maintenance flag) are scoped to that test's browser
    // (fixtures.ts, sandbox scope), so every test runs in parallel: there is no serial tail.
    { name: 'desktop', grepInvert: /@phone/, use: { browserName: 'chromium', viewport: desktop } },
    { name: 'phone', grep: /@phone|@layout|@journey/, use: { browserName: 'chromium', ...phone } },
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
