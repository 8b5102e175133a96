import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { englishTextFiles } from './english-files';
import { interfaceLanguages, type InterfaceLanguage } from '@casino-sdk/core/contract';

// English is the SDK's own default text set, in one file per element; the other languages are the sandbox's seed.
const seedFolder = new URL('../seed/translations/', import.meta.url);

export { LANGUAGE_NAMES as languageNames } from '@casino-sdk/core/rules';

export function isInterfaceLanguage(value: string): value is InterfaceLanguage {
  return (interfaceLanguages as readonly string[]).includes(value);
}

/**
 * A language's texts as a flat key → text map. Read from disk on every call (the files are
 * small), so edited translations show without a restart; a missing file is an empty set.
 */
export async function loadTexts(language: InterfaceLanguage): Promise<Record<string, string>> {
  if (language === 'en') return Object.assign({}, ...(await Promise.all(englishTextFiles().map(readTexts)))) as Record<string, string>;
  return readTexts(fileURLToPath(new URL(`${language}.json`, seedFolder)));
}

async function readTexts(file: string): Promise<Record<string, string>> {
  let raw: string;
  try {
    raw = await readFile(file, 'utf8');
  } catch {
    return {};
  }
  const parsed = JSON.parse(raw) as unknown;
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
  // Only string values: the file is hand-edited and the contract wants strings.
  return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** The language a request wants: ?language=, else the first supported Accept-Language, else en. */
export function requestLanguage(query: string | undefined, acceptLanguage: string | undefined): InterfaceLanguage {
  if (query && isInterfaceLanguage(query)) return query;
  for (const part of (acceptLanguage ?? '').split(',')) {
    const code = part.trim().slice(0, 2).toLowerCase();
    if (isInterfaceLanguage(code)) return code;
  }
  return 'en';
}
