import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
/** Where the SDK's and the demo host's code lives: every package but the sandbox, so a new element family counts at once. */
function sourceFolders(): string[] {
  const families = readdirSync(join(root, 'packages'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'sandbox')
    .map((entry) => `packages/${entry.name}/src`);
  return [...families, 'demo-host/src'];
}

function walk(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return walk(path);
    return entry.name.endsWith('texts.en.json') ? [path] : [];
  });
}

/**
 * Every file of English texts: core's own (`core/src/i18n/en.json`, the errors any element may
 * show) and each element's or component's `*texts.en.json` beside its code, which its view
 * registers when it loads. Together they are the English set the other six languages must match.
 */
export function englishTextFiles(): string[] {
  return [join(root, 'packages/core/src/i18n/en.json'), ...sourceFolders().flatMap((folder) => walk(join(root, folder))).sort()];
}
