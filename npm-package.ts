import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { bundleTypes } from './npm-types';

// The npm package: what it is made of (read by tsup.npm.config.ts and npm-types.ts), its package.json
// and its declarations (written into dist/npm after the code by `npm run build:npm`).

const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;

/** The element families: each is a workspace package with `src/index.ts` and `src/elements/{tag}.ts`. */
export const FAMILIES = ['site', 'access', 'lobby', 'game-frame', 'cashier', 'account'];

/** Each element entry registers its element when imported: the package's only side effects besides its runtime chunks. */
export const ELEMENT_ENTRIES: { name: string; source: string }[] = FAMILIES.flatMap((family) =>
  readdirSync(`packages/${family}/src/elements`)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => ({ name: file.slice(0, -'.ts'.length), source: `packages/${family}/src/elements/${file}` })),
);
export const ELEMENTS = ELEMENT_ENTRIES.map((entry) => entry.name);

/** Entry name (its path in the package, without extension) → source. */
export const ENTRIES: Record<string, string> = {
  index: 'packages/core/src/index.ts',
  'site/index': 'packages/site/src/index.ts',
  'site/shell': 'packages/site/src/shell.ts',
  // The first paints a server or an edge draws into a page's HTML (docs/first-paint.md): pure, no DOM.
  'site/first-paint': 'packages/site/src/content-page/first-paint.ts',
  'access/index': 'packages/access/src/index.ts',
  'lobby/index': 'packages/lobby/src/index.ts',
  'lobby/first-paint': 'packages/lobby/src/first-paint/first-paint.ts',
  'game-frame/index': 'packages/game-frame/src/index.ts',
  'cashier/index': 'packages/cashier/src/index.ts',
  'account/index': 'packages/account/src/index.ts',
  ...Object.fromEntries(ELEMENT_ENTRIES.map(({ name, source }) => [`elements/${name}`, source])),
};

/** One React on the page: the host's. */
export const PEERS = ['react', 'react-dom'];

/**
 * What the SDK's packages use from npm, minus React and themselves: real dependencies of the npm
 * package (its declarations name their types), so a host's bundler keeps one copy of each.
 */
export function dependencies(): Record<string, string> {
  const found: Record<string, string> = {};
  for (const pkg of ['core', 'ui', ...FAMILIES]) {
    const deps = readJson(`packages/${pkg}/package.json`).dependencies as Record<string, string>;
    for (const [name, version] of Object.entries(deps)) {
      if (!name.startsWith('@casino-sdk/') && !PEERS.includes(name)) found[name] = `^${version}`;
    }
  }
  return Object.fromEntries(Object.entries(found).sort(([a], [b]) => a.localeCompare(b)));
}

/** Imports the package leaves to the host: React and the npm dependencies, with their subpaths. */
export const EXTERNAL = [...PEERS, ...Object.keys(dependencies())].map((name) => new RegExp(`^${name}($|/)`));

/**
 * The workspace packages' subpaths as TypeScript `paths` to their sources under `root` (without
 * extension, so a declaration there resolves too): the declarations bundle their types in.
 */
export function workspacePaths(root: string): Record<string, string[]> {
  const paths: Record<string, string[]> = {};
  for (const pkg of ['core', 'ui', ...FAMILIES]) {
    const exports = readJson(`packages/${pkg}/package.json`).exports as Record<string, string>;
    for (const [subpath, file] of Object.entries(exports)) {
      paths[`@casino-sdk/${pkg}${subpath.slice(1)}`] = [`${root}/packages/${pkg}/${file.slice(2).replace(/\.tsx?$/, '')}`];
    }
  }
  return paths;
}

const entry = (path: string) => ({ types: `./${path}.d.ts`, default: `./${path}.js` });

export function packageJson(): Record<string, unknown> {
  const root = readJson('package.json');
  const react = (readJson('packages/site/package.json').dependencies as Record<string, string>).react!;
  return {
    name: root.name,
    version: root.version,
    description: 'Casino front-end SDK: the CasinoSDK API and the casino-* custom elements.',
    type: 'module',
    exports: {
      '.': entry('index'),
      './site': entry('site/index'),
      './site/shell': entry('site/shell'),
      './site/first-paint': entry('site/first-paint'),
      './access': entry('access/index'),
      './lobby': entry('lobby/index'),
      './lobby/first-paint': entry('lobby/first-paint'),
      './game-frame': entry('game-frame/index'),
      './cashier': entry('cashier/index'),
      './account': entry('account/index'),
      ...Object.fromEntries(ELEMENTS.map((name) => [`./elements/${name}`, entry(`elements/${name}`)])),
      './package.json': './package.json',
    },
    // Element entries register elements; each family entry registers its own; the shared chunks hold
    // the page registry (one runtime per page) and zod's jitless switch.
    sideEffects: ['./elements/*.js', './site/index.js', './access/index.js', './lobby/index.js', './game-frame/index.js', './cashier/index.js', './account/index.js', './chunks/*.js'],
    files: ['**/*.js', '**/*.d.ts', '**/*.js.map'],
    dependencies: dependencies(),
    peerDependencies: Object.fromEntries(PEERS.map((name) => [name, `^${react}`])),
  };
}

if (process.argv[1]?.endsWith('npm-package.ts')) {
  writeFileSync('dist/npm/package.json', `${JSON.stringify(packageJson(), null, 2)}\n`);
  await bundleTypes({ entries: ENTRIES, external: EXTERNAL, workspacePaths });
}
