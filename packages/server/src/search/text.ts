/**
 * Text handling shared by indexing and querying: which text search configuration a language
 * uses, folding (accents, case) and splitting into words, so both sides agree.
 */
import { LANGUAGES } from '@vitrine/contracts';
import { newStemmer } from 'snowball-stemmers';

/** The language of text that belongs to none (brand names, article numbers). */
export const NEUTRAL = 'xx';

/** Languages the index keeps text for, the neutral one last. */
export const SEARCH_LANGUAGES: readonly string[] = [...LANGUAGES, NEUTRAL];

/** Snowball algorithm per language; Polish has none (its words match by prefix). */
const ALGORITHM: Record<string, string> = {
  en: 'english',
  de: 'german',
  cs: 'czech',
  da: 'danish',
  es: 'spanish',
  fr: 'french',
  it: 'italian',
  nl: 'dutch',
  pt: 'portuguese',
  ro: 'romanian',
  ru: 'russian',
  sv: 'swedish',
  tr: 'turkish',
};
const stemmers = new Map(
  Object.entries(ALGORITHM).map(([language, algorithm]) => [language, newStemmer(algorithm)]),
);

/**
 * Words a query may leave out in each language (articles, prepositions, conjunctions): only
 * these, since longer lists hold words that matter in a catalogue (high, round, small).
 */
const STOP_WORDS: Record<string, string[]> = {
  en: ['a', 'an', 'the', 'and', 'or', 'of', 'for', 'with', 'in', 'on', 'to', 'by'],
  de: [
    'der',
    'die',
    'das',
    'den',
    'dem',
    'des',
    'ein',
    'eine',
    'einen',
    'und',
    'oder',
    'mit',
    'für',
    'aus',
    'von',
    'im',
    'in',
  ],
  cs: ['a', 'i', 'nebo', 's', 'se', 'z', 've', 'v', 'na', 'pro', 'do'],
  da: ['en', 'et', 'og', 'eller', 'med', 'til', 'af', 'i', 'på', 'fra'],
  es: ['el', 'la', 'los', 'las', 'un', 'una', 'y', 'o', 'de', 'del', 'con', 'para', 'en'],
  fr: [
    'le',
    'la',
    'les',
    'l',
    'un',
    'une',
    'des',
    'et',
    'ou',
    'de',
    'du',
    'd',
    'avec',
    'pour',
    'en',
  ],
  it: [
    'il',
    'lo',
    'la',
    'i',
    'gli',
    'le',
    'l',
    'un',
    'una',
    'e',
    'o',
    'di',
    'da',
    'con',
    'per',
    'in',
  ],
  nl: ['de', 'het', 'een', 'en', 'of', 'met', 'voor', 'van', 'in', 'op'],
  pl: ['i', 'oraz', 'lub', 'z', 'ze', 'w', 'we', 'do', 'na', 'dla'],
  pt: ['o', 'a', 'os', 'as', 'um', 'uma', 'e', 'ou', 'de', 'do', 'da', 'com', 'para', 'em'],
  ro: ['un', 'o', 'și', 'sau', 'cu', 'de', 'din', 'la', 'în', 'pentru'],
  ru: ['и', 'или', 'с', 'со', 'в', 'во', 'на', 'для', 'из', 'от'],
  sv: ['en', 'ett', 'och', 'eller', 'med', 'för', 'av', 'i', 'på', 'till'],
  tr: ['ve', 'veya', 'ile', 'bir', 'için'],
};

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

/**
 * Edit distance counting a swap of neighbours as one edit (optimal string alignment), bounded:
 * past `max` it stops and answers max + 1. Only the band of cells within `max` of the
 * diagonal is computed (words whose lengths differ by more are not compared at all), so a
 * 500-letter word against 50 candidates costs microseconds instead of a second.
 */
