/** Requests and answers of the catalogue service's search calls (spec 01 s.7, spec 02 s.7). */
import { Type, type Static } from 'typebox';
import { Id, LanguageCode } from './common';
import { FetchFlags } from './catalogue-api';

/** How a filter compares its values with an item. */
export const FILTER_ALGORITHMS = ['exact_or', 'exact_and', 'regex_or', 'prefix', 'range'] as const;
export type FilterAlgorithm = (typeof FILTER_ALGORITHMS)[number];

/**
 * What a filter looks at. tag_ids holds category and property-value tags (and free-form
 * value ids such as prop_width_freeform_83); property_values is the same restricted to
 * one property (property_tag_id); namespaces are a tag's own namespaces (tag search);
 * category_tag_namespaces the category namespaces of a model.
 */
export const FILTER_SCOPES = [
  'ids',
  'owner_ids',
  'collection_ids',
  'product_family_ids',
  'tag_ids',
  'category_tag_ids',
  'category_tag_namespaces',
  'namespaces',
  'property_values',
  'types',
  'models_count_cad',
  'models_count_material',
  /** Our extension beyond the spec: the item's own modification time, epoch ms, range only. */
  'modified_epochmillis',
  /**
   * Our extension beyond the spec: where an item comes from, `brand` or `community` (an
   * owner of type community, and what such an owner owns); exact_or only.
   */
  'sources',
  /**
   * Our extension beyond the spec: the item's state (published, draft, deprecated...);
   * exact_or only. It narrows what the caller sees and never widens it: drafts are seen
   * only in their owners' draft view (the server's access/visibility.ts).
   */
  'states',
] as const;
export type FilterScope = (typeof FILTER_SCOPES)[number];

/** The values of the `sources` scope and counter. */
export const SOURCES = ['brand', 'community'] as const;
export type Source = (typeof SOURCES)[number];

export const SearchFilter = Type.Object(
  {
    algorithm: Type.Enum([...FILTER_ALGORITHMS]),
    scope: Type.Enum([...FILTER_SCOPES], {
      description:
        "modified_epochmillis (our extension beyond the spec): the item's own modification time in ms since the epoch, with algorithm range only; sources (our extension): brand or community, with algorithm exact_or only; states (our extension): item states, with algorithm exact_or only, narrowing what the caller sees (drafts only in the draft view of their owners)",
    }),
    values: Type.Optional(
      Type.Array(Type.Union([Type.String({ maxLength: 500 }), Type.Number(), Type.Null()]), {
        maxItems: 500,
        description: 'range: [min, max], either may be null',
      }),
    ),
    property_tag_id: Type.Optional(Id),
  },
  { additionalProperties: false },
);
export type SearchFilter = Static<typeof SearchFilter>;

/** Filters joined by the operator; the groups of the filtering list are all required. */
export const FilterGroup = Type.Object(
  {
    operator: Type.Enum(['and', 'or']),
    filters: Type.Array(SearchFilter, { maxItems: 50 }),
  },
  { additionalProperties: false },
);
export type FilterGroup = Static<typeof FilterGroup>;

export const AUTOCOMPLETION_SCOPES = [
  'model_titles',
  'owner_names',
  'collection_titles',
  'collections',
  'product_families',
  'category_tag_labels',
  'tag_labels',
  'core_tag_labels',
  'property_labels',
  'property_value_labels',
] as const;
export type AutocompletionScope = (typeof AUTOCOMPLETION_SCOPES)[number];

export const COUNTER_SCOPES = [
  'category_tag_ids',
  'owner_ids',
  'collection_ids',
  'product_family_ids',
  'property_values',
  /** Our extension beyond the spec: items by source, `brand` and `community`. */
  'sources',
] as const;
export type CounterScope = (typeof COUNTER_SCOPES)[number];

export const Enrich = Type.Object(
  {
    suggestions: Type.Optional(Type.Boolean({ description: '"did you mean" spellings' })),
    autocompletions: Type.Optional(
      Type.Union([
        Type.Boolean(),
        Type.Object(
          {
            scopes: Type.Optional(Type.Array(Type.Enum([...AUTOCOMPLETION_SCOPES]))),
            size: Type.Optional(Type.Integer({ minimum: 1, maximum: 20 })),
            algorithm: Type.Optional(Type.Enum(['prefix'])),
          },
          { additionalProperties: false },
        ),
      ]),
    ),
    counters: Type.Optional(
      Type.Union([
        Type.Boolean(),
        Type.Object(
          { scopes: Type.Optional(Type.Array(Type.Enum([...COUNTER_SCOPES]))) },
          { additionalProperties: false },
        ),
      ]),
    ),
  },
  { additionalProperties: false },
);
export type Enrich = Static<typeof Enrich>;

