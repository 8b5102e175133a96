#!/usr/bin/env node
/**
 * Merges new UI texts into the SDK's English set and the sandbox's six translations in one go,
 * so no key ever exists in one language only. Usage: `node scripts/add-texts.mjs texts.json`
 * where texts.json is `{ "en": { "key": "text" }, "cs": { ... }, ... }` with all seven languages.
 * Existing keys are overwritten, new ones appended. A lock folder keeps parallel runs apart.
 */
import { mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const LANGUAGES = ['en', 'cs', 'de', 'sk', 'hu', 'pl', 'es'];
const root = fileURLToPath(new URL('..', import.meta.url));
const fileOf = (language) =>
  language === 'en' ? `${root}packages/core/src/i18n/en.json` : `${root}packages/sandbox/src/seed/translations/${language}.json`;

const input = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const keys = Object.keys(input.en ?? {});
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
