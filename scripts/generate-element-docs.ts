/**
 * `npm run generate:elements`: writes what the element definitions (`packages/*\/src/**\/*.definition.ts`)
 * produce — custom-elements.json, each family's `elements.generated.ts` (tag map and JSX types) and
 * element entries, and the element reference in docs/elements/. The CDN build reads its entries from
 * custom-elements.json. `--check` writes nothing and fails, naming the files, when any is stale.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generatedFiles, orphanedPages } from './element-docs/generated-files';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const check = process.argv.includes('--check');
const stale: string[] = [];
const files = await generatedFiles(root);
for (const [path, content] of files) {
  const file = join(root, path);
  if (existsSync(file) && readFileSync(file, 'utf8') === content) continue;
  stale.push(path);
  if (check) continue;
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
}
for (const path of orphanedPages(root, files)) {
  stale.push(path);
  if (!check) rmSync(join(root, path));
}
if (check && stale.length) {
  console.error(`Stale generated files (run npm run generate:elements): ${stale.join(', ')}`);
  process.exitCode = 1;
} else {
  console.log(stale.length ? `Wrote ${stale.join(', ')}` : 'Generated files are up to date.');
}