export function editDistance(a: string, b: string, max = Math.max(a.length, b.length)): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const cols = b.length + 1;
  const far = max + 1;
  // Three rows: two back (for swaps), one back, this one; cells outside the band are `far`.
  let older = new Int32Array(cols).fill(far);
  let prev = new Int32Array(cols).fill(far);
  let row = new Int32Array(cols).fill(far);
  for (let j = 0; j <= Math.min(b.length, max); j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    const from = Math.max(1, i - max);
    const to = Math.min(b.length, i + max);
    // Cells this row reads but does not compute are outside the band (the arrays are reused).
    row[0] = i <= max ? i : far;
    row[from - 1] = from === 1 ? row[0] : far;
    if (to < b.length) row[to + 1] = far;
    let best = row[0];
    for (let j = from; j <= to; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, older[j - 2]! + 1);
      row[j] = Math.min(d, far);
      if (d < best) best = d;
    }
    if (best > max) return max + 1;
    [older, prev, row] = [prev, row, older];
  }
  return Math.min(prev[b.length]!, far);
}

const stopWords = new Map(
  Object.entries(STOP_WORDS).map(([language, list]) => [language, new Set(list.map(fold))]),
);

/** The index form of a folded word in a language: its stem, or the word itself. */
export function stem(word: string, language: string): string {
  const stemmer = stemmers.get(language);
  // No word of a catalogue language is this long (a query may hold one of 500 letters): the
  // stemmers take ~5 ms on such a word in each language, and the cache would keep it.
  if (!stemmer || word.length > STEMMED_WORD_MAX) return word;
  // The stemmer takes ~15 µs a word; catalogue text repeats its words, so results are kept.
  const key = `${language}:${word}`;
  let stemmed = stemCache.get(key);
  if (stemmed === undefined) {
    if (stemCache.size >= 500_000) stemCache.clear();
    stemmed = stemmer.stem(word);
    stemCache.set(key, stemmed);
  }
  return stemmed;
}
const stemCache = new Map<string, string>();

/** Longer words are indexed and matched as they are, unstemmed (on both sides alike). */
export const STEMMED_WORD_MAX = 64;

