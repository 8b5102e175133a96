import { defineConfig } from 'tsup';

/**
 * The CDN build: one ES module per element plus `casino-sdk.js` (the CasinoSDK API). esbuild's
 * code splitting puts what they share — React, signals, core, ui — into runtime chunks that every
 * entry imports, so a page that loads three elements loads React once (DESIGN rule 3).
 */
export default defineConfig({
  entry: {
    'casino-sdk': 'packages/core/src/index.ts',
    'elements/casino-login': 'packages/site/src/elements/casino-login.ts',
    'elements/casino-header': 'packages/site/src/elements/casino-header.ts',
    'elements/casino-change-password': 'packages/site/src/elements/casino-change-password.ts',
    'elements/casino-footer': 'packages/site/src/elements/casino-footer.ts',
    'elements/casino-cookie-consent': 'packages/site/src/elements/casino-cookie-consent.ts',
    'elements/casino-loading': 'packages/site/src/elements/casino-loading.ts',
    'elements/casino-maintenance': 'packages/site/src/elements/casino-maintenance.ts',
    'elements/casino-page': 'packages/site/src/elements/casino-page.ts',
    'elements/casino-site-dialogs': 'packages/site/src/elements/casino-site-dialogs.ts',
    'elements/casino-admin': 'packages/site/src/elements/casino-admin.ts',
    'elements/casino-admin-bar': 'packages/site/src/elements/casino-admin-bar.ts',
  },
  outDir: 'dist/cdn',
  format: ['esm'],
  platform: 'browser',
  target: 'es2022',
  splitting: true,
  treeshake: true,
  minify: true,
  sourcemap: true,
  clean: true,
  // Everything is bundled: a partner page brings nothing but a <script type="module">.
  noExternal: [/.*/],
  env: { NODE_ENV: 'production' },
  esbuildOptions(options) {
    options.chunkNames = 'runtime/[name]-[hash]';
  },
});
