/**
 * Text handling shared by indexing and querying: which text search configuration a language
 * uses, folding (accents, case) and splitting into words, so both sides agree.
 */
import { LANGUAGES } from '@vitrine/contracts';

/** Languages with a text search configuration (vitrine_<code>); 'xx' is language-neutral. */
export const SEARCH_LANGUAGES: readonly string[] = [...LANGUAGES, 'xx'];

/** Languages PostgreSQL has no stemmer for: their words match by prefix instead. */
export const UNSTEMMED = new Set(['cs', 'pl', 'xx']);

/** The configuration for a text's language; anything unknown is treated as neutral. */
export const configFor = (language: string | undefined) =>
  `vitrine_${language && SEARCH_LANGUAGES.includes(language) ? language : 'xx'}`;

/** Letters unaccent maps that Unicode decomposition leaves alone. */
const SPECIAL: Record<string, string> = {
  ł: 'l',
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  đ: 'd',
  ı: 'i',
  ð: 'd',
  þ: 'th',
  ё: 'е',
};

/** Lower case without accents, as unaccent + lower would give. */
export function fold(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[łøæœßđıðþё]/g, (c) => SPECIAL[c] ?? c)
    .normalize('NFC');
}

/** Folded words: letters and digits, hyphenated parts kept together. */
export function words(text: string): string[] {
  return fold(text).match(/[\p{L}\p{N}]+(?:[-'][\p{L}\p{N}]+)*/gu) ?? [];
}

/** Every word start of a folded label: "dining table" gives "dining table" and "table". */
export function wordStarts(label: string): string[] {
  const parts = words(label);
  return parts.map((_, i) => parts.slice(i).join(' '));
}

/** Edit distance counting a swap of neighbours as one edit (optimal string alignment). */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}
