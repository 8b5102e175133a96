import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generatedFiles, orphanedPages } from './generated-files';

const root = join(import.meta.dirname, '..', '..');
const files = await generatedFiles(root);

/** The element definitions are the source; these files are derived from them and committed. */
describe('files generated from the element definitions', () => {
  for (const [path, content] of files) {
    it(`${path} is up to date (npm run generate:elements)`, () => {
      const current = readFileSync(join(root, path), 'utf8');
      expect(current === content, `${path} is stale: run npm run generate:elements`).toBe(true);
    });
  }

  it('docs/elements/ holds a page only for elements that exist', () => {
    expect(orphanedPages(root, files)).toEqual([]);
  });

  // A family's types reach its users only through the family's entry point.
  for (const path of files.keys()) {
    const family = /^packages\/([^/]+)\/src\/elements\.generated\.ts$/.exec(path)?.[1];
    if (!family) continue;
    it(`packages/${family}/src/index.ts exports the generated element types`, () => {
      expect(readFileSync(join(root, 'packages', family, 'src', 'index.ts'), 'utf8')).toContain("export type * from './elements.generated';");
    });
  }
});
