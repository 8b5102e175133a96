import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { renderElementEntry } from './element-entries';
import { ELEMENT_PAGES_DIR, renderElementIndex, renderElementPage } from './element-pages';
import { renderElementTypes } from './element-types';
import { loadDefinitions } from './load-definitions';
import { renderManifest } from './manifest';

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
  files.set(`${ELEMENT_PAGES_DIR}/README.md`, renderElementIndex(loaded));
  for (const item of loaded) files.set(`${ELEMENT_PAGES_DIR}/${item.definition.tag}.md`, renderElementPage(item));
  return files;
}

/** Element pages left behind by an element that no longer exists (or was renamed). */
export function orphanedPages(root: string, files: ReadonlyMap<string, string>): string[] {
  const dir = join(root, ELEMENT_PAGES_DIR);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .map((name) => `${ELEMENT_PAGES_DIR}/${name}`)
    .filter((path) => !files.has(path));
}