export const SearchRequest = Type.Object(
  {
    from: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
    size: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000 })),
    data_version: Type.Optional(Type.Integer({ minimum: 0 })),
    index_version: Type.Optional(Type.Integer({ minimum: 0 })),
    query_string: Type.Optional(Type.String({ maxLength: 500 })),
    languages: Type.Optional(Type.Array(LanguageCode, { maxItems: 20 })),
    match_languages: Type.Optional(
      Type.Array(LanguageCode, {
        maxItems: 20,
        description:
          "Our extension beyond the spec: the languages the query's words match in, most preferred first (default: languages). A hit matching in an earlier one ranks above one matching only in a later one; languages still decides the embedded items' texts",
      }),
    ),
    fetch: Type.Optional(FetchFlags),
    ordering: Type.Optional(Type.Enum(['weight', 'natural'])),
    filtering: Type.Optional(Type.Array(FilterGroup, { maxItems: 20 })),
    types: Type.Optional(Type.Array(Type.String({ maxLength: 100 }), { maxItems: 20 })),
    enrich: Type.Optional(Enrich),
    boosting: Type.Optional(
      Type.Boolean({ description: 'models: hits in a category the query names come first' }),
    ),
    api_flavour: Type.Optional(Type.String({ maxLength: 100 })),
    bounce_token: Type.Optional(Type.String({ maxLength: 1000 })),
  },
  { additionalProperties: false },
);
export type SearchRequest = Static<typeof SearchRequest>;

export const SearchHit = Type.Object({
  score: Type.Number(),
  id: Id,
  types: Type.Array(Type.String()),
  state: Type.String(),
  owner_ids: Type.Array(Type.String()),
  tag_ids: Type.Array(Type.String()),
  model_ids: Type.Optional(Type.Array(Type.String())),
  collection_ids: Type.Optional(Type.Array(Type.String())),
  is_leading: Type.Boolean({ description: 'an exact match (article number, id or full title)' }),
  is_boosted: Type.Boolean({ description: 'in a category the query names' }),
  is_deprecated: Type.Boolean(),
  property_values: Type.Optional(
    Type.Array(
      Type.Object({
        property_tag_id: Type.String(),
        value_tag_id: Type.String(),
        value_freeform: Type.Optional(Type.String()),
      }),
    ),
  ),
  is_high_quality: Type.Optional(Type.Boolean()),
  model_counts: Type.Optional(Type.Object({ cad: Type.Integer(), material: Type.Integer() })),
  hashtags: Type.Optional(Type.Array(Type.String())),
  namespaces: Type.Optional(Type.Array(Type.String())),
  namespace: Type.Optional(Type.String()),
});
export type SearchHit = Static<typeof SearchHit>;

export const Autocompletion = Type.Object({
  label: Type.String(),
  id: Type.Optional(Type.String()),
  language: Type.Optional(Type.String()),
});
export type Autocompletion = Static<typeof Autocompletion>;

/** A facet value and how many items hold it; property values also name their property. */
export const Counter = Type.Object({
  id: Type.String(),
  count: Type.Integer(),
  property_tag_id: Type.Optional(Type.String()),
});
export type Counter = Static<typeof Counter>;

export const Enriched = Type.Object({
  suggestions: Type.Optional(Type.Array(Type.String())),
  autocompletions: Type.Optional(Type.Record(Type.String(), Type.Array(Autocompletion))),
  counters: Type.Optional(Type.Record(Type.String(), Type.Array(Counter))),
});
export type Enriched = Static<typeof Enriched>;

export const SearchAnswer = Type.Object({
  took: Type.Number(),
  total: Type.Integer(),
  from: Type.Integer(),
  size: Type.Integer(),
  data_version: Type.Integer(),
  index_version: Type.Integer(),
  bounce_token: Type.Optional(Type.String()),
  hits: Type.Array(SearchHit),
  enriched: Enriched,
  matched_languages: Type.Optional(
    Type.Array(Type.String(), {
      description:
        "Our extension beyond the spec: when the request names its languages and has words, the languages the hits matched in, most preferred first, each hit counted once in the most preferred language it matched in ('' for language-neutral text such as names and article numbers)",
    }),
  ),
  models: Type.Optional(Type.Array(Type.Unknown())),
  collections: Type.Optional(Type.Array(Type.Unknown())),
  owners: Type.Optional(Type.Array(Type.Unknown())),
  tags: Type.Optional(Type.Array(Type.Unknown())),
});
export type SearchAnswer = Static<typeof SearchAnswer>;
