/** Requests and answers of the catalogue service's fetch and list calls (spec 01 s.7). */
import { Type, type Static } from 'typebox';
import { Id, LanguageCode } from './common';
import { Collection, Model, Owner, Tag } from './entities';

const BounceToken = Type.Optional(
  Type.String({ maxLength: 1000, description: 'echoed unchanged in the answer' }),
);
const ApiFlavour = Type.Optional(Type.String({ maxLength: 100 }));

/** Which parts of an item to return; the identity and state fields always come. */
export const FetchFlags = Type.Object(
  {
    texts: Type.Optional(Type.Boolean()),
    images: Type.Optional(Type.Boolean()),
    videos: Type.Optional(Type.Boolean()),
    audios: Type.Optional(Type.Boolean()),
    documents: Type.Optional(Type.Boolean()),
    binaries: Type.Optional(Type.Boolean()),
    references: Type.Optional(Type.Boolean()),
    tags: Type.Optional(Type.Boolean()),
    properties: Type.Optional(Type.Boolean()),
    materials: Type.Optional(Type.Boolean()),
    cads: Type.Optional(Type.Boolean()),
    collection_ids: Type.Optional(Type.Boolean()),
    model_ids: Type.Optional(Type.Boolean()),
    structure_inbounds: Type.Optional(Type.Boolean()),
    structure_outbounds: Type.Optional(Type.Boolean()),
    structures: Type.Optional(
      Type.Array(Type.Literal('catalog'), { description: 'owners: which structures to embed' }),
    ),
    edit_infos: Type.Optional(Type.Boolean()),
    raw_layers: Type.Optional(Type.Boolean()),
    origin_infos: Type.Optional(Type.Boolean()),
    backlog: Type.Optional(Type.Boolean()),
    krakencups: Type.Optional(Type.Boolean()),
    model_counts: Type.Optional(
      Type.Boolean({ description: 'collections: cad and material counts' }),
    ),
    drafts: Type.Optional(
      Type.Boolean({
        description:
          "the draft view: the brands' owners also get their draft items, and by id their " +
          'suppressed ones (docs/API.md "Who sees which items")',
      }),
    ),
    all: Type.Optional(Type.Boolean({ description: 'every part' })),
  },
  { additionalProperties: false },
);
export type FetchFlags = Static<typeof FetchFlags>;

export const FetchRequest = Type.Object(
  {
    ids: Type.Array(Id, { maxItems: 1000 }),
    favourite_languages: Type.Optional(Type.Array(LanguageCode, { maxItems: 20 })),
    fetch: Type.Optional(FetchFlags),
    api_flavour: ApiFlavour,
    bounce_token: BounceToken,
  },
  { additionalProperties: false },
);
export type FetchRequest = Static<typeof FetchRequest>;

const Took = Type.Number({ description: 'milliseconds spent on the server' });

/** Items come back partial: only the parts the fetch flags asked for. */
export const ModelsFetchAnswer = Type.Object({
  took: Took,
  bounce_token: BounceToken,
  models: Type.Array(Type.Partial(Model)),
});
export const CollectionsFetchAnswer = Type.Object({
  took: Took,
  bounce_token: BounceToken,
  collections: Type.Array(Type.Partial(Collection)),
});
export const OwnersFetchAnswer = Type.Object({
  took: Took,
  bounce_token: BounceToken,
  owners: Type.Array(Type.Partial(Owner)),
});
export const TagsFetchAnswer = Type.Object({
  took: Took,
  bounce_token: BounceToken,
  tags: Type.Array(Type.Partial(Tag)),
});

export const ListFilters = Type.Object(
  {
    layer: Type.Optional(Type.String({ maxLength: 100 })),
    type: Type.Optional(Type.Union([Type.String(), Type.Array(Type.String(), { maxItems: 20 })])),
    backlog: Type.Optional(
      Type.Boolean({
        description: 'true: only items with pending work; false: only finished ones',
      }),
    ),
  },
  { additionalProperties: false },
);

/** List calls take only the draft view's flag of the fetch flags. */
const ListFetch = Type.Optional(
  Type.Object(
    {
      drafts: Type.Optional(
        Type.Boolean({ description: "the draft view: the brands' owners also get their drafts" }),
      ),
    },
    { additionalProperties: false },
  ),
);

export const ListRequest = Type.Object(
  {
    owner_id: Type.Optional(Id),
    filters: Type.Optional(ListFilters),
    fetch: ListFetch,
    api_flavour: ApiFlavour,
    bounce_token: BounceToken,
  },
  { additionalProperties: false },
);
export type ListRequest = Static<typeof ListRequest>;

export const OwnersListRequest = Type.Object(
  {
    filters: Type.Optional(ListFilters),
    fetch: ListFetch,
    api_flavour: ApiFlavour,
    bounce_token: BounceToken,
  },
  { additionalProperties: false },
);

const Ids = Type.Array(Id);
export const ModelsListAnswer = Type.Object({
  took: Took,
  bounce_token: BounceToken,
  model_ids: Ids,
});
export const CollectionsListAnswer = Type.Object({
  took: Took,
  bounce_token: BounceToken,
  collection_ids: Ids,
});
export const OwnersListAnswer = Type.Object({
  took: Took,
  bounce_token: BounceToken,
  owner_ids: Ids,
});
export const TagsListAnswer = Type.Object({ took: Took, bounce_token: BounceToken, tag_ids: Ids });

/** The one JSON error shape every service answers with. */
export const ApiError = Type.Object({
  http_status: Type.Integer(),
  error_code: Type.String({ description: 'stable code such as _400_required_field' }),
  reason: Type.String({ description: 'human-readable, safe to show' }),
  field: Type.Optional(Type.String({ description: 'the request field at fault' })),
  request_id: Type.Optional(Type.String()),
});
export type ApiError = Static<typeof ApiError>;

/**
 * `GET /v1/imports` (our extension beyond the spec): whether a library import is writing into
 * the catalogue now, so the web app can say that items are still arriving.
 */
export const ImportStatus = Type.Object(
  {
    importing: Type.Boolean(),
    /** The library being imported (its file name). */
    library: Type.Optional(Type.String()),
    /** Libraries done and to do in this run. */
    done: Type.Optional(Type.Integer({ minimum: 0 })),
    total: Type.Optional(Type.Integer({ minimum: 0 })),
  },
  { additionalProperties: false },
);
export type ImportStatus = Static<typeof ImportStatus>;
