#!/usr/bin/env node
/**
 * Merges new UI texts into the SDK's English and the sandbox's six translations in one go, so no
 * key ever exists in one language only. Usage: `node scripts/add-texts.mjs texts.json [english.json]`
 * where texts.json is `{ "en": { "key": "text" }, "cs": { ... }, ... }` with all seven languages.
 * English lives beside the code that shows it (`<family>/texts.en.json`, core's errors in
 * `packages/core/src/i18n/en.json`): give that file, or leave it out when the English file that
 * already holds keys of the same prefix (`header.` for `header.x`) is meant.
 * Existing keys are overwritten, new ones appended. A lock folder keeps parallel runs apart.
 */
import { mkdirSync, readdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const LANGUAGES = ['en', 'cs', 'de', 'sk', 'hu', 'pl', 'es'];
const root = fileURLToPath(new URL('..', import.meta.url));

/** The English files, as packages/sandbox/src/translations/english-files.ts finds them. */
function englishFiles() {
  const walk = (folder) =>
    readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) return walk(path);
      return entry.name.endsWith('texts.en.json') ? [path] : [];
    });
  const families = readdirSync(join(root, 'packages'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'sandbox')
    .map((entry) => `packages/${entry.name}/src`);
  const folders = [...families, 'demo-host/src'];
  return [join(root, 'packages/core/src/i18n/en.json'), ...folders.flatMap((folder) => walk(join(root, folder)))];
}

function englishFileFor(keys) {
  if (process.argv[3]) return resolve(process.argv[3]);
  const prefixes = new Set(keys.map((key) => key.split('.')[0]));
  const owners = englishFiles().filter((file) => Object.keys(JSON.parse(readFileSync(file, 'utf8'))).some((key) => prefixes.has(key.split('.')[0])));
  if (owners.length !== 1) {
    console.error(`Say which English file gets these texts (found ${owners.length} with their prefixes): node scripts/add-texts.mjs texts.json <family>/texts.en.json`);
    process.exit(1);
  }
  return owners[0];
}

const input = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const keys = Object.keys(input.en ?? {});
const englishFile = englishFileFor(keys);
const fileOf = (language) => (language === 'en' ? englishFile : `${root}packages/sandbox/src/seed/translations/${language}.json`);
const problems = LANGUAGES.flatMap((language) =>
  keys.filter((key) => typeof input[language]?.[key] !== 'string' || !input[language][key].trim()).map((key) => `${language}: ${key}`),
);
if (problems.length) {
  console.error(`Missing texts:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}

const lock = `${root}.texts.lock`;
for (let tries = 0; ; tries++) {
  try {
    mkdirSync(lock);
    break;
  } catch {
    if (tries > 200) throw new Error(`${lock} is held; remove it if no add-texts run is going on.`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
try {
  for (const language of LANGUAGES) {
    const file = fileOf(language);
    const texts = JSON.parse(readFileSync(file, 'utf8'));
    for (const key of keys) texts[key] = input[language][key];
    writeFileSync(file, `${JSON.stringify(texts, null, 2)}\n`);
  }
} finally {
  rmdirSync(lock);
}
console.log(`Added ${keys.length} texts in ${LANGUAGES.length} languages.`);
