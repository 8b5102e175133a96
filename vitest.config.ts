import { defineConfig } from 'vitest/config';

// Unit tests live beside the code they test. Node by default; a file that needs a DOM
// says so with `// @vitest-environment jsdom` at its top.
export default defineConfig({
  test: {
    include: ['packages/**/*.test.{ts,tsx}', 'demo-host/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
  },
});
