import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import EnvironmentSequencer from './vitest.sequencer.js';

/** Files that replace modules (vi.mock, vi.resetModules) need a module graph of their own. */
const ownModules = [
  'packages/core/src/runtime.test.ts',
  'packages/core/src/client/lazy-client.test.ts',
  'packages/access/src/elements/second-copy.test.ts',
  'packages/site/src/footer/footer-view.test.tsx',
];

// Unit tests live beside the code they test. Node by default; a file that needs a DOM says so with
// `// @vitest-environment jsdom` at its top. The stories run in Chromium (vitest.stories.config.ts).
export default defineConfig({
  test: {
    environment: 'node',
    setupFiles: ['vitest.setup.ts'],
    globalSetup: ['vitest.global-setup.ts'],
    // Limits against a hung test, not speed checks: `npm test` runs this beside the browser tests at a
    // lower priority, and on a loaded machine a CPU-bound file (a sandbox file's PGlite start, a story
    // with axe) took 47 s for what takes 2 s alone, which failed the old 20 s and 60 s limits.
    testTimeout: 90_000,
    hookTimeout: 180_000,
    // vitest keeps one core for itself by default, which on two cores means one worker. `npm test`
    // runs the unit tests beside the browser tests at a lower priority (scripts/test-phases.mjs):
    // a worker per core takes whatever the browsers leave idle (tests/README.md, "Budget").
    maxWorkers: availableParallelism(),
    sequence: { sequencer: EnvironmentSequencer },
    projects: [
      {
        // Most files share their worker's modules and DOM environment: a fresh jsdom, module graph
        // and PGlite build per file cost most of the unit run (decision 0011). Each file starts
        // from an empty document (vitest.setup.ts), each test from a clean runtime (the fixtures),
        // each sandbox file from a database of its own.
        extends: true,
        test: {
          name: 'shared',
          include: ['packages/**/*.test.{ts,tsx}', 'demo-host/**/*.test.ts', 'scripts/**/*.test.ts', 'bench/*.test.ts'],
          exclude: [...configDefaults.exclude, ...ownModules],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'isolated',
          include: ownModules,
        },
      },
    ],
  },
});
