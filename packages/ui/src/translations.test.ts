import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The build fails on a missing key (DESIGN rule 7): English ships in core, the other six languages
// are served by the sandbox at GET /v1/translations/{lang}.
const en = readJson('../../core/src/i18n/en.json');
const LANGUAGES = ['cs', 'de', 'sk', 'hu', 'pl', 'es'] as const;

function readJson(relative: string): Record<string, unknown> {
  return JSON.parse(readFileSync(fileURLToPath(new URL(relative, import.meta.url)), 'utf8')) as Record<string, unknown>;
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([\w.]+)\s*(?:,[^}]*)?\}\}/g)].map((match) => match[1] ?? '').sort();
}

describe('translations', () => {
  it('English has only non-empty string values', () => {
    for (const [key, value] of Object.entries(en)) {
      expect(typeof value, key).toBe('string');
      expect((value as string).trim(), key).not.toBe('');
    }
  });

  it('English keeps the keys core reads', () => {
    for (const key of ['errors.network', 'errors.timeout', 'errors.contract', 'errors.generic', 'element.failed', 'element.retry']) {
      expect(en, key).toHaveProperty([key]);
    }
  });

  for (const language of LANGUAGES) {
    describe(language, () => {
      const texts = readJson(`../../sandbox/src/seed/translations/${language}.json`);

      it('has every key of en.json', () => {
        expect(Object.keys(en).filter((key) => !(key in texts))).toEqual([]);
      });

      it('has no key that en.json lacks', () => {
        expect(Object.keys(texts).filter((key) => !(key in en))).toEqual([]);
      });

      it('has no empty value', () => {
        const empty = Object.entries(texts).filter(([, value]) => typeof value !== 'string' || !value.trim());
        expect(empty.map(([key]) => key)).toEqual([]);
      });

      it('uses the same {{placeholders}} as English', () => {
        const differing = Object.keys(en)
          .filter((key) => typeof texts[key] === 'string')
          .filter((key) => placeholders(en[key] as string).join() !== placeholders(texts[key] as string).join());
        expect(differing).toEqual([]);
      });

      it('is translated, not copied from English', () => {
        const same = Object.keys(en).filter((key) => texts[key] === en[key]);
        // Some words are the same in both (Prime, Bonus, Casino in Spanish); most must not be.
        expect(same.length / Object.keys(en).length).toBeLessThan(0.2);
      });
    });
  }
});
