/**
 * Shapes shared inside search/: the item as the search tables and the in-memory engine hold
 * it, a search's parameters and rows, completion terms and snapshot parts. A leaf: it imports
 * nothing of search/, so the files that share these types never import each other for them.
 */
import type { Counter, CounterScope, Entity, FilterGroup } from '@vitrine/contracts';
import type { Visibility } from '../access';

/** 1 when the item in a slot comes from a community library, else 0 (engine/sources.ts). */
export type CommunityOf = (slot: number) => number;

/** An item's filter and facet fields (a search_items row). */
export interface IndexedItem {
  id: string;
  type: string;
  subtypes: string[];
  state: string;
  owner_id: string | null;
  weight: number;
  is_high_quality: boolean;
  tag_ids: string[];
  category_ids: string[];
  namespaces: string[];
  collection_ids: string[];
  family_ids: string[];
  model_ids: string[];
  properties: Array<{ property_tag_id: string; value_tag_id: string; value_freeform?: string }>;
  numbers: Record<string, number>;
  article_numbers: string[];
  titles: string[];
  count_cad: number;
  count_material: number;
  hashtags: string[];
  namespace: string | null;
  /** The item's own modification time (edit_infos), epoch ms; 0 when unknown. */
  modified_epochmillis: number;
}

/** An item row read back with its entity, its text vector and its writing transaction. */
export type ItemChange = IndexedItem & {
  written_by: string;
  entity: Entity;
  tsv: string;
};

/** A completion term (a search_terms row). */
export interface TermChange {
  written_by?: string;
  scope: string;
  language: string;
  term: string;
  label: string;
  ref_id: string;
  weight: number;
}

export interface SearchParams {
  entity: Entity;
  /** The languages words match in, most preferred first, the neutral one ('xx') last. */
  languages: string[];
  /**
   * Whether their order ranks hits (the request named them): a hit matching in a more
   * preferred language comes first (text.ts languageRanks).
   */
  ranked: boolean;
  /** Folded query words; the last one matches as a prefix when prefixLast. */
  words: string[];
  prefixLast: boolean;
  /** Known compounds ending with a query word, by "language:word" (see queryPlan). */
  compounds?: ReadonlyMap<string, string[]>;
  /** The whole query, folded (exact article number or title) and as typed (exact id). */
  exact: string;
  rawId: string;
  filtering: FilterGroup[];
  types: string[] | undefined;
  /** Which items the caller sees listed (access/visibility.ts). */
  visibility: Visibility;
  ordering: 'weight' | 'natural';
  from: number;
  size: number;
  /** Category ids the query names: their items come first. */
  boosted: string[];
  /**
   * Whether a title equal to the query leads (is_leading). Not when the query is only a
   * category's name: a title "Chair" is then a kind of thing, not a product the visitor
   * named, and ranks by relevance like every other chair.
   */
  titlesLead: boolean;
  counters: CounterScope[];
}

export type HitRow = Omit<IndexedItem, 'numbers' | 'article_numbers' | 'titles'> & {
  score: number;
  is_leading: boolean;
  is_boosted: boolean;
};

export interface SearchRows {
  total: number;
  /**
   * Hits matching in the most preferred language or in language-neutral text (all of them
   * when the languages are unranked): what "few hits" is judged by.
   */
  preferredTotal: number;
  /**
   * Mixed matches: hits whose words matched each in another of their languages, none in
   * one language with them all (ranked after every other hit; entity-index.ts textMatches).
   */
  mixedTotal: number;
  hits: HitRow[];
  counters: Partial<Record<CounterScope, Array<Counter & { property_tag_id?: string }>>>;
  /** With words and ranked languages: the languages the hits matched in (query.ts). */
  matchedLanguages?: string[];
}

/** One part of a saved index (engine/snapshot-file.ts). */
export type SnapshotPart =
  | { kind: 'columns'; entity: Entity; columns: ColumnsPart }
  | {
      kind: 'postings';
      entity: Entity;
      lexemes: string[];
      /** Each lexeme's compressed list (engine/postings.ts), its length and last slot. */
      lists: Uint8Array[];
      counts: Int32Array;
      lasts: Int32Array;
    }
  | { kind: 'completions'; completions: SavedCompletions };

/** A typed array of the engine, by slot or by entry. */
type Column = Int32Array | Uint16Array | Uint8Array | Float64Array;

/** What a snapshot holds of an entity's item columns (engine/item-columns.ts). */
export interface ColumnsPart {
  tables: Record<'codes' | 'states' | 'owners' | 'types' | 'props', string[]>;
  arrays: Record<string, Column>;
  slots: number;
}

/** Completion terms packed (engine/packed-terms.ts). */
export interface PackedTermsData {
  /** The terms' bytes, one after the other in JavaScript's string order. */
  text: Uint8Array;
  /** Term i is text[offsets[i]] up to text[offsets[i + 1]] (n + 1 entries). */
  offsets: Int32Array;
  /** Term i begins labels entries[starts[i]] up to entries[starts[i + 1]] (n + 1 entries). */
  starts: Int32Array;
  entries: Int32Array;
}

/** A scope's completions as a snapshot keeps them (engine/completions.ts). */
export interface SavedScope {
  scope: string;
  labels: string[];
  refs: Int32Array;
  languages: Uint8Array;
  weights: Float64Array;
  terms: PackedTermsData;
}

/** All completions as a snapshot keeps them: the reference and language tables, the scopes. */
export interface SavedCompletions {
  refs: string[];
  languages: string[];
  scopes: SavedScope[];
}
