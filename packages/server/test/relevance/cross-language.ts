/**
 * Words of every catalogue language typed with the interface in another, as the web app asks
 * (every language, the interface's first): each finds its items, shown in the interface
 * language, and the answer says which language it matched in. And a word that means one
 * thing in the interface language and another elsewhere finds the interface's meaning first.
 */
import {
  findsAll,
  matchedFirstInOwn,
  matchedIn,
  models,
  topHave,
  topIn,
  type Check,
  type Row,
} from './checks';
import type { Language } from '@vitrine/contracts';

/** The word's language, the interface's, the word, and the category (or value) it finds. */
const typed = (word: Language, ui: Language, query: string, want: string, checks: Check[]): Row =>
  models(ui, query, `a ${word} word: ${want}, matched in ${word}`, [...checks, matchedIn(word)]);

export const CROSS_LANGUAGE_ROWS: Row[] = [
  // An Austrian architect whose browser is in English.
  typed('de', 'en', 'Stuhl', 'every chair', [topIn(5, 'Chairs'), findsAll('Chairs')]),
  typed('de', 'en', 'Tisch', 'tables first', [topIn(5, 'Tables')]),
  typed('de', 'en', 'Sessel', 'every armchair', [topIn(5, 'Armchairs'), findsAll('Armchairs')]),
  typed('de', 'en', 'Eiche', 'oak pieces first', [topHave(5, 'Oak')]),
  typed('en', 'de', 'armchair', 'armchairs first', [topIn(5, 'Sessel')]),
  typed('en', 'tr', 'chairs', 'every chair', [topIn(5, 'Sandalyeler'), findsAll('Sandalyeler')]),
  typed('cs', 'fr', 'židle', 'every chair', [topIn(5, 'Chaises'), findsAll('Chaises')]),
  typed('da', 'sv', 'lænestole', 'every armchair', [topIn(5, 'Fåtöljer'), findsAll('Fåtöljer')]),
  typed('es', 'it', 'sillas', 'every chair', [topIn(5, 'Sedie'), findsAll('Sedie')]),
  typed('fr', 'es', 'canapé', 'sofas first', [topIn(5, 'Sofás')]),
  typed('it', 'pt', 'divani', 'sofas first', [topIn(5, 'Sofás')]),
  typed('nl', 'de', 'stoelen', 'every chair', [topIn(5, 'Stühle'), findsAll('Stühle')]),
  typed('pl', 'cs', 'krzesła', 'every chair', [topIn(5, 'Židle'), findsAll('Židle')]),
  typed('pt', 'ro', 'cadeiras', 'every chair', [topIn(5, 'Scaune'), findsAll('Scaune')]),
  typed('ro', 'ru', 'scaune', 'every chair', [topIn(5, 'Стулья'), findsAll('Стулья')]),
  typed('ru', 'pl', 'кресла', 'every armchair', [topIn(5, 'Fotele'), findsAll('Fotele')]),
  typed('sv', 'da', 'fåtöljer', 'every armchair', [topIn(5, 'Lænestole'), findsAll('Lænestole')]),
  typed('tr', 'nl', 'sandalye', 'every chair', [topIn(5, 'Stoelen'), findsAll('Stoelen')]),
  // "Bank": a sofa in Dutch, a bench in German; each interface finds its own meaning first.
  models('nl', 'bank', 'Dutch interface: sofas before German benches', [
    topIn(5, 'Banken'),
    matchedFirstInOwn,
  ]),
  models('de', 'Bank', 'German interface: benches before Dutch sofas', [
    topIn(5, 'Bänke'),
    matchedFirstInOwn,
  ]),
];
