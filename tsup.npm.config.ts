import { defineConfig } from 'tsup';
import { ENTRIES, EXTERNAL } from './npm-package';
import { minifyStyleStrings } from './tsup.config';

/**
 * The npm build, beside the CDN one: the same entries as ES modules with declarations, for a host
 * that installs the SDK and bundles it itself. React, react-dom and the SDK's npm dependencies stay
 * imports, so the host's bundler keeps one copy of each (one React on the page); the workspace
 * packages are bundled in. `npm-package.ts` writes the package.json and bundles the declarations
 * that `npm run typecheck` emits (npm-types.ts): the type-check is the one TypeScript program.
 */
export default defineConfig({
  entry: ENTRIES,
  outDir: 'dist/npm',
  format: ['esm'],
  platform: 'browser',
  target: 'es2022',
  splitting: true,
  treeshake: true,
  // The host's bundler minifies; readable code here keeps its stack traces useful.
  minify: false,
  sourcemap: true,
  clean: true,
  external: EXTERNAL,
  noExternal: [/^@casino-sdk\//],
  esbuildPlugins: [minifyStyleStrings],
  esbuildOptions(options) {
    options.chunkNames = 'chunks/[name]-[hash]';
  },
});
