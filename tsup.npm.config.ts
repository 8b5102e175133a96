import { defineConfig } from 'tsup';
import { dependencies, ELEMENT_ENTRIES, PEERS, workspacePaths } from './npm-package';
import { minifyStyleStrings } from './tsup.config';

const external = [...PEERS, ...Object.keys(dependencies())].map((name) => new RegExp(`^${name}($|/)`));

/**
 * The npm build, beside the CDN one: the same entries as ES modules with declarations, for a host
 * that installs the SDK and bundles it itself. React, react-dom and the SDK's npm dependencies stay
 * imports, so the host's bundler keeps one copy of each (one React on the page); the workspace
 * packages are bundled in, code and types. `npm-package.ts` writes the package.json.
 */
export default defineConfig({
  entry: {
    index: 'packages/core/src/index.ts',
    'site/index': 'packages/site/src/index.ts',
    'site/frame': 'packages/site/src/frame.ts',
    'lobby/index': 'packages/lobby/src/index.ts',
    'game-frame/index': 'packages/game-frame/src/index.ts',
    ...Object.fromEntries(ELEMENT_ENTRIES.map(({ name, source }) => [`elements/${name}`, source])),
  },
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
  dts: { compilerOptions: { paths: workspacePaths() } },
  external,
  noExternal: [/^@casino-sdk\//],
  esbuildPlugins: [minifyStyleStrings],
  esbuildOptions(options) {
    options.chunkNames = 'chunks/[name]-[hash]';
  },
});
