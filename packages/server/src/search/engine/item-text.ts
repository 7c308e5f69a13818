/**
 * What the index takes in for one item: its text vector as parsed from PostgreSQL's tsvector
 * text, and the item with its strings shared with every other item (entity-index.ts).
 */
import type { IndexedItem } from '../search.types';
import type { Strings } from './keys';

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

/** An item with its strings copied once (read from the database or a snapshot). */
export function internItem(item: IndexedItem, strings: Strings): IndexedItem {
  const one = (value: string | null) => (value === null ? null : strings.get(value));
  return {
    ...item,
    id: strings.get(item.id),
    type: strings.get(item.type),
    subtypes: strings.all(item.subtypes),
    state: strings.get(item.state),
    owner_id: one(item.owner_id),
    tag_ids: strings.all(item.tag_ids),
    category_ids: strings.all(item.category_ids),
    namespaces: strings.all(item.namespaces),
    collection_ids: strings.all(item.collection_ids),
    family_ids: strings.all(item.family_ids),
    model_ids: strings.all(item.model_ids),
    article_numbers: strings.all(item.article_numbers),
    titles: strings.all(item.titles),
    hashtags: strings.all(item.hashtags),
    properties: item.properties.map((p) =>
      strings.value(
        `${p.property_tag_id}\u0000${p.value_tag_id}\u0000${p.value_freeform ?? ''}`,
        () => ({
          property_tag_id: strings.get(p.property_tag_id),
          value_tag_id: strings.get(p.value_tag_id),
          ...(p.value_freeform === undefined
            ? {}
            : { value_freeform: strings.get(p.value_freeform) }),
        }),
      ),
    ),
    namespace: one(item.namespace),
  };
}
