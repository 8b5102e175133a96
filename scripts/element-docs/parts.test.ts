import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadDefinitions } from './load-definitions';

const root = join(import.meta.dirname, '..', '..');
const loaded = await loadDefinitions(root);

/** Each element folder (where its definition lives) with the definitions in it. */
const folders = new Map<string, typeof loaded>();
for (const item of loaded) {
  const folder = dirname(item.source);
  folders.set(folder, [...(folders.get(folder) ?? []), item]);
}

const isSource = (name: string) => /\.tsx?$/.test(name) && !name.includes('.test.') && !name.includes('.stories.') && !name.endsWith('.d.ts');

/**
 * The code of an element: its folder (subfolders like registration/details are views of the same
 * element) and every module of its family it imports from elsewhere, followed through (the lobby
 * shows favourites' and banners' pieces, login and registration the captcha's).
 */
function elementSource(folder: string): string {
  const dir = join(root, folder);
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter(isSource).map((file) => join(dir, file));
  for (let index = 0; index < files.length; index += 1) {
    for (const [, path] of readFileSync(files[index]!, 'utf8').matchAll(/(?:from |import\()'(\.\.?\/[^']+)'/g)) {
      const target = resolve(dirname(files[index]!), path!);
      const found = [`${target}.tsx`, `${target}.ts`, join(target, 'index.ts')].find((candidate) => existsSync(candidate) && isSource(candidate));
      if (found && found.startsWith(join(root, 'packages')) && !files.includes(found)) files.push(found);
    }
  }
  return files.map((file) => readFileSync(file, 'utf8')).join('\n');
}

describe('element definitions match the views', () => {
  for (const [folder, items] of folders) {
    const source = elementSource(folder);
    const documented = new Set(items.flatMap(({ definition }) => Object.keys(definition.parts)));

    it(`${folder}: every literal part="…" in the views is documented`, () => {
      const named = [...source.matchAll(/\bpart="([^"]+)"/g)].flatMap((match) => match[1]!.split(/\s+/));
      expect(named.filter((part) => !documented.has(part))).toEqual([]);
    });

    it(`${folder}: every documented part is named in the views`, () => {
      // Parts passed to shared components (inputPart="…", part={part}) or built from an id appear as a
      // quoted name; a FormAlert without a part is `error` (its default).
      const named = (part: string) => new RegExp(`["'\`]${part}["'\` ]`).test(source) || (part === 'error' && /<FormAlert\b(?![^>]*\bpart=)/.test(source));
      expect([...documented].filter((part) => !named(part))).toEqual([]);
    });
  }
});
