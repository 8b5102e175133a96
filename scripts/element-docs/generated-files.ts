import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderElementEntry } from './element-entries';
import { renderElementTypes } from './element-types';
import { loadDefinitions } from './load-definitions';
import { renderManifest } from './manifest';
import { renderReadme } from './readme-reference';

/** Every file the element definitions produce, by path relative to the repository root, with its content. */
export async function generatedFiles(root: string): Promise<Map<string, string>> {
  const loaded = await loadDefinitions(root);
  const files = new Map<string, string>();
  files.set('custom-elements.json', renderManifest(loaded));
  for (const item of loaded) files.set(item.entry, renderElementEntry(item));
  for (const family of new Set(loaded.map((item) => item.family))) {
    const definitions = loaded.filter((item) => item.family === family).map((item) => item.definition);
    files.set(`packages/${family}/src/elements.generated.ts`, renderElementTypes(definitions));
  }
  files.set('README.md', renderReadme(readFileSync(join(root, 'README.md'), 'utf8'), loaded));
  return files;
}
