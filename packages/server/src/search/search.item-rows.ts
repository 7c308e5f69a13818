/**
 * The search rows of one catalogue item (its projection into the search tables): its
 * search_items row, its text vector (per language, weighted by field), its completion terms
 * and its words, from the item and the labels of the items it refers to (brand,
 * collections, categories, property values). Pure: the writer (search.writer.ts) stores them.
 */
import type { AnyItem, Entity, Model, TextEntry } from '@vitrine/contracts';
import { PUBLIC_STATES } from '../access';
import type { IndexedItem, TermChange } from './search.types';
import { fold, SEARCH_LANGUAGES, tsvectorLiteral, wordStarts, words } from './text';

/** Which text categories weigh how much: A (title) to D (description). */
const FIELD_WEIGHT: Record<string, 'a' | 'b' | 'c' | 'd'> = {
  title: 'a',
  name: 'a',
  label: 'a',
  articlenumber: 'a',
  subtitle: 'b',
  slogan: 'b',
  class_label: 'b',
  description: 'd',
};

type Fields = { a: string[]; b: string[]; c: string[]; d: string[] };
const emptyFields = (): Fields => ({ a: [], b: [], c: [], d: [] });

export interface Related {
  /** Texts of tags, owners and collections the items refer to, by id. */
  texts: Map<string, TextEntry[]>;
  types: Map<string, string>;
  parents: Map<string, string[]>;
  namespaces: Map<string, string[]>;
}

const languageOf = (t: TextEntry) =>
  t.language && SEARCH_LANGUAGES.includes(t.language) ? t.language : 'xx';

/** Adds texts to per-language fields; field decides the weight when given. */
function addTexts(
  byLanguage: Map<string, Fields>,
  texts: TextEntry[] | undefined,
  field?: keyof Fields,
) {
  for (const text of texts ?? []) {
    const weight = field ?? FIELD_WEIGHT[text.category];
    if (!weight || !text.payload) continue;
    const language = languageOf(text);
    let fields = byLanguage.get(language);
    if (!fields) byLanguage.set(language, (fields = emptyFields()));
    fields[weight].push(text.payload);
  }
}

const payloads = (texts: TextEntry[] | undefined, categories: string[]) =>
  (texts ?? []).filter((t) => categories.includes(t.category));

/** What search_items holds for an item (counts are written by the projector's recount). */
export type ItemRow = Omit<IndexedItem, 'count_cad' | 'count_material' | 'properties'> & {
  entity: Entity;
  /** As stored: free-form values have no value tag. */
  properties: unknown;
};

export interface TextRow {
  entity: Entity;
  id: string;
  tsv: string;
}

/** The scopes a tag's labels are completed under. */
function tagScopes(type: string): string[] {
  if (type === 'category_tag') return ['category_tag_labels', 'core_tag_labels', 'tag_labels'];
  if (type === 'property_tag') return ['property_labels', 'core_tag_labels', 'tag_labels'];
  if (type === 'value_tag') return ['property_value_labels', 'tag_labels'];
  return ['tag_labels'];
}

function ancestors(id: string, related: Related, seen = new Set<string>()): string[] {
  if (seen.has(id)) return [];
  seen.add(id);
  return [id, ...(related.parents.get(id) ?? []).flatMap((p) => ancestors(p, related, seen))];
}

