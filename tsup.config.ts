import { readFile } from 'node:fs/promises';
import { defineConfig, type Options } from 'tsup';

type Plugin = NonNullable<Options['esbuildPlugins']>[number];

/**
 * Our styles are CSS in template strings (`*.styles.ts`, adopted as constructable stylesheets), which
 * the JS minifier leaves as written. This minifies each one with esbuild's CSS minifier, so a
 * page downloads the same rules without the layout and comments.
 */
export const minifyStyleStrings: Plugin = {
  name: 'minify-style-strings',
  setup(build) {
    build.onLoad({ filter: /\.styles\.ts$/ }, async ({ path }) => {
      const source = await readFile(path, 'utf8');
      const parts: string[] = [];
      let last = 0;
      for (const match of source.matchAll(/`([^`$\\]*)`/g)) {
        const { code } = await build.esbuild.transform(match[1]!, { loader: 'css', minify: true });
        parts.push(source.slice(last, match.index), JSON.stringify(code.trim()));
        last = match.index + match[0].length;
      }
      parts.push(source.slice(last));
      return { contents: parts.join(''), loader: 'ts' };
    });
  },
};

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
  esbuildPlugins: [minifyStyleStrings],
  esbuildOptions(options) {
    options.chunkNames = 'runtime/[name]-[hash]';
  },
});
