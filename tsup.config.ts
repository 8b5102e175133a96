import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { defineConfig, type Options } from 'tsup';
import { registrationModule } from './scripts/element-docs/registration-definition';

type Plugin = NonNullable<Options['esbuildPlugins']>[number];

/**
 * Our styles are CSS in template strings (`*.styles.ts`, adopted as constructable stylesheets), which
 * the JS minifier leaves as written. This minifies each one with esbuild's CSS minifier, so a
 * page downloads the same rules without the layout and comments. A template may take in other
 * rules (`${formCardCss(...)}`) on lines of their own: the CSS between them is whole rules, and
 * minifies apart. One whose placeholders sit inside a rule (a selector built from a tag) is left as
 * written.
 */
export const minifyStyleStrings: Plugin = {
  name: 'minify-style-strings',
  setup(build) {
    const minify = async (css: string) => (await build.esbuild.transform(css, { loader: 'css', minify: true })).code.trim();
    build.onLoad({ filter: /\.styles\.ts$/ }, async ({ path }) => {
      const source = await readFile(path, 'utf8');
      const parts: string[] = [];
      let last = 0;
      // Templates assigned to a name (`export const x = `…``), not code spans in the comments.
      for (const match of source.matchAll(/(?<==\s*)`((?:[^`$\\]|\$(?!\{)|\$\{[^{}`]*\})*)`/g)) {
        // Even pieces are CSS, odd ones the placeholders between them.
        const pieces = match[1]!.split(/(\$\{[^{}`]*\})/);
        const onOwnLines = pieces.every((piece, i) => i % 2 === 0 || (/(^|\n)[ \t]*$/.test(pieces[i - 1]!) && /^[ \t]*(\n|$)/.test(pieces[i + 1]!)));
        if (!onOwnLines) continue;
        const minified = await Promise.all(pieces.map((piece, i) => (i % 2 ? piece : minify(piece))));
        const text = pieces.length === 1 ? JSON.stringify(minified[0]) : `\`${minified.filter(Boolean).join('\n')}\``;
        parts.push(source.slice(last, match.index), text);
        last = match.index + match[0].length;
      }
      parts.push(source.slice(last));
      return { contents: parts.join(''), loader: 'ts' };
    });
  },
};

/** Element definitions ship only what registration reads (see registrationModule). */
const registrationDefinitions: Plugin = {
  name: 'registration-definitions',
  setup(build) {
    build.onLoad({ filter: /\.definition\.ts$/ }, async ({ path }) => {
      const { code } = await build.esbuild.transform(await readFile(path, 'utf8'), { loader: 'ts', format: 'esm' });
      return { contents: await registrationModule(code), loader: 'js' };
    });
  },
};

interface ElementsManifest {
  modules: { path: string; exports?: { kind: string; name: string }[] }[];
}

/**
 * One CDN entry per element, `elements/{tag}`, from custom-elements.json (generated from the element
 * definitions by `npm run generate:elements`): each module there is the file whose import defines the tag.
 */
function elementEntries(): Record<string, string> {
  const manifest = JSON.parse(readFileSync('custom-elements.json', 'utf8')) as ElementsManifest;
  return Object.fromEntries(
    manifest.modules.flatMap((module) =>
      (module.exports ?? []).filter((item) => item.kind === 'custom-element-definition').map((item) => [`elements/${item.name}`, module.path]),
    ),
  );
}

/**
 * The CDN build: one ES module per element plus `casino-sdk.js` (the CasinoSDK API). esbuild's
 * code splitting puts what they share — React, signals, core, ui — into runtime chunks that every
 * entry imports, so a page that loads three elements loads React once (house rule 3, docs/architecture.md).
 */
export default defineConfig({
  entry: {
    'casino-sdk': 'packages/core/src/index.ts',
    ...elementEntries(),
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
  esbuildPlugins: [minifyStyleStrings, registrationDefinitions],
  esbuildOptions(options) {
    options.chunkNames = 'runtime/[name]-[hash]';
  },
});
