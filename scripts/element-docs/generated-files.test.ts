import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generatedFiles } from './generated-files';

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
});
