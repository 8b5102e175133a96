import { existsSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ElementDefinition } from '../../packages/ui/src/element/element-definition';

/** One element's definition and where it lives in the repository (paths relative to the root, `/`-separated). */
export interface LoadedDefinition {
  definition: ElementDefinition;
  /** The element family: `site`, `lobby`, ... (the folder under `packages/`). */
  family: string;
  /** The `*.definition.ts` file. */
  source: string;
  /** The entry that registers the element, generated (element-entries.ts): `packages/{family}/src/elements/{tag}.ts`. */
  entry: string;
}

function posix(path: string): string {
  return path.split(sep).join('/');
}

function definitionFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((item) => {
    const path = join(dir, item.name);
    if (item.isDirectory()) return item.name === 'node_modules' ? [] : definitionFiles(path);
    return item.name.endsWith('.definition.ts') ? [path] : [];
  });
}

function isDefinition(value: unknown): value is ElementDefinition {
  return typeof value === 'object' && value !== null && typeof (value as { tag?: unknown }).tag === 'string' && 'attributes' in value;
}

/**
 * Every element definition under `packages/{family}/src/`, sorted by family and tag so the
 * generated files do not change with the file system's order.
 */
export async function loadDefinitions(root: string): Promise<LoadedDefinition[]> {
  const packages = join(root, 'packages');
  const loaded: LoadedDefinition[] = [];
  for (const family of readdirSync(packages).sort()) {
    const src = join(packages, family, 'src');
    if (!existsSync(src)) continue;
    for (const file of definitionFiles(src).sort()) {
      const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
      const definitions = Object.values(module).filter(isDefinition);
      if (definitions.length !== 1) throw new Error(`${posix(relative(root, file))} must export exactly one element definition.`);
      const definition = definitions[0]!;
      const entry = `packages/${family}/src/elements/${definition.tag}.ts`;
      loaded.push({ definition, family, source: posix(relative(root, file)), entry });
    }
  }
  const tags = loaded.map((item) => item.definition.tag);
  const repeated = tags.find((tag, index) => tags.indexOf(tag) !== index);
  if (repeated) throw new Error(`<${repeated}> is defined twice.`);
  return loaded.sort((a, b) => a.family.localeCompare(b.family) || a.definition.tag.localeCompare(b.definition.tag));
}