/** Lexemes of a text: stems of its words, and of hyphenated words their parts too. */
export function lexemes(text: string, language: string): string[] {
  const out: string[] = [];
  for (const word of words(text)) {
    const clean = word.replace(/'/g, '');
    out.push(stem(clean, language));
    if (clean.includes('-'))
      for (const part of clean.split('-')) if (part) out.push(stem(part, language));
  }
  return out;
}

const quote = (lexeme: string) => `'${lexeme.replace(/\\/g, '').replace(/'/g, '')}'`;

/**
 * A tsvector literal from weighted fields per language (A most important): each lexeme,
 * tagged with its language, once, with the weight of the most important field holding it.
 */
export function tsvectorLiteral(
  byLanguage: Map<string, { a: string[]; b: string[]; c: string[]; d: string[] }>,
): string {
  const best = new Map<string, string>();
  for (const [language, fields] of byLanguage) {
    for (const weight of ['D', 'C', 'B', 'A'] as const) {
      for (const text of fields[weight.toLowerCase() as 'a' | 'b' | 'c' | 'd']) {
        for (const lexeme of lexemes(text, language))
          if (lexeme) best.set(`${language}:${lexeme}`, weight);
      }
    }
  }
  return [...best]
    .map(([lexeme, weight], i) => `${quote(lexeme)}:${Math.min(i + 1, 16383)}${weight}`)
    .join(' ');
}

/** Languages that write compound nouns as one word (Esstisch, vloerlamp, golvlampa, sofabord). */
export const COMPOUNDING: ReadonlySet<string> = new Set(['de', 'nl', 'sv', 'da']);

/** One query word in one language: lexemes it matches whole, and lexeme beginnings. */
export interface PlannedWord {
  exact: string[];
  prefixes: string[];
  /** The word's place in the query (stop words left out of a language keep theirs). */
  at: number;
}

/** The lexeme key as the index stores it: language-tagged, without quotes or backslashes. */
export const lexemeKey = (language: string, lexeme: string) =>
  `${language}:${lexeme}`.replace(/[\\']/g, '');

/**
 * What a query matches: per language, its words' lexemes and prefixes, and the language's
 * rank (0 most preferred; see languageRanks).
 */
export type QueryPlan = Array<{ language: string; rank: number; words: PlannedWord[] }>;

/**
 * Each search language's rank: its place in the order the request gave, language-neutral
 * text ranking with the first (a brand name or article number is read alike in every
 * language). Unranked (no order given), every language is equal.
 */
export function languageRanks(languages: readonly string[], ranked: boolean): number[] {
  return languages.map((language, i) => (ranked && language !== NEUTRAL ? i : 0));
}

/**
 * What a query matches, per language: every word (stop words left out unless all are) by
 * its stem, the compounds ending with it, and the last word also as a beginning while the
 * visitor types. Polish has no stemmer: words of five letters and more match by their
 * beginning without the last letter (krzesła, krzesło).
 */
export function queryPlan(
  queryWords: string[],
  languages: string[],
  prefixLast: boolean,
  compounds: ReadonlyMap<string, string[]> = new Map(),
  ranks: readonly number[] = [],
): QueryPlan {
  return languages.map((language, l) => {
    const stops = stopWords.get(language);
    const positions = queryWords.map((_, at) => at);
    const kept = positions.filter((at) => !stops?.has(queryWords[at]!));
    const list = kept.length > 0 ? kept : positions;
    const planned = list.map((at, i): PlannedWord => {
      const word = queryWords[at]!;
      const clean = word.replace(/'/g, '');
      const key = (lexeme: string) => lexemeKey(language, lexeme);
      if (language === 'pl' && clean.length >= 5)
        return { exact: [], prefixes: [key(clean.slice(0, -1))], at };
      const exact = new Set([
        key(stem(clean, language)),
        ...(compounds.get(`${language}:${word}`) ?? []).map((w) => key(stem(w, language))),
      ]);
      const prefixes = i === list.length - 1 && prefixLast ? [key(clean)] : [];
      return { exact: [...exact], prefixes, at };
    });
    return { language, rank: ranks[l] ?? 0, words: planned };
  });
}

/** Whether a word is a compound ending with another ("esstische" ends with "tisch"), by stems. */
export function endsCompound(word: string, part: string, language: string): boolean {
  const whole = stem(word, language);
  const end = stem(part, language);
  return whole.length > end.length + 1 && whole.endsWith(end);
}

/** Whether a query word matches a label word as queryPlan would (no prefix). */
function sameWord(queryWord: string, labelWord: string, language: string): boolean {
  if (language === 'pl' && queryWord.length >= 5)
    return labelWord.startsWith(queryWord.slice(0, -1));
  return stem(queryWord, language) === stem(labelWord, language);
}

/**
 * Whether a query names a label: each of the label's words (stop words aside) is one of the
 * query's. "mesas" names Mesas but not Lámparas de mesa; "mesa de centro" names both.
 */
export function namesLabel(queryWords: string[], label: string, language: string): boolean {
  const stops = stopWords.get(language);
  const needed = words(label).filter((w) => !stops?.has(w));
  return (
    needed.length > 0 && needed.every((lw) => queryWords.some((qw) => sameWord(qw, lw, language)))
  );
}

/**
 * Whether a query is nothing but a label: it names the label and each of its words (stop
 * words aside) is one of the label's. "chair" and "stühle" are Chairs / Stühle; "aalto chair"
 * is not.
 */
export function isLabel(queryWords: string[], label: string, language: string): boolean {
  if (!namesLabel(queryWords, label, language)) return false;
  const stops = stopWords.get(language);
  const labelWords = words(label);
  return queryWords
    .filter((qw) => !stops?.has(qw))
    .every((qw) => labelWords.some((lw) => sameWord(qw, lw, language)));
}

/** The word of a label that folds to a folded word, in lower case ("laenestol" → "lænestol"). */
export function displayWord(label: string, folded: string, language: string): string | undefined {
  const word = label
    .match(/[\p{L}\p{N}]+(?:[-'][\p{L}\p{N}]+)*/gu)
    ?.find((w) => fold(w) === folded);
  return word?.toLocaleLowerCase(language);
}
