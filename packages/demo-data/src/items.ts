/**
 * Factories for catalogue documents with every stored-item field filled in, so generators
 * and importers only state what is particular to an item.
 */
import type {
  Collection,
  ItemState,
  Language,
  Model,
  Owner,
  Tag,
  TextEntry,
} from '@vitrine/contracts';

/** Fixed base time so generated documents are identical from run to run. */
export const DEMO_EPOCH = Date.UTC(2025, 0, 15, 9, 0, 0);

export function editInfos(offsetMinutes = 0, createdBy = 'demo') {
  const created = DEMO_EPOCH + offsetMinutes * 60_000;
  const modified = created + 86_400_000;
  return {
    creation_datetime: new Date(created).toISOString(),
    creation_epochmillis: created,
    modified_datetime: new Date(modified).toISOString(),
    modified_epochmillis: modified,
    created_by_user_id: createdBy,
    last_modified_by_user_id: createdBy,
  };
}

const stored = (id: string, state: ItemState, offsetMinutes: number, origin: string) => ({
  id,
  state,
  layer: 'main',
  data_state: 'complete',
  overrule_state: 'none',
  data_version: 0,
  edit_infos: editInfos(offsetMinutes),
  raw_layers: ['main'],
  origin_infos: [{ origin, imported_epochmillis: DEMO_EPOCH }],
  backlog: [],
  krakencups: [],
});

const emptyStructure = () => ({ catalog: [], linkage: [] });

const content = () => ({
  subtypes: [] as string[],
  weight: 0,
  texts: [] as TextEntry[],
  images: [],
  videos: [],
  audios: [],
  documents: [],
  binaries: [],
  references: [],
  tags: [],
  structure_outbounds: emptyStructure(),
  structure_inbounds: emptyStructure(),
});

interface Base {
  id: string;
  state?: ItemState;
  /** Minutes after DEMO_EPOCH the item was created; spreads "date added" orderings. */
  createdAfter?: number;
  origin?: string;
}

export function newModel(base: Base & Partial<Model> & Pick<Model, 'type'>): Model {
  const { id, state = 'published', createdAfter = 0, origin = 'demo', ...rest } = base;
  return {
    ...stored(id, state, createdAfter, origin),
    ...content(),
    properties: [],
    materials: [],
    cads: [],
    collection_ids: [],
    ...rest,
  };
}

export function newCollection(
  base: Base & Partial<Collection> & Pick<Collection, 'type'>,
): Collection {
  const { id, state = 'published', createdAfter = 0, origin = 'demo', ...rest } = base;
  return {
    ...stored(id, state, createdAfter, origin),
    ...content(),
    properties: [],
    materials: [],
    cads: [],
    model_ids: [],
    ...rest,
  };
}

export function newOwner(base: Base & Partial<Owner>): Owner {
  const { id, state = 'published', createdAfter = 0, origin = 'demo', ...rest } = base;
  return {
    ...stored(id, state, createdAfter, origin),
    ...content(),
    type: 'licensed',
    is_high_quality: false,
    structures: { catalog: [] },
    ...rest,
  };
}

export function newTag(base: Base & Partial<Tag> & Pick<Tag, 'type' | 'namespace'>): Tag {
  const { id, state = 'published', createdAfter = 0, origin = 'demo', ...rest } = base;
  return {
    ...stored(id, state, createdAfter, origin),
    subtypes: [],
    weight: 0,
    namespaces: [base.namespace],
    hashtags: [],
    texts: [],
    images: [],
    freeform_features: [],
    parent_tag_ids: [],
    parent_namespaces: [],
    suggested_tag_ids: [],
    suggested_namespaces: [],
    value_tag_ids: [],
    value_namespaces: [],
    ...rest,
  };
}

/** One text per language for a category; score 1 for all. */
export function textsFor(
  category: string,
  byLanguage: Partial<Record<Language, string>>,
  format = 'plain',
): TextEntry[] {
  return Object.entries(byLanguage).map(([language, payload]) => ({
    category,
    format,
    payload: payload,
    language,
    score: 1,
  }));
}

/** A language-neutral text (brand names, article numbers). */
export const neutralText = (category: string, payload: string): TextEntry => ({
  category,
  format: 'plain',
  payload,
  language: '',
  score: 1,
});
