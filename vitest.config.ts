import { defineConfig } from 'vitest/config';

// Unit tests live beside the code they test. Node by default; a file that needs a DOM
// says so with `// @vitest-environment jsdom` at its top.
export default defineConfig({
  test: {
    include: ['packages/**/*.test.{ts,tsx}', 'demo-host/**/*.test.ts', '.storybook/**/*.test.tsx', 'scripts/**/*.test.ts'],
    // The a11y addon fails a story on a violation only in a standalone vitest run (.storybook/stories.test.tsx).
    // The addon reads it from import.meta.env, so vitest must transform the addon rather than load it as is.
    env: { VITEST_STORYBOOK: 'false' },
    server: { deps: { inline: [/@storybook\/addon-a11y/] } },
    environment: 'node',
    setupFiles: ['vitest.setup.ts'],
    testTimeout: 20_000,
    // Sandbox suites start a PGlite database and hash the seeded passwords with Argon2id: on two
    // busy cores that can take longer than vitest's default 10 s.
    hookTimeout: 60_000,
  },
});
