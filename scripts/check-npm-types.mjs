// Type-checks a consumer of the built npm package (dist/npm): every subpath it exports, imported
// from a project with the package and its dependencies in node_modules, with skipLibCheck off,
// under NodeNext and Bundler resolution. attw checks that the types resolve; this checks that
// they compile against the dependencies the package declares.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

const root = process.cwd();
const pkg = JSON.parse(readFileSync('dist/npm/package.json', 'utf8'));
const dir = mkdtempSync(join(tmpdir(), 'casino-sdk-consumer-'));
const link = (name, target) => {
  mkdirSync(dirname(join(dir, 'node_modules', name)), { recursive: true });
  symlinkSync(target, join(dir, 'node_modules', name), 'dir');
};
try {
  // A copy, not a link: resolved through a link, the package would find the repository's node_modules.
  cpSync('dist/npm', join(dir, 'node_modules', pkg.name), { recursive: true });
  const installed = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.peerDependencies)];
  // Libraries that ship no types of their own come with their @types package.
  for (const name of [...installed, ...installed.map((name) => `@types/${name}`)]) {
    if (existsSync(resolve('node_modules', name))) link(name, resolve('node_modules', name));
  }
  const subpaths = Object.keys(pkg.exports).filter((subpath) => subpath.endsWith('package.json') === false);
  const imports = subpaths.map((subpath, index) => `import * as entry${index} from '${pkg.name}${subpath.slice(1)}';`);
  const main = `${imports.join('\n')}\nexport const entries = [${subpaths.map((_, index) => `entry${index}`).join(', ')}];\n`;
  writeFileSync(join(dir, 'main.ts'), main);
  writeFileSync(join(dir, 'package.json'), '{ "type": "module" }\n');
  for (const [module, moduleResolution] of [['NodeNext', 'NodeNext'], ['ESNext', 'Bundler']]) {
    const options = { target: 'ES2022', module, moduleResolution, strict: true, noEmit: true, skipLibCheck: false, skipDefaultLibCheck: true, lib: ['ES2023', 'DOM', 'DOM.Iterable'], types: [] };
    writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: options, files: ['main.ts'] }));
    execFileSync(process.execPath, [join(root, 'node_modules/typescript-7/bin/tsc'), '-p', dir], { stdio: 'inherit' });
    console.log(`${subpaths.length} entries type-check for a consumer (${moduleResolution}).`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
