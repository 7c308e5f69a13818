/**
 * Texts of the provider's pages and mails, one JSON file per language in i18n/ (all 14 of
 * spec 01 s.9, keys identical to en.json). The language comes from ui_locales or ?lang=, then
 * Accept-Language, then English.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES, type Language } from '@vitrine/contracts/languages';
import type en from './i18n/en.json';

export type TextKey = keyof typeof en;
export type Texts = Record<TextKey, string>;

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'i18n');
const TEXTS = new Map<Language, Texts>(
  LANGUAGES.map((lang) => [
    lang,
    JSON.parse(readFileSync(path.join(dir, `${lang}.json`), 'utf8')) as Texts,
  ]),
);

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** The first supported language of a space-separated list (ui_locales) or an Accept-Language header. */
export function pickLanguage(...candidates: Array<string | undefined>): Language {
  for (const candidate of candidates) {
    if (!candidate) continue;
    const tags = candidate
      .split(/[\s,]+/)
      .map((part) => {
        const [tag = '', q] = part.split(';q=');
        return { lang: tag.trim().slice(0, 2).toLowerCase(), q: q === undefined ? 1 : Number(q) };
      })
      .filter((t) => t.q > 0)
      .sort((a, b) => b.q - a.q);
    const found = tags.find((t) => isLanguage(t.lang));
    if (found) return found.lang as Language;
  }
  return 'en';
}

/** A translator for one language: t('key', { name: 'x' }) fills {name}. */
export function translator(lang: Language) {
  const texts = TEXTS.get(lang)!;
  return (key: TextKey, values: Record<string, string> = {}) =>
    texts[key].replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

export type Translate = ReturnType<typeof translator>;
