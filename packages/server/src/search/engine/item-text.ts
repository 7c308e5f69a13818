/**
 * What the index takes in for one item's text: its text vector as parsed from PostgreSQL's
 * tsvector text (entity-index.ts posts it; the item's other fields go to item-columns.ts,
 * which keeps their strings as numbers of one table).
 */
const WEIGHT_CODES = ['D', 'C', 'B', 'A'];

/** One item's text vector: its lexemes and their weight codes (0 = D to 3 = A). */
export interface ItemText {
  lexemes: string[];
  weights: Uint8Array;
}

/** Lexemes and weight codes of a tsvector's text form: 'de:stuhl':3A 'en:chair':1A. */
export function parseTsv(tsv: string): ItemText {
  const lexemes: string[] = [];
  const weights: number[] = [];
  for (const match of tsv.matchAll(/'((?:[^']|'')*)'(?::[\d,]+([ABCD])?)?/g)) {
    lexemes.push(match[1]!.replace(/''/g, "'"));
    weights.push(WEIGHT_CODES.indexOf(match[2] ?? 'D'));
  }
  return { lexemes, weights: Uint8Array.from(weights) };
}