/** The search rows of one item. */
export function itemRows(entity: Entity, doc: AnyItem, related: Related) {
  const byLanguage = new Map<string, Fields>();
  addTexts(byLanguage, doc.texts);
  const item: ItemRow = {
    entity,
    id: doc.id,
    type: doc.type,
    subtypes: doc.subtypes ?? [],
    state: doc.state,
    owner_id: 'owner_id' in doc ? (doc.owner_id ?? null) : null,
    weight: doc.weight ?? 0,
    is_high_quality: 'is_high_quality' in doc ? Boolean(doc.is_high_quality) : false,
    tag_ids: [],
    category_ids: [],
    namespaces: [],
    collection_ids: [],
    family_ids: [],
    model_ids: 'model_ids' in doc ? (doc.model_ids ?? []) : [],
    properties: [],
    numbers: {},
    article_numbers: payloads(doc.texts, ['articlenumber']).map((t) => fold(t.payload)),
    titles: payloads(doc.texts, ['title', 'name', 'label']).map((t) => fold(t.payload)),
    hashtags: 'hashtags' in doc ? (doc.hashtags ?? []) : [],
    namespace: 'namespace' in doc ? (doc.namespace ?? null) : null,
    modified_epochmillis: doc.edit_infos.modified_epochmillis,
  };
  const terms: TermChange[] = [];
  // Completions and spelling corrections are the same for every caller: they come only from
  // items everyone sees, so they never name a draft (a draft is found by search in its
  // owners' draft view, but not completed or suggested).
  const visible = PUBLIC_STATES.includes(doc.state);
  // Model titles are many: completed from their start only; other labels from every word.
  const term = (scope: string, text: TextEntry, refId = '') => {
    const starts = wordStarts(text.payload);
    for (const start of scope === 'model_titles' ? starts.slice(0, 1) : starts) {
      terms.push({
        scope,
        language: languageOf(text),
        term: start,
        label: text.payload,
        ref_id: refId,
        weight: item.weight,
      });
    }
  };
  const labels = payloads(doc.texts, ['title', 'name', 'label']);

  if (entity === 'model') {
    const model = doc as Model;
    const categories = model.tags.flatMap((t) => ancestors(t.tag_id, related));
    item.category_ids = [...new Set(categories)];
    item.namespaces = [
      ...new Set(item.category_ids.flatMap((id) => related.namespaces.get(id) ?? [])),
    ];
    item.properties = model.properties.map((p) => ({
      property_tag_id: p.property_tag_id,
      value_tag_id: p.value_tag_id,
      ...(p.value_freeform !== undefined ? { value_freeform: p.value_freeform } : {}),
    }));
    for (const p of model.properties) {
      const n = Number(p.value_freeform);
      if (p.value_freeform !== undefined && Number.isFinite(n)) item.numbers[p.property_tag_id] = n;
    }
    item.tag_ids = [
      ...new Set([
        ...item.category_ids,
        ...model.properties.map((p) => p.value_tag_id).filter((id): id is string => Boolean(id)),
      ]),
    ];
    for (const id of model.collection_ids) {
      if (related.types.get(id) === 'product_family') item.family_ids.push(id);
      else item.collection_ids.push(id);
    }
    addTexts(
      byLanguage,
      item.category_ids.flatMap((id) => related.texts.get(id) ?? []),
      'c',
    );
    addTexts(
      byLanguage,
      model.properties.flatMap((p) =>
        p.value_tag_id ? (related.texts.get(p.value_tag_id) ?? []) : [],
      ),
      'c',
    );
    addTexts(
      byLanguage,
      model.collection_ids.flatMap((id) => payloads(related.texts.get(id), ['title'])),
      'b',
    );
    if (model.owner_id)
      addTexts(byLanguage, payloads(related.texts.get(model.owner_id), ['name']), 'b');
    if (visible) for (const text of labels) term('model_titles', text);
  } else if (entity === 'owner') {
    // Community libraries are no brands: their names are not completed as brand names.
    if (visible && doc.type !== 'community')
      for (const text of labels) term('owner_names', text, doc.id);
  } else if (entity === 'collection') {
    if (doc.owner_id)
      addTexts(byLanguage, payloads(related.texts.get(doc.owner_id), ['name']), 'b');
    const excluded = item.subtypes.includes('exclude_from_search');
    if (visible && !excluded && doc.type === 'product_family') {
      for (const text of labels) term('product_families', text, doc.id);
    } else if (visible && !excluded && doc.type === 'collection') {
      for (const text of labels) {
        term('collections', text, doc.id);
        term('collection_titles', text);
      }
    }
  } else if (entity === 'tag') {
    const tag = doc as AnyItem & { namespaces?: string[]; parent_tag_ids?: string[] };
    item.namespaces = tag.namespaces ?? [];
    item.tag_ids = tag.parent_tag_ids ?? [];
    if (visible)
      for (const scope of tagScopes(doc.type)) for (const text of labels) term(scope, text, doc.id);
  }

  const text: TextRow = { entity, id: doc.id, tsv: tsvectorLiteral(byLanguage) };
  const vocabulary = new Set<string>();
  if (visible)
    for (const [language, f] of byLanguage)
      for (const word of [...f.a, ...f.b, ...f.c].flatMap(words))
        if (word.length >= 3 && !/^\d+$/.test(word)) vocabulary.add(`${language}\u0000${word}`);
  return { item, text, terms, vocabulary };
}

/** Ids an item refers to for its searchable text. */
export function referencedIds(docs: AnyItem[]): string[] {
  const ids = new Set<string>();
  for (const doc of docs) {
    if ('owner_id' in doc && doc.owner_id) ids.add(doc.owner_id);
    if ('collection_ids' in doc) for (const id of doc.collection_ids ?? []) ids.add(id);
    if ('tags' in doc) for (const t of doc.tags ?? []) ids.add(t.tag_id);
    if ('properties' in doc)
      for (const p of doc.properties ?? []) if (p.value_tag_id) ids.add(p.value_tag_id);
  }
  return [...ids];
}
