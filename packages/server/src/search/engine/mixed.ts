/**
 * Mixed-language matching (docs/SEARCH.md, Mixed queries): a query whose words each match in
 * another of an item's languages ("Stuhl oak": a German word, an English one). The helpers of
 * EntityIndex.textMatches that say which words such a match needs, which language names it,
 * and which words language-neutral text (brand names, article numbers) holds.
 */
import { NEUTRAL, type PlannedWord, type QueryPlan } from '../text';
import type { Postings } from './postings';

/**
 * Which query words a mixed match needs (a bit per place in the query), or 0 when the plan
 * cannot match mixed: one word, or nothing every language requires. A word one of the
 * languages leaves out as a stop word ("and", "mit", "de") is not required: "Stuhl and oak".
 */
export function mixedWordsOf(plan: QueryPlan): number {
  let all = 0;
  let required = -1;
  for (const { words } of plan) {
    const present = wordsMask(words);
    all |= present;
    required &= present;
  }
  // (Queries are cut at 12 words: their bits fit the scratch space's 16.)
  const single = (all & (all - 1)) === 0;
  return single || required <= 0 || all >= 1 << 16 ? 0 : required;
}

/** A bit per query word a language's plan holds. */
export function wordsMask(words: PlannedWord[]): number {
  let mask = 0;
  for (const word of words) mask |= 1 << word.at;
  return mask;
}

/**
 * Of the plan entries in a mask, the best ranked one (the first of the lowest rank), a
 * language's before the neutral text's (which every language reads alike).
 */
export function bestLanguageIn(plan: QueryPlan, mask: number): number {
  let best = -1;
  for (let l = 0; l < plan.length; l++) {
    if (!(mask & (1 << l))) continue;
    const { rank, language } = plan[l]!;
    if (best < 0) best = l;
    else if (plan[best]!.language === NEUTRAL && language !== NEUTRAL) best = l;
    else if (language !== NEUTRAL && rank < plan[best]!.rank) best = l;
  }
  return Math.max(0, best);
}

/**
 * Per slot, the query words its language-neutral text holds (a bit each, into `into`), so
 * that a language's words and the neutral ones together can match every word: "Nordlys
 * Stuhl" (a brand name and a German word) is a German match. Returns nothing; the slots it
 * marks are all touched again by the walk that follows (same lists, same live slots).
 */
export function markNeutralWords(
  plan: QueryPlan,
  lexemesOf: (word: PlannedWord) => string[],
  postings: (lexeme: string) => Postings | undefined,
  live: ArrayLike<number>,
  into: Uint16Array,
) {
  const neutral = plan.find((entry) => entry.language === NEUTRAL);
  for (const word of neutral?.words ?? []) {
    const bit = 1 << word.at;
    for (const lexeme of lexemesOf(word)) {
      const list = postings(lexeme);
      if (!list) continue;
      // Names and numbers: short lists, so the decoder's own loop serves (the language
      // words' hot loop in entity-index.ts inlines it).
      list.forEach((slot) => {
        if (live[slot] !== 0) into[slot] = into[slot]! | bit;
      });
    }
  }
}
