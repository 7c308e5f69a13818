/** Texts in every language from the vocabulary tables. */
import { LANGUAGES, type Language, type TextEntry } from '@vitrine/contracts';
import { textsFor } from '../items';
import { fill, VOCABULARIES } from '../vocab';
import type { Vocabulary } from '../vocab/types';

/** One text per language: the function gets each language's vocabulary. */
export function localized(
  category: string,
  make: (v: Vocabulary, language: Language) => string,
): TextEntry[] {
  return textsFor(
    category,
    Object.fromEntries(LANGUAGES.map((l) => [l, make(VOCABULARIES[l], l)])),
  );
}

export { fill };
