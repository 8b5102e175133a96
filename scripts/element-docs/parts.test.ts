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

/** `@casino-sdk/ui/banners/BannerCarousel` → the file its package's `exports` names, without the extension. */
function exported(specifier: string): string | null {
  const [, pkg, sub] = /^@casino-sdk\/([^/]+)(?:\/(.+))?$/.exec(specifier) ?? [];
  const manifest = join(root, 'packages', pkg ?? '', 'package.json');
  if (!existsSync(manifest)) return null;
  const exports = (JSON.parse(readFileSync(manifest, 'utf8')) as { exports: Record<string, string> }).exports;
  const key = sub ? `./${sub}` : '.';
  const wildcard = Object.keys(exports).find((name) => name.endsWith('*') && key.startsWith(name.slice(0, -1)));
  const file = exports[key] ?? (wildcard ? exports[wildcard]!.replace('*', key.slice(wildcard.length - 1)) : null);
  return file ? join(root, 'packages', pkg!, file).replace(/\.tsx?$/, '') : null;
}

const isSource = (name: string) => /\.tsx?$/.test(name) && !name.includes('.test.') && !name.includes('.stories.') && !name.endsWith('.d.ts');

/**
 * The code of an element: its folder (subfolders like registration/details are views of the same
 * element) and every module of its family it imports from elsewhere, followed through (the lobby
 * shows favourites' and banners' pieces, login and registration the captcha's).
 */
function elementSource(folder: string, throughPackages: boolean): string {
  const dir = join(root, folder);
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter(isSource).map((file) => join(dir, file));
  for (let index = 0; index < files.length; index += 1) {
    for (const [, path] of readFileSync(files[index]!, 'utf8').matchAll(/(?:from |import\()'((?:\.\.?|@casino-sdk)\/[^']+)'/g)) {
      if (path!.startsWith('@casino-sdk/') && !throughPackages) continue;
      const target = path!.startsWith('@casino-sdk/') ? exported(path!) : resolve(dirname(files[index]!), path!);
      if (!target) continue;
      const found = [`${target}.tsx`, `${target}.ts`, join(target, 'index.ts')].find((candidate) => existsSync(candidate) && isSource(candidate));
      if (found && found.startsWith(join(root, 'packages')) && !files.includes(found)) files.push(found);
    }
  }
  return files.map((file) => readFileSync(file, 'utf8')).join('\n');
}

describe('element definitions match the views', () => {
  for (const [folder, items] of folders) {
    // Its own code shows only parts it documents; a part it documents may be drawn by a shared piece
    // it imports from another package (the lobby's banners, drawn by ui's carousel).
    const source = elementSource(folder, false);
    const withShared = elementSource(folder, true);
    const documented = new Set(items.flatMap(({ definition }) => Object.keys(definition.parts)));

    it(`${folder}: every literal part="…" in the views is documented`, () => {
      const named = [...source.matchAll(/\bpart="([^"]+)"/g)].flatMap((match) => match[1]!.split(/\s+/));
      expect(named.filter((part) => !documented.has(part))).toEqual([]);
    });

    it(`${folder}: every documented part is named in the views`, () => {
      // Parts passed to shared components (inputPart="…", part={part}) or built from an id appear as a
      // quoted name; a FormAlert without a part is `error` (its default).
      const named = (part: string) => new RegExp(`["'\`]${part}["'\` ]`).test(withShared) || (part === 'error' && /<FormAlert\b(?![^>]*\bpart=)/.test(withShared));
      expect([...documented].filter((part) => !named(part))).toEqual([]);
    });
  }
});
