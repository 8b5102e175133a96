import { existsSync } from 'node:fs';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

// Debian's browser, never a downloaded one (as playwright.config.ts): the headless shell when it is
// there, else CHROMIUM_PATH, else Debian's chromium.
const headlessShell = '/usr/bin/chromium-headless-shell';
const executablePath = existsSync(headlessShell) ? headlessShell : (process.env.CHROMIUM_PATH ?? '/usr/bin/chromium');

/**
 * Every Storybook story as a test in real Chromium (decision 0041): the preview's loaders and
 * decorators, the play function, then the a11y addon's axe check, which fails the story on a
 * violation (`parameters.a11y.test: 'error'`). The same run as the workshop's own test panel.
 */
export default defineConfig({
  plugins: [storybookTest({ configDir: '.storybook' })],
  test: {
    name: 'stories',
    // Limits against a hung story, not speed checks: `npm test` runs this beside other phases.
    testTimeout: 60_000,
    setupFiles: ['.storybook/vitest.setup.ts'],
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: { executablePath, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
