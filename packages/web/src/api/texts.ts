/**
 * Data texts in the reader's language. Catalogue items carry texts in many languages; the
 * app shows the one in the UI language, then English, then a language-neutral one, then
 * whatever has the best score, so a title is never blank when the item has one.
 */
import type { TextEntry } from '@vitrine/contracts';
import { useTranslation } from 'react-i18next';
import { dataLanguages } from '../i18n/detect';

const byLanguage = new Map<string, string[]>();

/**
 * dataLanguages for the current UI language; re-renders when the language changes. The same
 * array for the same language, so memos and memoized components keyed on it hold.
 */
export function useDataLanguages(): string[] {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  let languages = byLanguage.get(language);
  if (!languages) byLanguage.set(language, (languages = dataLanguages(language)));
  return languages;
}

/** The payload of `item`'s best text of `category` for `languages` (most wanted first). */
export function textOf(
  item: { texts?: readonly TextEntry[] } | null | undefined,
  category: string,
  languages: readonly string[],
): string | undefined {
  const candidates = (item?.texts ?? []).filter((t) => t.category === category && t.payload);
  if (candidates.length === 0) return undefined;
  const rank = (t: TextEntry): number => {
    const index = languages.indexOf(t.language);
    if (index >= 0) return index;
    return t.language === '' ? languages.length : languages.length + 1;
  };
  let best = candidates[0]!;
  for (const t of candidates) {
    const byLanguage = rank(t) - rank(best);
    if (byLanguage < 0 || (byLanguage === 0 && t.score > best.score)) best = t;
  }
  return best.payload;
}

/** textOf in the current UI language. */
export function useText(
  item: { texts?: readonly TextEntry[] } | null | undefined,
  category: string,
): string | undefined {
  return textOf(item, category, useDataLanguages());
}
