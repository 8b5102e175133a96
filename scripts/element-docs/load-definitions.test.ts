import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadDefinitions } from './load-definitions';

const root = mkdtempSync(join(tmpdir(), 'element-definitions-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function definitionFile(path: string, tag: string): void {
  const file = join(root, path);
  mkdirSync(dirname(file), { recursive: true });
  const definition = { tag, summary: '', description: '', shadow: true, attributes: {}, events: {}, parts: {}, cssProperties: {}, slots: {} };
  writeFileSync(file, `export const definition = ${JSON.stringify(definition)};\n`);
}

// A new family (cashier, account, ...) needs no change to the generator: its package is found.
describe('loadDefinitions', () => {
  it('finds the definitions of every package, at any depth of its src/', async () => {
    definitionFile('packages/zeta/src/deep/folder/casino-zeta.definition.ts', 'casino-zeta');
    definitionFile('packages/alpha/src/casino-alpha.definition.ts', 'casino-alpha');
    definitionFile('packages/alpha/src/node_modules/x/casino-ignored.definition.ts', 'casino-ignored');
    const loaded = await loadDefinitions(root);
    expect(loaded.map(({ family, definition, entry }) => [family, definition.tag, entry])).toEqual([
      ['alpha', 'casino-alpha', 'packages/alpha/src/elements/casino-alpha.ts'],
      ['zeta', 'casino-zeta', 'packages/zeta/src/elements/casino-zeta.ts'],
    ]);
  });
});
