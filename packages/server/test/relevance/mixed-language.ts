/**
 * Mixed-language queries as the web app asks (every language, the interface's first): each
 * word of another language ("Stuhl oak": a German word, an English one, typed with the
 * interface in English) finds the items holding each word in one of their languages, shown
 * in the interface language, and the answer names both languages. The ranking rule (every
 * one-language match first) is tested on items made for it in ../search.mixed.test.ts.
 */
import type { Language } from '@vitrine/contracts';
import { expect } from 'vitest';
import {
  completion,
  models,
  shown,
  suggests,
  topHave,
  topIn,
  type Check,
  type Row,
} from './checks';

/** The hits matched in each of these languages (the answer's matched_languages). */
const matchedInEach =
  (languages: Language[]): Check =>
  (c) => {
    for (const language of languages)
      expect(c.answer.matched_languages ?? [], shown(c)).toContain(language);
  };

/** The words' languages, the interface's, the query, and what it finds first. */
const mixed = (
  [a, b]: [Language, Language],
  ui: Language,
  query: string,
  want: string,
  checks: Check[],
): Row => models(ui, query, `${a}+${b} words: ${want}`, [...checks, matchedInEach([a, b])]);

export const MIXED_LANGUAGE_ROWS: Row[] = [
  // A German architect with an English interface.
  mixed(['de', 'en'], 'en', 'Stuhl oak', 'oak chairs first', [
    topIn(2, 'Chairs'),
    topHave(2, 'Oak'),
  ]),
  mixed(['en', 'de'], 'de', 'chair Eiche', 'oak chairs first', [
    topIn(2, 'Stühle'),
    topHave(2, 'Eiche'),
  ]),
  mixed(['de', 'en'], 'en', 'Tisch walnut', 'walnut tables first', [
    topIn(2, 'Tables'),
    topHave(2, 'Walnut'),
  ]),
  mixed(['fr', 'en'], 'en', 'chaise oak', 'oak chairs first', [
    topIn(2, 'Chairs'),
    topHave(2, 'Oak'),
  ]),
  mixed(['en', 'fr'], 'fr', 'chair noyer', 'walnut chairs first', [
    topIn(2, 'Chaises'),
    topHave(2, 'Noyer'),
  ]),
  mixed(['es', 'de'], 'de', 'mesa Eiche', 'oak tables first', [
    topIn(2, 'Tische'),
    topHave(2, 'Eiche'),
  ]),
  mixed(['es', 'de'], 'es', 'silla Eiche', 'oak chairs first', [
    topIn(2, 'Sillas'),
    topHave(2, 'Roble'),
  ]),
  mixed(['pl', 'en'], 'en', 'krzesło oak', 'oak chairs first', [
    topIn(2, 'Chairs'),
    topHave(2, 'Oak'),
  ]),
  mixed(['tr', 'en'], 'en', 'sandalye oak', 'oak chairs first', [
    topIn(2, 'Chairs'),
    topHave(2, 'Oak'),
  ]),
  mixed(['ru', 'en'], 'en', 'стул oak', 'oak chairs first', [
    topIn(2, 'Chairs'),
    topHave(2, 'Oak'),
  ]),
  mixed(['en', 'ru'], 'ru', 'table дуб', 'oak tables first', [topHave(2, 'Дуб')]),
  // Three words, two languages, an accent typed.
  mixed(['de', 'en'], 'en', 'Tisch weiß oak', 'white oak tables first', [
    topIn(1, 'Tables'),
    topHave(1, 'Oak'),
  ]),
  // A typo in one of them: "did you mean" corrects it in its own language.
  models('en', 'Tisch wallnut', 'de+en words, a typo: did you mean "tisch walnut"', [
    suggests('tisch walnut'),
    topIn(2, 'Tables'),
    topHave(2, 'Walnut'),
  ]),
  // Completing the word being typed, whatever the language of the words before it.
  completion('en', 'Stuhl oa', 'property_value_labels', 'Oak'),
  completion('de', 'Tisch walnu', 'property_value_labels', 'Walnut'),
];
