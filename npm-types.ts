import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { rollup } from 'rollup';
import { dts } from 'rollup-plugin-dts';

/**
 * Where `npm run typecheck` writes the declarations of every file it checks (package.json). The
 * type-check is the one TypeScript program of the npm build: bundling its declarations per entry
 * reads them as text and type-checks nothing again (tsup's own `dts` built a second program of the
 * same sources, 44 s of CPU; tests/README.md, "Budget").
 */
export const DECLARATIONS = 'dist/types';

interface TypesBuild {
  /** Entry name (its path in the package, without extension) → source file. */
  entries: Record<string, string>;
  /** Imports left to the host. */
  external: RegExp[];
  /** The workspace packages' subpaths as TypeScript `paths` under a root directory. */
  workspacePaths: (root: string) => Record<string, string[]>;
}

/** The declaration of each entry, with the workspace packages' types bundled in, beside its code in dist/npm. */
export async function bundleTypes({ entries, external, workspacePaths }: TypesBuild): Promise<void> {
  const root = resolve(DECLARATIONS);
  const input = Object.fromEntries(Object.entries(entries).map(([name, source]) => [name, `${root}/${source.replace(/\.tsx?$/, '.d.ts')}`]));
  const missing = Object.values(input).filter((file) => !existsSync(file));
  if (missing.length > 0) throw new Error(`No declarations for ${missing.join(', ')}: run \`npm run typecheck\` first.`);
  const bundle = await rollup({
    input,
    external,
    plugins: [dts({ compilerOptions: { paths: workspacePaths(root) } })],
    // An import left unresolved would ship a declaration that names a file the package lacks.
    onwarn(warning, warn) {
      if (warning.code === 'UNRESOLVED_IMPORT') throw new Error(`declaration bundle: ${warning.message}`);
      warn(warning);
    },
  });
  await bundle.write({ dir: 'dist/npm', format: 'es', entryFileNames: '[name].d.ts', chunkFileNames: (chunk) => `chunks/${chunk.name.replace(/\.d$/, '')}-[hash].d.ts` });
  await bundle.close();
}
