/** Which words a mixed-language match needs, and which language names it (mixed.ts). */
import { describe, expect, it } from 'vitest';
import { queryPlan } from '../text';
import { bestLanguageIn, mixedWordsOf } from './mixed';

describe('mixed-language matching', () => {
  it('needs every word of a query of two words or more', () => {
    expect(mixedWordsOf(queryPlan(['stuhl', 'oak'], ['en', 'de', 'xx'], false))).toBe(0b11);
    expect(mixedWordsOf(queryPlan(['tisch', 'weiss', 'oak'], ['en', 'de', 'xx'], true))).toBe(
      0b111,
    );
  });

  it('does not mix one word (any language is already a match)', () => {
    expect(mixedWordsOf(queryPlan(['stuhl'], ['en', 'de', 'xx'], true))).toBe(0);
  });

  it('leaves out a word one of the languages drops as a stop word', () => {
    // "and" is an English stop word, "mit" a German one.
    expect(mixedWordsOf(queryPlan(['stuhl', 'and', 'oak'], ['en', 'de', 'xx'], false))).toBe(0b101);
    expect(mixedWordsOf(queryPlan(['stuhl', 'mit', 'oak'], ['en', 'de', 'xx'], false))).toBe(0b101);
  });

  it('names a mixed match by its best ranked language, a language before neutral text', () => {
    const plan = queryPlan(
      ['stuhl', 'oak'],
      ['en', 'de', 'fr', 'xx'],
      false,
      new Map(),
      [0, 1, 2, 0],
    );
    expect(bestLanguageIn(plan, 0b0110)).toBe(1);
    expect(bestLanguageIn(plan, 0b1100)).toBe(2);
    expect(bestLanguageIn(plan, 0b0011)).toBe(0);
  });
});
