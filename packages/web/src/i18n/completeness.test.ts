/**
 * Every string in every language: each namespace's English file is the reference, and every
 * other language must have each key, non-empty, with the same {{placeholders}}, and no key
 * English lacks. Plural keys (key_one, key_other, ...) must cover the language's own plural
 * categories (Polish and Russian have few and many, for instance).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { NAMESPACES, UI_LANGUAGES } from './languages';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function flatten(value: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      for (const [k, v] of flatten(child, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
    }
  } else out.set(prefix, value);
  return out;
}

function read(file: string): Map<string, unknown> {
  return flatten(JSON.parse(readFileSync(file, 'utf8')));
}

const placeholders = (text: unknown) =>
  [...String(text).matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort();

/** The keys a language needs for English's keys, with plural keys in its own categories. */
function expectedKeys(english: Map<string, unknown>, language: string): Map<string, string> {
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const expected = new Map<string, string>();
  for (const key of english.keys()) {
    const base = key.replace(PLURAL_SUFFIX, '');
    if (base === key) expected.set(key, key);
    else for (const c of categories) expected.set(`${base}_${c}`, `${base}_other`);
  }
  return expected;
}

describe('translations', () => {
  it('every language file exists, and no namespace is unknown', () => {
    for (const language of UI_LANGUAGES.filter((l) => l !== 'en')) {
      const files = readdirSync(path.join(web, 'public/i18n', language)).sort();
      expect(files, language).toEqual(NAMESPACES.map((ns) => `${ns}.json`).sort());
    }
    const english = readdirSync(path.join(web, 'src/i18n/en')).sort();
    expect(english).toEqual(NAMESPACES.map((ns) => `${ns}.json`).sort());
  });

  for (const namespace of NAMESPACES) {
    it(`${namespace}: every key in every language, non-empty, same placeholders`, () => {
      const english = read(path.join(web, 'src/i18n/en', `${namespace}.json`));
      const problems: string[] = [];
      for (const [key, text] of english) {
        if (typeof text !== 'string' || text.trim() === '') problems.push(`en: ${key} is empty`);
      }
      for (const language of UI_LANGUAGES.filter((l) => l !== 'en')) {
        const file = path.join(web, 'public/i18n', language, `${namespace}.json`);
        const translated = read(file);
        const expected = expectedKeys(english, language);
        for (const [key, englishKey] of expected) {
          const text = translated.get(key);
          if (typeof text !== 'string' || text.trim() === '') {
            problems.push(`${language}: ${key} is missing or empty`);
          } else if (
            placeholders(text).join() !== placeholders(english.get(englishKey)).join() &&
            !(PLURAL_SUFFIX.test(key) && placeholders(text).every((p) => p === 'count'))
          ) {
            problems.push(`${language}: ${key} has other placeholders than English`);
          }
        }
        for (const key of translated.keys()) {
          const optionalPlural =
            PLURAL_SUFFIX.test(key) && expected.has(key.replace(PLURAL_SUFFIX, '_other'));
          if (!expected.has(key) && !optionalPlural)
            problems.push(`${language}: ${key} is not in English`);
        }
      }
      expect(problems).toEqual([]);
    });
  }
});
